import { chatMessages } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { forbidden } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { messageView, pairOf } from './chat-sql';
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
  const view = messageView(c.callerIsDesk, 'pair.me');
  // The view's fragments are chat-sql's, over the pair's columns.
  const kysely = kyselyOf(db);
  const row = await kysely
    .selectFrom(pairOf(kysely, c))
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('chat_messages as m')
            .select(sql.lit(1).as('one'))
            .where(sql<boolean>`${sql.raw(view.scope)} and ${sql.raw(view.other)} = pair.other`)
            .where(sql`coalesce(m.property_id, 0)`, '=', c.propertyId),
        )
        .as('known'),
    )
    .executeTakeFirst();
  return !row!.known;
}

/**
 * A message is held when it carries a link or phone number and goes from one member to
 * another who has not talked to the sender: the receiver has never written to them (about
 * anything) nor revealed one of their messages. Messages to or from the desk never are.
 */
export async function isHeld(db: Queryable, c: Conversation, text: string): Promise<boolean> {
  if (c.callerIsDesk || c.otherId === 0 || !containsContactDetails(text)) return false;
  const row = await kyselyOf(db)
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('chat_messages as m')
              .select(sql.lit(1).as('one'))
              .where('m.sender_id', '=', c.otherId)
              .where('m.receiver_id', '=', c.callerId)
              .where((inner) => inner.not(inner.ref('m.to_admin'))),
          ),
          eb.exists(
            eb
              .selectFrom('chat_messages as m')
              .select(sql.lit(1).as('one'))
              .where('m.sender_id', '=', c.callerId)
              .where('m.receiver_id', '=', c.otherId)
              .where('m.revealed_at', 'is not', null),
          ),
        ])
        .as('talked'),
    )
    .executeTakeFirst();
  return !row!.talked;
}
