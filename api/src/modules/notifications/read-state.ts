import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';

/**
 * A notification is unread when it is newer than its reader's `notifications_read_at` (null:
 * nothing read yet). One marker per user covers the site-wide notifications too, which are one
 * row for everyone.
 */
export const readMarkerOf = (userId: number) =>
  sql<Date>`coalesce((select notifications_read_at from users where id = ${userId}), '-infinity'::timestamptz)`;

/**
 * How many of the user's own and site-wide notifications are newer than their marker, and,
 * when they allow notifications on a device, its push token (what delivering a notice needs,
 * in one round trip).
 */
export async function readDeliveryState(
  db: Queryable,
  userId: number,
): Promise<{ unread: number; pushToken?: string }> {
  // Two counts, not one with `or`: each uses its own index (per user; site-wide).
  const k = kyselyOf(db);
  const row = await k
    .selectFrom(k.selectNoFrom(readMarkerOf(userId).as('since')).as('m'))
    .select((eb) => {
      const newer = eb
        .selectFrom('notifications')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('created_at', '>', 'm.since');
      const own = newer.where('user_id', '=', userId).$asScalar();
      const siteWide = newer.where('user_id', 'is', null).$asScalar();
      const pushToken = eb
        .selectFrom('users')
        .select('fcm_id')
        .where('id', '=', userId)
        .where('notification', '=', true)
        .where('fcm_id', '<>', '')
        .$asScalar();
      return [eb(own, '+', siteWide).as('unread'), pushToken.as('push_token')];
    })
    .executeTakeFirst();
  return { unread: row?.unread ?? 0, ...(row?.push_token ? { pushToken: row.push_token } : {}) };
}

/** How many of the user's own and site-wide notifications are newer than their marker. */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  return (await readDeliveryState(db, userId)).unread;
}

/** Everything the user can see so far is read; their collapse keys close with it (see migration 009). */
export async function markAllRead(db: Queryable, userId: number): Promise<void> {
  await kyselyOf(db)
    .updateTable('users')
    .set({ notifications_read_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
  await kyselyOf(db)
    .updateTable('notifications')
    .set({ collapse_key: null })
    .where('user_id', '=', userId)
    .where('collapse_key', 'is not', null)
    .execute();
}
