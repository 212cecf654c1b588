import { fetchEnvelope } from '@domus/shared/api';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { savedSearchKeys } from './saved-search-keys';

/** delete-saved-search: the search and what it found go. */
export async function deleteSavedSearch(id: number): Promise<void> {
  await fetchEnvelope('deleteSavedSearch', { body: { saved_search_id: id } });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
