import { fetchEnvelope } from '@domus/shared/api';
import type { SavedSearch, SavedSearchFrequency } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { savedSearchKeys } from './saved-search-keys';

/** One change at a time: a new name, a frequency, or paused (no alerts) / resumed. */
export type SavedSearchChange = { name: string } | { frequency: SavedSearchFrequency } | { paused: boolean };

/** update-saved-search */
export async function updateSavedSearch(id: number, change: SavedSearchChange): Promise<SavedSearch> {
  const body = 'paused' in change ? { paused: change.paused ? 1 : 0 } : change;
  return (await fetchEnvelope('updateSavedSearch', { body: { saved_search_id: id, ...body } })).data;
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SavedSearchChange }) => updateSavedSearch(id, change),
    // The list shows the server's state: refetched after a change, untouched after a refusal.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
