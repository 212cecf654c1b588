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

/** How many of the user's own and site-wide notifications are newer than their marker. */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
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
      return eb(own, '+', siteWide).as('unread');
    })
    .executeTakeFirst();
  return row?.unread ?? 0;
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
