import { fetchEnvelope } from '@domus/shared/api';
import type { AdminSendNoticeBody, NoticeSegment, OperatorNotice } from '@domus/shared/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@domus/shared/query';

/** Notices a page of the list of those sent. */
export const NOTICES_PER_PAGE = 20;

/** Everything of the Notices screen: what sending makes stale (the counts move little, the list grows). */
export const noticesKey = ['admin', 'notices'] as const;

/** admin/notices/audience: how many accounts the segment reaches now; asked once a city segment names its city. */
export function useNoticeAudience(segment: NoticeSegment, city: string) {
  return useQuery({
    queryKey: [...noticesKey, 'audience', segment, segment === 'city' ? city : ''],
    queryFn: async ({ signal }) =>
      (await fetchEnvelope('adminNoticeAudience', { query: { segment, city: city || undefined }, signal })).data,
    enabled: segment !== 'city' || city !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** admin/notices/cities: the site's cities, for the city segment (asked when that segment is chosen). */
export function useNoticeCities(enabled: boolean) {
  return useQuery({
    queryKey: [...noticesKey, 'cities'],
    queryFn: async ({ signal }) => (await fetchEnvelope('adminNoticeCities', { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

interface NoticesPage {
  notices: OperatorNotice[];
  next: string | null;
}

/** admin/notices: the notices sent, newest first, page after page by keyset ("Show more"). */
export function useSentNotices() {
  const query = useInfiniteQuery({
    queryKey: [...noticesKey, 'sent'],
    queryFn: async ({ pageParam, signal }): Promise<NoticesPage> => {
      const reply = await fetchEnvelope('adminNotices', {
        query: { limit: String(NOTICES_PER_PAGE), cursor: pageParam || undefined },
        signal,
      });
      return { notices: reply.data, next: reply.next_cursor };
    },
    initialPageParam: '',
    getNextPageParam: (last: NoticesPage) => last.next ?? undefined,
    staleTime: 30_000,
  });
  return { query, notices: query.data?.pages.flatMap((page) => page.notices) ?? [] };
}

/** admin/notices/send: the notice as sent; then the list and the counts are asked again. */
export function useSendNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminSendNoticeBody) => (await fetchEnvelope('adminSendNotice', { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
