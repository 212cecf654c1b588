import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { forgetDeadTokens, notificationsPage, toNotification } from '../notifications/notify';

/** Recipients a batch: one push call each (a provider's multicast takes 500 tokens). */
export const deliveryBatchSize = 500;

const unreadSince = sql<Date>`coalesce(u.notifications_read_at, '-infinity'::timestamptz)`;

/** One batch of a notice's stored notifications after `afterId`, with each recipient's unread count and device. */
const batchOf = (deps: AppDeps, noticeId: number, afterId: number, size: number) =>
  kyselyOf(deps.db)
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.user_id',
      'n.title',
      'n.message',
      'n.type',
      'n.link',
      'n.created_at',
      // A device only for those who allow notifications (the push), every open tab gets it live.
      sql<string>`case when u.notification then u.fcm_id else '' end`.as('device'),
      sql<number>`(select count(*)::int from notifications o where o.user_id = u.id and o.created_at > ${unreadSince})
        + (select count(*)::int from notifications s where s.user_id is null and s.created_at > ${unreadSince})`.as(
        'unread',
      ),
    ])
    .where('n.operator_notice_id', '=', noticeId)
    .where('n.id', '>', afterId)
    .orderBy('n.id')
    .limit(size)
    .execute();

/**
 * After the notice's commit: its recipients a batch at a time, each batch to their open tabs
 * (with their unread count) and as one push to the devices of those who allow notifications;
 * dead tokens are forgotten. Never throws: a failed batch is logged and the next one goes on,
 * and the stored notices stay (a recipient reads them in their list).
 */
export async function deliverOperatorNotice(deps: AppDeps, noticeId: number, size = deliveryBatchSize) {
  let afterId = 0;
  for (;;) {
    let rows: Awaited<ReturnType<typeof batchOf>>;
    try {
      rows = await batchOf(deps, noticeId, afterId, size);
    } catch (error) {
      deps.log.warn({ err: error, operatorNotice: noticeId }, 'notice delivery stopped');
      return;
    }
    if (rows.length === 0) return;
    afterId = rows.at(-1)!.id;
    try {
      for (const row of rows) {
        const stored = { ...row, userId: row.user_id!, propertyId: null, image: '', createdAt: row.created_at };
        deps.realtime.toUser(stored.userId, 'notification', {
          notification: toNotification(deps, stored),
          unread: row.unread,
        });
      }
      const devices = rows.filter((row) => row.device !== '');
      if (devices.length > 0) {
        const first = rows[0]!;
        const { deadTokens } = await deps.push.send(
          devices.map((row) => row.device),
          {
            title: first.title,
            body: first.message,
            link: `${deps.config.publicUrl}${first.link || notificationsPage}`,
          },
        );
        await forgetDeadTokens(
          deps.db,
          devices.map((row) => row.user_id!),
          deadTokens,
        );
      }
    } catch (error) {
      deps.log.warn({ err: error, operatorNotice: noticeId, afterId }, 'notice batch not delivered');
    }
    if (rows.length < size) return;
  }
}
