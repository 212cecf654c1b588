import type { UserNotification } from '@domus/shared/contract';
import { propertyPagePath } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import { propertySeenBy } from '../listing-rules/visibility';
import { markAllRead, readMarkerOf, unreadCount } from './read-state';

/** The user's own notifications and those sent to everyone, newest first, with the unread count. */
export async function listNotifications(
  deps: AppDeps,
  reader: AuthUser,
  page: { limit: number; offset: number },
): Promise<{ data: UserNotification[]; total: number; unread: number }> {
  const userId = reader.id;
  const mine = kyselyOf(deps.db)
    .selectFrom('notifications as n')
    .where((eb) => eb.or([eb('n.user_id', '=', userId), eb('n.user_id', 'is', null)]));
  const counted = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await mine
    // Only a listing the reader may still see leads anywhere: its slug is not for others.
    .leftJoin('properties as p', (join) =>
      join.onRef('p.id', '=', 'n.property_id').on((eb) => propertySeenBy(eb, reader)),
    )
    .select((eb) => [
      'p.slug_id',
      'n.id',
      'n.title',
      'n.message',
      'n.type',
      'n.property_id',
      'n.image',
      'n.link',
      'n.created_at',
      eb('n.created_at', '<=', readMarkerOf(userId)).$castTo<boolean>().as('is_read'),
    ])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      type: row.type,
      property_id: row.property_id,
      created_at: row.created_at.toISOString(),
      notification_image: deps.files.url(row.image),
      is_read: row.is_read,
      // Where the notice leads: the page it names, else the listing it is about (named by its slug,
      // which the notice does not keep: it is read here, so notices older than `link` lead there too).
      ...(row.link || row.slug_id ? { link: row.link || propertyPagePath(row.slug_id!) } : {}),
    })),
    total: counted?.total ?? 0,
    unread: await unreadCount(deps.db, userId),
  };
}

/**
 * mark-notifications-read: everything so far is read. Nothing is pushed: the realtime contract
 * has no count-only event, and other tabs show the right badge on their next list read.
 */
export async function markNotificationsRead(deps: AppDeps, userId: number): Promise<{ unread: number }> {
  await deps.db.transaction((tx) => markAllRead(tx, userId));
  return { unread: await unreadCount(deps.db, userId) };
}
