import { useMutation, useQueryClient } from '@domus/shared/query';

import { siteContentKeys } from './content-keys';

/**
 * A change of the Content screen: when it is saved, the section's list and the site's own
 * queries of content are asked again (the API's replies carry new ETags), so the operator sees
 * on the site what they saved.
 */
export function useContentMutation<Input, Output>(
  listKey: readonly string[],
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([listKey, ...siteContentKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
