import { fetchEnvelope } from '@domus/shared/api';
import { chatLimits, type ChatSummary } from '@domus/shared/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@domus/shared/query';

import { chatKeys } from '../../../lib/chat-keys';
import { sameConversation, type ConversationKey, type ConversationPeer } from '../../../lib/conversation';

export interface ConversationPage {
  conversations: ChatSummary[];
  page: number;
  totalPages: number;
}

interface ChatsQuery {
  page?: number;
  per_page?: number;
  search?: string;
  user_id?: number;
  property_id?: number;
}

/** get_chats: one page of conversations, the latest message first. */
export async function getChats(query: ChatsQuery, signal?: AbortSignal): Promise<ConversationPage> {
  const reply = await fetchEnvelope('getChats', {
    query: { per_page: chatLimits.perPageDefault, ...query },
    signal,
  });
  return { conversations: reply.data, page: reply.page, totalPages: reply.total_page };
}

export const conversationsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversationList(search),
    queryFn: ({ pageParam, signal }) => getChats({ page: pageParam, search }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // Live events refresh the list; the fallback is a short stale time for a missed push.
    staleTime: 30_000,
  });

export function useConversations(search: string) {
  return useInfiniteQuery(conversationsQueryOptions(search));
}

/**
 * One conversation's peer, for the thread's header. Found in the loaded list pages when it is
 * there; asked for (get_chats narrowed to it) when the thread was opened from the address.
 * null: there is no such conversation yet.
 */
export const conversationQueryOptions = (key: ConversationKey) =>
  queryOptions({
    queryKey: chatKeys.conversation(key),
    queryFn: async ({ signal }): Promise<ConversationPeer | null> =>
      (await getChats({ user_id: key.user_id, property_id: key.property_id, per_page: 1 }, signal)).conversations[0] ??
      null,
  });

function loadedConversation(queryClient: QueryClient, key: ConversationKey): ConversationPeer | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<ConversationPage>>({ queryKey: chatKeys.conversationLists() });
  for (const [, data] of lists) {
    const found = data?.pages.flatMap((page) => page.conversations).find((item) => sameConversation(item, key));
    if (found) return found;
  }
  return undefined;
}

export function useConversation(key: ConversationKey | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...conversationQueryOptions(key ?? { user_id: 0, property_id: 0 }),
    enabled: key !== null && enabled,
    initialData: () => (key ? loadedConversation(queryClient, key) : undefined),
  });
}
