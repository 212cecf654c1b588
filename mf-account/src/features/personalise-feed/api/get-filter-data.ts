import { fetchEnvelope } from '@domus/shared/api';
import type { FilterData } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** get-filter-data: the categories, facilities, price range, types and cities to choose from. */
export async function getFilterData(signal?: AbortSignal): Promise<FilterData> {
  return (await fetchEnvelope('getFilterData', { signal })).data;
}

export const filterDataQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'filter-data'], queryFn: ({ signal }) => getFilterData(signal) });

export function useFilterData() {
  return useQuery(filterDataQueryOptions());
}
