import type {
  adminSendNoticeBody,
  KeysetPosition,
  NoticeAudience,
  NoticeSegment,
  OperatorNotice,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import { invalidInput, notFound } from '../../http/api-error';
import { recordOperatorAction, type OperatorActor } from '../operator-log/record';
import { audienceOf, countRecipients, recipientsOf, type NoticeAudienceOf } from './audience';
import { deliverOperatorNotice } from './delivery';

export type SendNotice = z.output<typeof adminSendNoticeBody>;

/** What the recipients' notifications say they are (the site's list shows every type alike). */
export const operatorNoticeType = 'operator_notice';

/** An empty segment is refused: a notice reaches somebody or is not sent. */
const nobodyIn = (audience: NoticeAudienceOf) =>
  invalidInput(
    `Nobody would receive this notice: ${audience.city ? `no active account lives in ${audience.city}` : `no active account is in the segment ${audience.segment}`}.`,
  );

/** The notices with their sender's name and e-mail (none once the account is gone). */
const selectNotices = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('operator_notices as n')
    .leftJoin('users as s', 's.id', 'n.sender_id')
    .select([
      'n.id',
      'n.title',
      'n.message',
      'n.link',
      'n.segment',
      'n.city',
      'n.recipients',
      'n.sender_id',
      'n.via',
      'n.created_at',
      's.name as sender_name',
      's.email as sender_email',
    ]);
type NoticeRow = Awaited<ReturnType<ReturnType<typeof selectNotices>['execute']>>[number];

const toNotice = (row: NoticeRow): OperatorNotice => ({
  id: row.id,
  title: row.title,
  message: row.message,
  link: row.link || null,
  segment: row.segment as NoticeSegment,
  city: row.city,
  recipients: row.recipients,
  sender_id: row.sender_id,
  sender_name: row.sender_name ?? '',
  sender_email: row.sender_email ?? '',
  via: row.via as OperatorNotice['via'],
  created_at: row.created_at.toISOString(),
});

/**
 * Notices from the operators to everyone or a segment (docs/operator-console.md, Notices): the
 * recipients are counted before sending; sending stores the notice, one notification per
 * recipient (one insert ... select, never the list of accounts in memory) and its decision log
 * entry in one transaction, then pushes a batch at a time after commit.
 */
export class OperatorNoticeService {
  constructor(private readonly deps: AppDeps) {}

  /** The site's cities by name, for the city segment (a short list operators curate). */
  async cities(): Promise<string[]> {
    const rows = await kyselyOf(this.deps.db).selectFrom('cities').select('name').distinct().orderBy('name').execute();
    return rows.map((row) => row.name);
  }

  /** How many accounts a segment reaches now: the number the console shows before sending. */
  async audience(asked: { segment: NoticeSegment; city?: string | null }): Promise<NoticeAudience> {
    const audience = await audienceOf(this.deps.db, asked);
    return { ...audience, recipients: await countRecipients(this.deps.db, audience) };
  }

  /**
   * Sends the notice: stored for each recipient with its decision log entry, all or nothing (an
   * empty segment is refused). `delivered` settles once every batch was pushed; it never rejects,
   * and callers need not wait for it (the console's call does not).
   */
  async send(input: SendNotice, sender: OperatorActor): Promise<{ notice: OperatorNotice; delivered: Promise<void> }> {
    const id = await this.deps.db.transaction(async (tx) => {
      const audience = await audienceOf(tx, input);
      const counted = await countRecipients(tx, audience);
      if (counted === 0) throw nobodyIn(audience);
      const link = input.link ?? '';
      const { id } = await kyselyOf(tx)
        .insertInto('operator_notices')
        .values({
          sender_id: sender.actorId ?? null,
          via: sender.via,
          segment: audience.segment,
          city: audience.city,
          title: input.title,
          message: input.message,
          link,
          recipients: counted,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // One statement: the rows stay in the database, only their count comes back.
      const inserted = await kyselyOf(tx)
        .with('stored', (db) =>
          db
            .insertInto('notifications')
            .columns(['user_id', 'title', 'message', 'type', 'link', 'operator_notice_id'])
            .expression(
              recipientsOf(tx, audience).select([
                'u.id',
                sql<string>`${input.title}::text`.as('title'),
                sql<string>`${input.message}::text`.as('message'),
                sql<string>`${operatorNoticeType}::text`.as('type'),
                sql<string>`${link}::text`.as('link'),
                sql<number>`${id}::int`.as('operator_notice_id'),
              ]),
            )
            .returning('id'),
        )
        .selectFrom('stored')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      const recipients = inserted.n;
      if (recipients === 0) throw nobodyIn(audience);
      // Accounts may join or leave the segment between the count and the insert: keep what was sent.
      if (recipients !== counted) {
        await kyselyOf(tx).updateTable('operator_notices').set({ recipients }).where('id', '=', id).execute();
      }
      await recordOperatorAction(tx, {
        actorId: sender.actorId,
        via: sender.via,
        action: 'notice.send',
        subjectId: id,
        after: {
          segment: audience.segment,
          city: audience.city,
          title: input.title,
          message: input.message,
          link,
          recipients,
        },
      });
      return id;
    });
    const delivered = deliverOperatorNotice(this.deps, id);
    return { notice: await this.find(id), delivered };
  }

  async find(id: number): Promise<OperatorNotice> {
    const row = await selectNotices(this.deps.db).where('n.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`There is no notice ${id}.`);
    return toNotice(row);
  }

  /** The notices sent, newest first, a keyset page after `cursor` (the time and id of the page before's last). */
  async list(query: {
    cursor?: KeysetPosition;
    limit: number;
  }): Promise<{ data: OperatorNotice[]; next_cursor: string | null }> {
    const { page, next } = keysetPage(
      await selectNotices(this.deps.db)
        .select(keysetCursorSql('n').as('cursor'))
        .$if(query.cursor !== undefined, (qb) => qb.where(keysetAfter('n', query.cursor!)))
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(query.limit + 1)
        .execute(),
      query.limit,
    );
    return { data: page.map((row) => toNotice(row)), next_cursor: next };
  }
}
