import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { messageView, pairOf } from './chat-sql';
import { containsContactDetails } from './contact-details';
import type { Conversation } from './conversation';

/**
 * SQL over chat-sql's `pair`: a moderator has banned the caller (`pair.me`) from chatting with
 * members after a report of one of their conversations.
 */
export const chatBanSql = `exists (select 1 from chat_reports r
  where r.reported_id = pair.me and r.decision = 'banned' and r.lifted_at is null)`;

/**
 * SQL over the pair: somebody has written in this conversation before (deleted messages count:
 * the two have talked). What the new-conversations-per-hour limit counts when it is false.
 */
export function conversationKnownSql(c: Conversation) {
  const view = messageView(c.callerIsDesk, 'pair.me');
  return `exists (select 1 from chat_messages m
    where ${view.scope} and ${view.other} = pair.other and coalesce(m.property_id, 0) = pair.property)`;
}

/** Whether this message starts a conversation (conversationKnownSql). */
export async function startsConversation(db: Queryable, c: Conversation): Promise<boolean> {
  const kysely = kyselyOf(db);
  const row = await kysely
    .selectFrom(pairOf(kysely, c))
    .select(sql<boolean>`${sql.raw(conversationKnownSql(c))}`.as('known'))
    .executeTakeFirstOrThrow();
  return !row.known;
}

/**
 * A message is held when it carries a link or phone number and goes from one member to
 * another who has not talked to the sender: the receiver has never written to them (about
 * anything) nor revealed one of their messages. Messages to or from the desk never are.
 */
export const mayBeHeld = (c: Conversation, text: string) =>
  !c.callerIsDesk && c.otherId !== 0 && containsContactDetails(text);

/** SQL over the pair: the receiver has written to the sender, or revealed one of their messages. */
export const talkedSql = `(exists (select 1 from chat_messages m
    where m.sender_id = pair.other and m.receiver_id = pair.me and not m.to_admin)
  or exists (select 1 from chat_messages m
    where m.sender_id = pair.me and m.receiver_id = pair.other and m.revealed_at is not null))`;
