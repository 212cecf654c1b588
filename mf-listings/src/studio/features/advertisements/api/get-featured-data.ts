import { fetchEnvelope } from '@domus/shared/api';
import type { Advertisement } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const ADVERTISEMENTS_PAGE_SIZE = 10;
export type AdvertisementFilter = Advertisement['type'] | '';

/** get-featured-data: the user's advertisements, newest first, optionally one type. */
export const advertisementsQueryOptions = (type: AdvertisementFilter, page: number) =>
  queryOptions({
    queryKey: ['listings', 'advertisements', type, page],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('getFeaturedData', {
        query: { type, offset: (page - 1) * ADVERTISEMENTS_PAGE_SIZE, limit: ADVERTISEMENTS_PAGE_SIZE },
        signal,
      });
      return { items: reply.data ?? [], total: reply.total ?? 0 };
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdvertisements(type: AdvertisementFilter, page: number) {
  return useQuery(advertisementsQueryOptions(type, page));
}
