import { fetchEnvelope } from '@domus/shared/api';
import type { PersonalisedFields } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { personalisedFieldsQueryOptions } from './get-personalised-fields';

export interface PersonalisedFieldsInput {
  category_ids: number[];
  outdoor_facilitiy_ids: number[];
  /** "min,max", either side may be empty. */
  price_range: string;
  property_type: string[];
  city: string;
}

/** personalised-fields POST: replaces the saved preferences. */
export async function storePersonalisedFields(input: PersonalisedFieldsInput): Promise<PersonalisedFields> {
  return (await fetchEnvelope('storePersonalisedFields', { body: { ...input } })).data;
}

export function useStorePersonalisedFields(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storePersonalisedFields,
    onSuccess: (saved) => queryClient.setQueryData(personalisedFieldsQueryOptions(userId).queryKey, saved),
  });
}
