import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import type { OwnProperty } from '../../../../types/listings';

export const MY_PROPERTIES_PAGE_SIZE = 10;

export interface ListingPage<T> {
  items: T[];
  total: number;
}

export async function getAddedProperties(page: number, signal?: AbortSignal): Promise<ListingPage<OwnProperty>> {
  const reply = await fetchEnvelope('getAddedProperties', {
    query: { offset: (page - 1) * MY_PROPERTIES_PAGE_SIZE, limit: MY_PROPERTIES_PAGE_SIZE },
    signal,
  });
  return { items: reply.data ?? [], total: reply.total ?? reply.data?.length ?? 0 };
}

export const myPropertiesKey = ['listings', 'my-properties'] as const;

/** The signed-in user's own properties, every status (a change shows at once: never stale). */
export const myPropertiesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myPropertiesKey, page],
    queryFn: ({ signal }) => getAddedProperties(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMyProperties(page: number) {
  return useQuery(myPropertiesQueryOptions(page));
}
