import { queryOptions } from '../query';

import { fetchEnvelope } from '../api/dispatcher';

/*
 * The header's unread counters. Their keys live here because three parts move them: the
 * shell shows them, live events bump them, and the notifications and chat screens clear them.
 */
export const unreadNotificationsKey = ['live', 'unread', 'notifications'] as const;
export const unreadChatsKey = ['live', 'unread', 'chats'] as const;

export const unreadNotificationsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...unreadNotificationsKey, userId],
    queryFn: async ({ signal }) => (await fetchEnvelope('getNotificationList', { query: { limit: 1 }, signal })).unread,
    // Live events keep it current; a refetch now and then covers a missed one.
    staleTime: 5 * 60_000,
  });

export const unreadChatsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...unreadChatsKey, userId],
    queryFn: async ({ signal }) => (await fetchEnvelope('getChats', { query: { per_page: 1 }, signal })).unread_total,
    staleTime: 5 * 60_000,
  });
