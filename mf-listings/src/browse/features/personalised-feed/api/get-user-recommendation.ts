import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const FEED_PAGE_SIZE = 12;

/** get_user_recommendation: one page of the listings matching the user's preferences, best match first. */
export const recommendationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['listings', 'recommendations', page],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('getUserRecommendation', {
        query: { offset: (page - 1) * FEED_PAGE_SIZE, limit: FEED_PAGE_SIZE },
        signal,
      });
      return { properties: reply.data, total: reply.total };
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRecommendations(page: number) {
  return useQuery(recommendationsQueryOptions(page));
}
