import { fetchEnvelope } from '@domus/shared/api';
import type { SavedSearch, SavedSearchFrequency } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import type { SearchFilterValues } from '../lib/filter-parts';
import { savedSearchKeys } from './saved-search-keys';

export interface SaveSearchInput {
  name: string;
  frequency: SavedSearchFrequency;
  /** Only the search's filters: save-search refuses a listing's id and drops paging and orders. */
  filters: SearchFilterValues;
}

/** save-search: a new saved search of the signed-in member's. */
export async function saveSearch(input: SaveSearchInput): Promise<SavedSearch> {
  return (await fetchEnvelope('saveSearch', { body: { ...input, filters: { ...input.filters } } })).data;
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
