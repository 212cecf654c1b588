import type { UserNotification } from '@domus/shared/contract';
import { sql, type QueryCreator } from 'kysely';
import { pagePaths } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import type { Database } from '../../db/schema';
import { boundArray, kyselyOf } from '../../db/kysely';
import { readDeliveryState } from './read-state';

/** Something a user should hear about; every producer of notifications goes through here. */
export interface Notice {
  userId: number;
  title: string;
  message: string;
  /** What it is about, for the client's icon and link ('property_approved', 'chat', ...). */
  type: string;
  propertyId?: number | null;
  /** A stored file key (see FileUrls). */
  image?: string;
  /**
   * Notices with the same key replace the user's unread one (new text, new time, still one
   * row): a flood of chat messages is one "New message from X" per conversation.
   */
  collapseKey?: string;
  /** Where it leads on the site (a path), when that is not the listing of propertyId. */
  link?: string;
}

/** A notice as stored, ready to be delivered once its transaction has committed. */
export interface StoredNotice {
  id: number;
  userId: number;
  title: string;
  message: string;
  type: string;
  propertyId: number | null;
  image: string;
  link: string;
  createdAt: Date;
}

/** Where a push opens the site: the user's notification list. */
export const notificationsPage = pagePaths.notifications;

/** Stores a notice inside the caller's transaction; deliver it with deliverNotices after commit. */
export async function storeNotice(db: Queryable, notice: Notice): Promise<StoredNotice> {
  const [stored] = await storeNotices(db, [notice]);
  return stored!;
}

/**
 * The insert storeNotices runs, returning each notice's id and time, for a caller that stores
 * notices within a statement of its own (a data-modifying WITH). The partial unique index holds
 * only open (unread) keys (migration 009): a notice with an open key replaces that one.
 */
export function insertNotices(db: QueryCreator<Database>, notices: readonly Notice[]) {
  return db
    .insertInto('notifications')
    .values(
      notices.map((notice) => ({
        user_id: notice.userId,
        title: notice.title,
        message: notice.message,
        type: notice.type,
        property_id: notice.propertyId ?? null,
        image: notice.image ?? '',
        collapse_key: notice.collapseKey ?? null,
        link: notice.link ?? '',
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'collapse_key'])
        .where('collapse_key', 'is not', null)
        .doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          message: eb.ref('excluded.message'),
          type: eb.ref('excluded.type'),
          property_id: eb.ref('excluded.property_id'),
          image: eb.ref('excluded.image'),
          link: eb.ref('excluded.link'),
          created_at: sql<Date>`now()`,
        })),
    )
    .returning(['id', 'user_id', 'title', 'message', 'type', 'property_id', 'image', 'link', 'created_at']);
}

/** A row insertNotices returned, as delivered. */
export type NoticeRow = Awaited<ReturnType<ReturnType<typeof insertNotices>['executeTakeFirstOrThrow']>>;

/** A stored notice as deliverNotices takes it. */
export const storedNotice = (row: NoticeRow): StoredNotice => ({
  id: row.id,
  userId: row.user_id!,
  title: row.title,
  message: row.message,
  type: row.type,
  propertyId: row.property_id,
  image: row.image,
  link: row.link,
  createdAt: row.created_at,
});

/**
 * Stores several notices in one statement (a batch of alerts), as storeNotice does each. Two
 * notices of one call must not share a user and collapse key.
 */
export async function storeNotices(db: Queryable, notices: readonly Notice[]): Promise<StoredNotice[]> {
  if (notices.length === 0) return [];
  return (await insertNotices(kyselyOf(db), notices).execute()).map(storedNotice);
}

/**
 * After commit: each notice to its user's open tabs (with the new unread count), then as a push
 * to their devices. Never throws: the notice is stored, and a client that missed it reads it
 * from get_notification_list.
 */
export async function deliverNotices(deps: AppDeps, stored: readonly StoredNotice[]): Promise<void> {
  for (const notice of stored) {
    try {
      const { unread, pushToken } = await readDeliveryState(deps.db, notice.userId);
      deps.realtime.toUser(notice.userId, 'notification', { notification: toNotification(deps, notice), unread });
      if (pushToken) await pushNotice(deps, notice, pushToken);
    } catch (error) {
      deps.log.warn({ err: error, notification: notice.id }, 'notification not delivered');
    }
  }
}

/** Stores and delivers one notice, for callers without a transaction of their own. */
export async function notify(deps: AppDeps, notice: Notice): Promise<StoredNotice> {
  const stored = await storeNotice(deps.db, notice);
  await deliverNotices(deps, [stored]);
  return stored;
}

/** A stored notice as its user's list and open tabs show it (unread: it was just stored). */
export const toNotification = (deps: AppDeps, notice: StoredNotice): UserNotification => ({
  id: notice.id,
  title: notice.title,
  message: notice.message,
  type: notice.type,
  property_id: notice.propertyId,
  created_at: notice.createdAt.toISOString(),
  notification_image: deps.files.url(notice.image),
  is_read: false,
  ...(notice.link ? { link: notice.link } : {}),
});

/** To the user's device token (they allow notifications); a dead token is forgotten. */
async function pushNotice(deps: AppDeps, notice: StoredNotice, token: string) {
  const { deadTokens } = await deps.push.send([token], {
    title: notice.title,
    body: notice.message,
    link: `${deps.config.publicUrl}${notice.link || notificationsPage}`,
  });
  await forgetDeadTokens(deps.db, [notice.userId], deadTokens);
}

/** The push provider said these tokens are dead: those of these users are forgotten. */
export async function forgetDeadTokens(db: Queryable, userIds: readonly number[], deadTokens: readonly string[]) {
  if (deadTokens.length === 0 || userIds.length === 0) return;
  await kyselyOf(db)
    .updateTable('users')
    .set({ fcm_id: '' })
    .where((eb) => eb('id', '=', eb.fn.any(boundArray(userIds, 'int'))))
    .where((eb) => eb('fcm_id', '=', eb.fn.any(boundArray(deadTokens, 'text'))))
    .execute();
}
