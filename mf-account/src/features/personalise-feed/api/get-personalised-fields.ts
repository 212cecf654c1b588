import { fetchEnvelope } from '@domus/shared/api';
import type { PersonalisedFields } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** personalised-fields GET: the saved feed preferences, null when none are saved. */
export async function getPersonalisedFields(signal?: AbortSignal): Promise<PersonalisedFields | null> {
  return (await fetchEnvelope('getPersonalisedFields', { signal })).data ?? null;
}

export const personalisedFieldsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['account', 'personalised-fields', userId],
    queryFn: ({ signal }) => getPersonalisedFields(signal),
  });

export function usePersonalisedFields(userId: number | undefined) {
  return useQuery(personalisedFieldsQueryOptions(userId));
}
