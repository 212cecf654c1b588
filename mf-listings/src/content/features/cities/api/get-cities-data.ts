import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { City } from '../../../../types/listings';

/** A get-cities-data row: the API also gives each city's place (the contract's `cityDataSchema`). */
export type CityWithPlace = City & {
  state?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** The API's largest page. */
const CITY_PAGE = 100;

/** get-cities-data, every page: the list is short (admin-curated) and the nearby order needs all of it. */
export async function getAllCities(signal?: AbortSignal): Promise<CityWithPlace[]> {
  const cities: CityWithPlace[] = [];
  for (let offset = 0; ; offset += CITY_PAGE) {
    const reply = await fetchEnvelope('getCitiesData', {
      query: { offset, limit: CITY_PAGE },
      signal,
    });
    cities.push(...reply.data.filter((city) => city.City));
    if (reply.data.length < CITY_PAGE || offset + CITY_PAGE >= reply.total) return cities;
  }
}

export const allCitiesQueryOptions = () =>
  queryOptions({ queryKey: ['listings', 'cities', 'all'], queryFn: ({ signal }) => getAllCities(signal) });

export function useAllCities() {
  return useQuery(allCitiesQueryOptions());
}
