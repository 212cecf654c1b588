import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { Category } from '../../../../types/listings';

/** Enough for every category of a marketplace in one list. */
const CATEGORY_LIMIT = 100;

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const reply = await fetchEnvelope('getCategories', {
    query: { offset: 0, limit: CATEGORY_LIMIT },
    signal,
  });
  return reply.data;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['listings', 'categories'], queryFn: ({ signal }) => getCategories(signal) });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
