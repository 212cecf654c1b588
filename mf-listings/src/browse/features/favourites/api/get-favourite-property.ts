import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const FAVOURITES_PAGE_SIZE = 12;

/** get_favourite_property: the user's favourite properties. */
export const favouritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['listings', 'favourites', page],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('getFavouriteProperty', {
        query: { offset: (page - 1) * FAVOURITES_PAGE_SIZE, limit: FAVOURITES_PAGE_SIZE },
        signal,
      });
      return { items: reply.data, total: reply.total };
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useFavourites(page: number) {
  return useQuery(favouritesQueryOptions(page));
}
