import type { Db, Queryable } from '../../db/db';
import { readSwitch } from '../web-settings/settings-store';
import { isVerifiedAgent } from '../listing-rules/review';
import { isSlugClash } from './slugs';

/** The setting that lets verified users' new listings skip review (off by default). */
export const autoApproveSettingKey = 'auto_approve_verified_users';

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
