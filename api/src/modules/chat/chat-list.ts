import type { z } from 'zod';
import type { ChatSummary, getChatsQuery } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth';
import { deskIdentity } from './desk';
import { readChatList } from './queries';
import { messageType, storedPerson } from './message-view';
import { chatPage, type ChatPage } from './paging';

/**
 * get_chats: the caller's conversations, newest message first, each with its last message
 * and unread count, in one statement (one more to name the desk for users). Filters narrow
 * the page; `unread_total` always counts every conversation (the header's badge).
 */
export async function listChats(
  deps: AppDeps,
  caller: AuthUser,
  query: z.output<typeof getChatsQuery>,
): Promise<ChatPage<ChatSummary> & { unread_total: number }> {
  const callerIsDesk = caller.role === 'admin';
  const desk = callerIsDesk ? undefined : await deskIdentity(deps.db);
  const page = chatPage(query);
  const rows = await readChatList(deps.db, caller, query, desk, page);
  const first = rows[0]!;
  const data = rows.flatMap((row): ChatSummary[] => {
    if (row.id === null) return [];
    const otherId = storedPerson(row.other_id, row.id);
    return [
      {
        property_id: row.property_id,
        title: row.title ?? '',
        title_image: deps.files.url(row.title_image),
        slug_id: row.slug_id ?? '',
        date: row.created_at.toISOString(),
        user_id: otherId,
        name: otherId === 0 ? (desk?.name ?? '') : (row.name ?? ''),
        profile: deps.files.url(otherId === 0 ? desk?.profile : row.profile),
        unread_count: row.unread_count,
        last_message: row.message,
        last_message_type: messageType(row),
        last_message_is_mine: row.is_mine,
        last_message_is_held: row.is_held ? 1 : 0,
        is_blocked_by_me: row.is_blocked_by_me ? 1 : 0,
        is_blocked_by_user: row.is_blocked_by_user ? 1 : 0,
        block_reason: row.block_reason,
      },
    ];
  });
  return { ...page.reply(data, first.total), unread_total: first.unread_total };
}
