import { sql, type Kysely } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { Conversation } from './conversation';

/*
 * The SQL that decides what a caller sees of the chat. Every chat query is built from these
 * fragments with the caller's id as $1, so a caller can only ever reach their own
 * conversations whatever ids they pass.
 */

/** Messages (alias m) seen by the caller (`me`, $1 unless named): in scope, the other side of each, and which are to them. */
export interface MessageView {
  /** Messages in any of the caller's conversations. */
  scope: string;
  /** The other side of the conversation (0: the desk), as the caller sees it. */
  other: string;
  /** Sent to the caller (the rest of the scope was sent by their side). */
  toMe: string;
}

export function messageView(callerIsDesk: boolean, me = '$1'): MessageView {
  if (callerIsDesk) {
    // A user writing to the desk leaves the receiver empty; an admin answering names the user.
    // Never the caller's own: what an admin wrote to the desk before becoming one.
    const other = 'coalesce(m.receiver_id, m.sender_id)';
    return { scope: `m.to_admin and ${other} <> ${me}`, other, toMe: 'm.receiver_id is null' };
  }
  return {
    scope: `(m.sender_id = ${me} or m.receiver_id = ${me})`,
    other: `case when m.to_admin then 0 when m.sender_id = ${me} then m.receiver_id else m.sender_id end`,
    toMe: `coalesce(m.receiver_id = ${me}, false)`,
  };
}

/**
 * The conversation's two sides and its property as the one-row table `pair` (me, other, property;
 * other 0: the desk), so
 * a Kysely query can use these fragments over the pair's columns with its own parameters.
 */
export const pairOf = (db: Kysely<Database>, c: Conversation) =>
  db
    .selectNoFrom([
      sql<number>`${c.callerId}::int`.as('me'),
      sql<number>`${c.otherId}::int`.as('other'),
      sql<number>`${c.propertyId}::int`.as('property'),
    ])
    .as('pair');

/** The messages of one conversation: the caller's ($1) with `other` about `property`. */
export const conversationSql = (view: MessageView, other: string, property: string) =>
  `${view.scope} and ${view.other} = ${other} and coalesce(m.property_id, 0) = ${property} and m.deleted_at is null`;

// Block rows (alias b) of one side.
const deskBlocksBy = (user: string) => `b.blocker_id = ${user} and b.to_admin`;
const adminBlocksOf = (user: string) =>
  `b.blocked_user_id = ${user} and b.blocker_id in (select a.id from users a where a.role = 'admin')`;
const blocksOf = (blocker: string, user: string) => `b.blocker_id = ${blocker} and b.blocked_user_id = ${user}`;

/**
 * Block state between the caller `me` and `other` (SQL expressions; other 0 is the desk). The
 * desk blocks as one: a user is blocked by the desk when any admin blocked them, and a user
 * who blocks the desk blocks every admin.
 */
export function blockSql(callerIsDesk: boolean, me: string, other: string) {
  const mine = callerIsDesk
    ? adminBlocksOf(other)
    : `case when ${other} = 0 then ${deskBlocksBy(me)} else ${blocksOf(me, other)} end`;
  const theirs = callerIsDesk
    ? deskBlocksBy(other)
    : `case when ${other} = 0 then ${adminBlocksOf(me)} else ${blocksOf(other, me)} end`;
  return {
    byMe: `(exists (select 1 from blocks b where ${mine}))`,
    byOther: `(exists (select 1 from blocks b where ${theirs}))`,
    myReason: `coalesce((select b.reason from blocks b where ${mine} order by b.created_at desc limit 1), '')`,
  };
}

/** Whether either side of a conversation has blocked the other, from the caller's side. */
export async function readBlockState(db: Queryable, c: Conversation): Promise<{ byMe: boolean; byOther: boolean }> {
  const blocks = blockSql(c.callerIsDesk, 'pair.me', 'pair.other');
  // blockSql's fragments are SQL text over the pair's columns, shared with the chat list.
  const kysely = kyselyOf(db);
  const state = await kysely
    .selectFrom(pairOf(kysely, c))
    .select([
      sql<boolean>`${sql.raw(blocks.byMe)}`.as('by_me'),
      sql<boolean>`${sql.raw(blocks.byOther)}`.as('by_other'),
    ])
    .executeTakeFirstOrThrow();
  return { byMe: state.by_me, byOther: state.by_other };
}
