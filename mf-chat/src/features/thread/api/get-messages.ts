import { fetchEnvelope } from '@domus/shared/api';
import { chatLimits, type ChatMessage } from '@domus/shared/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@domus/shared/query';

import { chatKeys } from '../../../lib/chat-keys';
import type { ConversationKey } from '../../../lib/conversation';

export interface MessagePage {
  /** Newest first, as the API sends them. */
  messages: ChatMessage[];
  page: number;
  totalPages: number;
  blockedByMe: boolean;
  blockedByUser: boolean;
  /** When the server gave this page: its file links expire (chatLimits.fileLinkSeconds). */
  fetchedAt: number;
}

export type ThreadData = InfiniteData<MessagePage>;

/** get_messages: one page of a conversation, newest first. */
export async function getMessages(key: ConversationKey, page: number, signal?: AbortSignal): Promise<MessagePage> {
  const reply = await fetchEnvelope('getMessages', {
    query: { user_id: key.user_id, property_id: key.property_id, page, per_page: chatLimits.perPageDefault },
    signal,
  });
  return {
    messages: reply.data,
    page: reply.page,
    totalPages: reply.total_page,
    blockedByMe: reply.is_blocked_by_me === 1,
    blockedByUser: reply.is_blocked_by_user === 1,
    fetchedAt: Date.now(),
  };
}

/**
 * A file's URL carries a token that expires (pictures, players and links send no bearer
 * token): a thread showing files is read again halfway through the links' life, so what it
 * shows always opens.
 */
export const fileLinkRefreshMs = (chatLimits.fileLinkSeconds * 1000) / 2;

const showsFiles = (page: MessagePage) => page.messages.some((message) => message.file || message.audio);

/** Whether a loaded page shows file links given at least `fileLinkRefreshMs` ago. */
export const hasAgeingFileLinks = (data: ThreadData | undefined, now = Date.now()) =>
  data?.pages.some((page) => showsFiles(page) && now - page.fetchedAt >= fileLinkRefreshMs) ?? false;

export const messagesQueryOptions = (key: ConversationKey) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(key),
    queryFn: ({ pageParam, signal }) => getMessages(key, pageParam, signal),
    initialPageParam: 1,
    // Page 1 is the newest: the next page is older.
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // An open thread is kept current by pushes; one opened again may have missed some.
    staleTime: 0,
    // New file links while the thread is in view, and on coming back to a tab left for longer.
    refetchInterval: (query) => (query.state.data?.pages.some(showsFiles) ? fileLinkRefreshMs : false),
    refetchOnWindowFocus: (query) => hasAgeingFileLinks(query.state.data),
  });

export function useMessages(key: ConversationKey) {
  return useInfiniteQuery(messagesQueryOptions(key));
}

/** Every loaded message once, oldest first (pages overlap when messages arrived after page 1 was read). */
export function threadMessages(data: ThreadData | undefined): ChatMessage[] {
  const seen = new Set<number>();
  const newestFirst = (data?.pages ?? []).flatMap((page) => page.messages);
  return newestFirst.filter((message) => !seen.has(message.id) && seen.add(message.id)).reverse();
}
