import { fetchEnvelope } from '@domus/shared/api';
import { useMutation, useQueryClient } from '@domus/shared/query';

import type { Property } from '../../../../types/listings';

/** post_property, or update_post_property for an edit (the body carries the id). */
export async function saveProperty({ body, editing }: { body: FormData; editing: boolean }): Promise<Property> {
  return (await fetchEnvelope(editing ? 'updatePostProperty' : 'postProperty', { body })).data;
}

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProperty,
    // Lists, detail pages and the owner's tables all show the listing.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listings'] }),
  });
}
