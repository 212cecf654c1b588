import { fetchEnvelope } from '@domus/shared/api';
import type { UserNotification } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const NOTIFICATIONS_PER_PAGE = 10;

export interface NotificationPage {
  notifications: UserNotification[];
  total: number;
  /** Unread when the page was fetched. */
  unread: number;
}

/** get_notification_list: one page, newest first (the API's order). */
export async function getNotificationList(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  const reply = await fetchEnvelope('getNotificationList', {
    query: { offset: (page - 1) * NOTIFICATIONS_PER_PAGE, limit: NOTIFICATIONS_PER_PAGE },
    signal,
  });
  return { notifications: reply.data, total: reply.total, unread: reply.unread };
}

export const notificationListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['account', 'notifications', page],
    queryFn: ({ signal }) => getNotificationList(page, signal),
    // Notifications arrive all the time: a page is fresh for a minute only.
    staleTime: 60_000,
  });

export function useNotificationList(page: number) {
  return useQuery({ ...notificationListQueryOptions(page), placeholderData: keepPreviousData });
}
