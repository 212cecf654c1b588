import { chatMessages } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { forbidden } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { messageView } from './chat-sql';
import { containsContactDetails } from './contact-details';
import type { Conversation } from './conversation';

/** 403 when a moderator has banned the caller from chatting with members after a report of one of their conversations. */
export async function refuseIfBannedFromChat(db: Queryable, caller: AuthUser) {
  const ban = await kyselyOf(db)
    .selectFrom('chat_reports')
    .select('id')
    .where('reported_id', '=', caller.id)
    .where('decision', '=', 'banned')
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
  if (ban) throw forbidden(chatMessages.chatBanned);
}

/**
 * Whether this message starts a conversation: nobody has written in it before (deleted
 * messages count: the two have talked). What the new-conversations-per-hour limit counts.
 */
export async function startsConversation(db: Queryable, c: Conversation): Promise<boolean> {
  const view = messageView(c.callerIsDesk);
  // Kept as SQL: the view's fragments are chat-sql's, over $1 (the caller).
  const [row] = await db.query<{ known: boolean }>(
    `select exists (
       select 1 from chat_messages m where ${view.scope} and ${view.other} = $2 and coalesce(m.property_id, 0) = $3
     ) as known`,
    [c.callerId, c.otherId, c.propertyId],
  );
  return !row!.known;
}

/**
 * A message is held when it carries a link or phone number and goes from one member to
 * another who has not talked to the sender: the receiver has never written to them (about
 * anything) nor revealed one of their messages. Messages to or from the desk never are.
 */
export async function isHeld(db: Queryable, c: Conversation, text: string): Promise<boolean> {
  if (c.callerIsDesk || c.otherId === 0 || !containsContactDetails(text)) return false;
  const [row] = await db.query<{ talked: boolean }>(
    `select exists (select 1 from chat_messages m where m.sender_id = $2 and m.receiver_id = $1 and not m.to_admin)
         or exists (select 1 from chat_messages m where m.sender_id = $1 and m.receiver_id = $2 and m.revealed_at is not null)
         as talked`,
    [c.callerId, c.otherId],
  );
  return !row!.talked;
}
