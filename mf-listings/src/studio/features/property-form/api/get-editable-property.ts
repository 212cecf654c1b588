import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { Property } from '../../../../types/listings';

export type PropertyRef = { slugId: string } | { id: string };

/** The property to edit, by slug or id (get_property answers its owner whatever its status); null when none. */
export async function getEditableProperty(ref: PropertyRef, signal?: AbortSignal): Promise<Property | null> {
  const query = 'slugId' in ref ? { slug_id: ref.slugId } : { id: ref.id };
  const reply = await fetchEnvelope('getProperty', { query, signal });
  return reply.data[0] ?? null;
}

export const editablePropertyQueryOptions = (ref: PropertyRef) =>
  queryOptions({
    queryKey: ['listings', 'editable-property', ref],
    queryFn: ({ signal }) => getEditableProperty(ref, signal),
    staleTime: 0,
  });

export function useEditableProperty(ref: PropertyRef) {
  return useQuery(editablePropertyQueryOptions(ref));
}
