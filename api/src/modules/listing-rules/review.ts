import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';

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
