import { fetchEnvelope } from '@domus/shared/api';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { personalisedFieldsQueryOptions } from './get-personalised-fields';

/** personalised-fields DELETE: forgets the feed preferences. */
export async function deletePersonalisedFields(): Promise<void> {
  await fetchEnvelope('deletePersonalisedFields');
}

export function useDeletePersonalisedFields(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePersonalisedFields,
    onSuccess: () => queryClient.setQueryData(personalisedFieldsQueryOptions(userId).queryKey, null),
  });
}
