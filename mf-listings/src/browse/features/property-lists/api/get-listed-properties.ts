import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const LIST_PAGE_SIZE = 12;

/** The lists of §2 and the get_property flag that picks each one. */
export const propertyLists = {
  featured: 'promoted',
  mostViewed: 'top_rated',
  mostFavourite: 'most_liked',
} as const;

export type PropertyListKind = keyof typeof propertyLists;

/** get_property with the list's flag: one page of it. */
export const listedPropertiesQueryOptions = (kind: PropertyListKind, page: number) =>
  queryOptions({
    queryKey: ['listings', 'property-list', kind, page],
    queryFn: async ({ signal }) => {
      const reply = await fetchEnvelope('getProperty', {
        query: { [propertyLists[kind]]: 1, offset: (page - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE },
        signal,
      });
      return { properties: reply.data, total: reply.total };
    },
    placeholderData: keepPreviousData,
  });

export function useListedProperties(kind: PropertyListKind, page: number) {
  return useQuery(listedPropertiesQueryOptions(kind, page));
}
