import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { City } from '../../../../types/listings';

/** The API's largest page: every city with listings, most listings first. */
const CITY_LIMIT = 100;

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const reply = await fetchEnvelope('getCitiesData', { query: { offset: 0, limit: CITY_LIMIT }, signal });
  return reply.data.filter((city) => city.City);
}

export const citiesQueryOptions = () =>
  queryOptions({ queryKey: ['listings', 'cities'], queryFn: ({ signal }) => getCities(signal) });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
