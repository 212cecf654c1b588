import { ApiError, fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQueries } from '@domus/shared/query';

import type { Property } from '../../../../types/listings';

/** One property by id; null when it is gone (sold and removed, or hidden). */
export async function getPropertyById(id: number, signal?: AbortSignal): Promise<Property | null> {
  try {
    const reply = await fetchEnvelope('getProperty', { query: { id }, signal });
    return reply.data[0] ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const comparedPropertyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['listings', 'compare', id],
    queryFn: ({ signal }) => getPropertyById(id, signal),
  });

/** The full records of the compared properties, fetched side by side. */
export function useComparedProperties(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => comparedPropertyQueryOptions(id)) });
}
