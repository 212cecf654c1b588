import type { z } from 'zod';
import type { ChatMessage, getMessagesQuery } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import { conversationSql, messageView, pairOf } from './chat-sql';
import { openConversation, pushTo, sidesOf } from './conversation';
import { readThreadRows } from './queries';
import { chatFileLinks } from './file-links';
import { toChatMessage } from './message-view';
import { chatPage, type ChatPage } from './paging';

/**
 * get_messages: one of the caller's conversations, newest first, with its block state, in
 * one statement. Reading does not mark anything read (mark-chat-read does).
 */
export async function readThread(
  deps: AppDeps,
  caller: AuthUser,
  query: z.output<typeof getMessagesQuery>,
): Promise<ChatPage<ChatMessage> & { is_blocked_by_me: 0 | 1; is_blocked_by_user: 0 | 1 }> {
  const { conversation } = await openConversation(deps.db, caller, query.user_id, query.property_id);
  const page = chatPage(query);
  const rows = await readThreadRows(deps.db, caller, conversation, page);
  const first = rows[0]!;
  const links = await chatFileLinks(deps);
  const messages = rows.flatMap((row) =>
    row.id === null ? [] : [toChatMessage(links, row, { id: caller.id, isDesk: conversation.callerIsDesk })],
  );
  return {
    ...page.reply(messages, first.total),
    is_blocked_by_me: first.is_blocked_by_me ? 1 : 0,
    is_blocked_by_user: first.is_blocked_by_user ? 1 : 0,
  };
}

/**
 * mark-chat-read: the other side's messages to the caller in one conversation become read,
 * and the other side hears up to which message (read receipts) when anything changed.
 */
export async function markRead(
  deps: AppDeps,
  caller: AuthUser,
  chat: { user_id: number; property_id: number },
): Promise<{ read: number }> {
  const { conversation } = await openConversation(deps.db, caller, chat.user_id, chat.property_id);
  // The conversation is chat-sql's predicate, over the pair's columns.
  const view = messageView(conversation.callerIsDesk, 'pair.me');
  const db = kyselyOf(deps.db);
  const read = await db
    .updateTable('chat_messages as m')
    .from(pairOf(db, conversation))
    .set({ is_read: true })
    .where(sql<boolean>`${sql.raw(conversationSql(view, 'pair.other', 'pair.property'))} and ${sql.raw(view.toMe)}`)
    .where('m.is_read', '=', false)
    .returning('m.id')
    .execute();
  if (read.length > 0) {
    const { theirs } = sidesOf(conversation);
    pushTo(deps, theirs, 'chat:read', {
      chat: theirs.key,
      up_to_id: read.reduce((top, row) => Math.max(top, row.id), 0),
    });
  }
  return { read: read.length };
}
