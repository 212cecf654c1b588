import { ApiError, fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { Property } from '../../../../types/listings';

export interface PropertyDetail {
  /** Null when no property has this slug. */
  property: Property | null;
  similar: Property[];
}

export async function getPropertyBySlug(slugId: string, signal?: AbortSignal): Promise<PropertyDetail> {
  try {
    const reply = await fetchEnvelope('getProperty', {
      query: { slug_id: slugId },
      signal,
    });
    const similar = reply.similar_properties ?? [];
    return { property: reply.data[0] ?? null, similar: similar.filter((item) => item.slug_id !== slugId) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { property: null, similar: [] };
    throw error;
  }
}

export const propertyQueryOptions = (slugId: string) =>
  queryOptions({
    queryKey: ['listings', 'property', slugId],
    queryFn: ({ signal }) => getPropertyBySlug(slugId, signal),
  });

export function useProperty(slugId: string) {
  return useQuery(propertyQueryOptions(slugId));
}
