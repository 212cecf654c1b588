import type { z } from 'zod';
import type { ChatMessage, getMessagesQuery } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { TableRow } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import { blockSql, conversationSql, messageView } from './chat-sql';
import { openConversation, pushTo, sidesOf } from './conversation';
import { chatFileLinks } from './file-links';
import { messageColumns, toChatMessage, type MessageRow } from './message-view';
import { chatPage, type ChatPage, type PageColumns } from './paging';

/** Kept as SQL (the thread read on every open conversation): its counts, block state and one page of messages. */
type ThreadRow = { total: number; is_blocked_by_me: boolean; is_blocked_by_user: boolean } & PageColumns<MessageRow>;

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
  const view = messageView(conversation.callerIsDesk);
  const blocks = blockSql(conversation.callerIsDesk, '$1', '$2::int');
  const page = chatPage(query);
  const rows = await deps.db.query<ThreadRow>(
    `with thread as (
       select ${messageColumns} from chat_messages m where ${conversationSql(view, '$2::int', '$3::int')}
     )
     select (select count(*)::int from thread) as total,
            ${blocks.byMe} as is_blocked_by_me, ${blocks.byOther} as is_blocked_by_user, page.*
       from (select 1) as one
       left join lateral (
         select * from thread order by created_at desc, id desc limit $4 offset $5
       ) as page on true`,
    [caller.id, conversation.otherId, conversation.propertyId, page.limit, page.offset],
  );
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
  const view = messageView(conversation.callerIsDesk);
  // Kept as SQL: the conversation is chat-sql's predicate, written over $1-$3.
  const read = await deps.db.query<TableRow<'chat_messages', 'id'>>(
    `update chat_messages as m set is_read = true
      where ${conversationSql(view, '$2::int', '$3::int')} and ${view.toMe} and not m.is_read
      returning m.id`,
    [caller.id, conversation.otherId, conversation.propertyId],
  );
  if (read.length > 0) {
    const { theirs } = sidesOf(conversation);
    pushTo(deps, theirs, 'chat:read', {
      chat: theirs.key,
      up_to_id: read.reduce((top, row) => Math.max(top, row.id), 0),
    });
  }
  return { read: read.length };
}
