import type { Db, Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { readSwitch } from '../web-settings/settings-store';
import { isSlugClash } from './slugs';

/** The setting that lets verified users' new listings skip review (off by default). */
export const autoApproveSettingKey = 'auto_approve_verified_users';

/**
 * A member whose agent verification succeeded: a moderator checked who they are, so what they
 * post may skip review (new listings with the setting on, edits of live ones: listing-edits).
 */
export async function isVerifiedAgent(db: Queryable, userId: number): Promise<boolean> {
  const user = await kyselyOf(db)
    .selectFrom('users')
    .select('verification_status')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.verification_status === 'success';
}

/** A new listing waits for the admin, unless the setting is on and the owner is a verified agent. */
export async function initialRequestStatus(db: Queryable, userId: number): Promise<'approved' | 'pending'> {
  if (!(await readSwitch(db, autoApproveSettingKey, false))) return 'pending';
  return (await isVerifiedAgent(db, userId)) ? 'approved' : 'pending';
}

/** Runs a posting transaction again when a concurrent posting took the same slug first. */
export async function withSlugRetry<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 3 || !isSlugClash(error)) throw error;
    }
  }
}
