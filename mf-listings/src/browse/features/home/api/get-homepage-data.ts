import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { HomepageData } from '../../../../types/listings';

export async function getHomepageData(signal?: AbortSignal): Promise<HomepageData> {
  return (await fetchEnvelope('homepageData', { signal })).data;
}

export const homepageDataQueryOptions = () =>
  queryOptions({ queryKey: ['listings', 'homepage-data'], queryFn: ({ signal }) => getHomepageData(signal) });

export function useHomepageData() {
  return useQuery(homepageDataQueryOptions());
}
