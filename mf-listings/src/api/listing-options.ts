import { fetchEnvelope } from '@domus/shared/api';
import type { GeocodedPlace } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** Every category with the parameters it asks for (the posting forms list them all). */
export const postingCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['listings', 'posting', 'categories'],
    queryFn: async ({ signal }) =>
      (await fetchEnvelope('getCategories', { query: { limit: 100, offset: 0 }, signal })).data,
  });

export function usePostingCategories() {
  return useQuery(postingCategoriesQueryOptions());
}

/** Every facility a property can be near (a short list, one page). */
export const facilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['listings', 'posting', 'facilities'],
    queryFn: async ({ signal }) =>
      (await fetchEnvelope('getFacilities', { query: { limit: 100, offset: 0 }, signal })).data,
  });

export function useFacilities() {
  return useQuery(facilitiesQueryOptions());
}

export type PlaceQuery = { latitude: number; longitude: number } | { search: string };

/** get-location: the places at a point (reverse) or matching a text (forward); [] when none is found. */
export async function findPlaces(query: PlaceQuery, signal?: AbortSignal): Promise<GeocodedPlace[]> {
  return (await fetchEnvelope('getLocation', { query, signal })).data;
}
