import { chatMessages, type ChatMessage } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { forbidden, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { chatFileLinks } from './file-links';
import { messageColumnNames, toChatMessage, type MessageRow } from './message-view';

/**
 * reveal_chat_message: the receiver of a held message reads it. Revealing twice, or a message
 * that was never held, changes nothing and answers the message. Only its receiver may: the
 * sender (or the desk, for its own messages) gets a 403, anyone else a 404 as for a message
 * that does not exist. The first reveal is pushed to the receiver's tabs as `chat:message`.
 */
export async function revealMessage(deps: AppDeps, caller: AuthUser, messageId: number): Promise<ChatMessage> {
  const db = kyselyOf(deps.db);
  const row = await db
    .selectFrom('chat_messages')
    .select(messageColumnNames)
    .$narrowType<Pick<MessageRow, 'file_kind'>>()
    .where('id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const isReceiver = row !== undefined && !row.to_admin && row.receiver_id === caller.id;
  if (!row || !isReceiver) {
    const isSide = row !== undefined && (row.sender_id === caller.id || (row.to_admin && caller.role === 'admin'));
    throw isSide ? forbidden(chatMessages.notYourMessageToReveal) : notFound(chatMessages.messageNotFound);
  }
  const reader = { id: caller.id, isDesk: false };
  const links = await chatFileLinks(deps);
  if (!row.held || row.revealed_at !== null) return toChatMessage(links, row, reader);
  const revealed = await db
    .updateTable('chat_messages')
    .set({ revealed_at: new Date() })
    .where('id', '=', messageId)
    .returning(messageColumnNames)
    .$narrowType<Pick<MessageRow, 'file_kind'>>()
    .executeTakeFirstOrThrow();
  const message = toChatMessage(links, revealed, reader);
  // The receiver's other open tabs put the text in place too (a thread replaces a message it has by id).
  deps.realtime.toUser(caller.id, 'chat:message', {
    chat: { user_id: message.sender_id, property_id: message.property_id },
    message,
  });
  return message;
}
