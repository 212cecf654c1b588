import { fetchEnvelope } from '@domus/shared/api';
import type { SavedSearch } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import { savedSearchKeys } from './saved-search-keys';

export const SAVED_SEARCHES_PAGE_SIZE = 10;

export interface SavedSearchPage {
  items: SavedSearch[];
  total: number;
}

/** get-saved-searches: one page of the member's searches, newest first. */
export async function getSavedSearches(page: number, signal?: AbortSignal): Promise<SavedSearchPage> {
  const reply = await fetchEnvelope('getSavedSearches', {
    query: { offset: (page - 1) * SAVED_SEARCHES_PAGE_SIZE, limit: SAVED_SEARCHES_PAGE_SIZE },
    signal,
  });
  return { items: reply.data, total: reply.total };
}

/** Never stale: matches arrive in the background, and a change shows at once. */
export const savedSearchesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: savedSearchKeys.page(page),
    queryFn: ({ signal }) => getSavedSearches(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSavedSearches(page: number) {
  return useQuery(savedSearchesQueryOptions(page));
}
