import { chatMessages, type BlockState } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { isUniqueViolation } from '../../db/sql';
import { conflict, invalidInput } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { blockSql, pairOf, readBlockState } from './chat-sql';
import { openConversation, pushTo, sidesOf, type Conversation } from './conversation';

/** block-user / unblock-user target: `to_user_id`, or the desk with `to_admin` (a user's only). */
interface BlockTarget {
  to_user_id?: number;
  to_admin: boolean;
  reason: string;
}

async function targetOf(db: Queryable, caller: AuthUser, target: BlockTarget): Promise<Conversation> {
  const userId = caller.role === 'admin' || !target.to_admin ? target.to_user_id : 0;
  // An admin blocking "the admin" would block the desk they speak for.
  if (userId === undefined) throw invalidInput(chatMessages.cannotBlockSelf);
  const { conversation } = await openConversation(db, caller, userId, 0, chatMessages.cannotBlockSelf);
  return conversation;
}

/**
 * Inserts the caller's block, or answers 409 when it is there already. The desk blocks as
 * one: once any admin blocked a user, another admin's block adds nothing.
 */
async function insertBlock(db: Queryable, c: Conversation, reason: string) {
  const blocks = blockSql(c.callerIsDesk, 'pair.me', 'pair.other');
  const kysely = kyselyOf(db);
  try {
    const inserted = await kysely
      .insertInto('blocks')
      .columns(['blocker_id', 'blocked_user_id', 'to_admin', 'reason'])
      .expression(
        kysely
          .selectFrom(pairOf(kysely, c))
          .select([
            'pair.me',
            sql<number | null>`nullif(pair.other, 0)`.as('blocked_user_id'),
            sql<boolean>`pair.other = 0`.as('to_admin'),
            sql<string>`${reason}`.as('reason'),
          ])
          .where(sql<boolean>`not ${sql.raw(blocks.byMe)}`),
      )
      .returning('id')
      .execute();
    if (inserted.length === 0) throw conflict(chatMessages.alreadyBlocked);
  } catch (error) {
    throw isUniqueViolation(error) ? conflict(chatMessages.alreadyBlocked) : error;
  }
}

/** Removes the caller's block (for the desk: every admin's block of the user), or answers 409. */
async function deleteBlock(db: Queryable, c: Conversation) {
  const kysely = kyselyOf(db);
  const deleted = c.callerIsDesk
    ? await kysely
        .deleteFrom('blocks as b')
        .where('b.blocked_user_id', '=', c.otherId)
        .where('b.blocker_id', 'in', (eb) => eb.selectFrom('users').select('id').where('role', '=', sql.lit('admin')))
        .returning('b.id')
        .execute()
    : await kysely
        .deleteFrom('blocks')
        .where('blocker_id', '=', c.callerId)
        .where((eb) => (c.otherId === 0 ? eb('to_admin', '=', true) : eb('blocked_user_id', '=', c.otherId)))
        .returning('id')
        .execute();
  if (deleted.length === 0) throw conflict(chatMessages.notBlocked);
}

/** The block state from the caller's side; each side is told from its own point of view. */
async function announce(deps: AppDeps, c: Conversation): Promise<BlockState> {
  const state = await readBlockState(deps.db, c);
  const byMe = state.byMe ? 1 : 0;
  const byOther = state.byOther ? 1 : 0;
  const { mine, theirs } = sidesOf(c);
  const reply: BlockState = { user_id: mine.key.user_id, is_blocked_by_me: byMe, is_blocked_by_user: byOther };
  pushTo(deps, mine, 'chat:block', reply);
  pushTo(deps, theirs, 'chat:block', {
    user_id: theirs.key.user_id,
    is_blocked_by_me: byOther,
    is_blocked_by_user: byMe,
  });
  return reply;
}

/** block-user: the caller stops messages both ways with a user (or a user with the admin desk). */
export async function blockUser(deps: AppDeps, caller: AuthUser, target: BlockTarget): Promise<BlockState> {
  const conversation = await targetOf(deps.db, caller, target);
  await insertBlock(deps.db, conversation, target.reason);
  return announce(deps, conversation);
}

/** unblock-user: lifts the caller's block. */
export async function unblockUser(deps: AppDeps, caller: AuthUser, target: BlockTarget): Promise<BlockState> {
  const conversation = await targetOf(deps.db, caller, target);
  await deleteBlock(deps.db, conversation);
  return announce(deps, conversation);
}
