import { fetchEnvelope } from '@domus/shared/api';
import { useSettings } from '@domus/shared/settings';
import { queryOptions, useQuery } from '@domus/shared/query';

/** The tours API base (web-settings `virtual_tours_api_url`; '' = the API itself); undefined until settings load. */
export function useToursBase(): string | undefined {
  const settings = useSettings();
  if (!settings) return undefined;
  return typeof settings.virtual_tours_api_url === 'string' ? settings.virtual_tours_api_url : '';
}

/** draft-tours/get on the tours API base. */
export const tourQueryOptions = (propertyId: number, base: string) =>
  queryOptions({
    queryKey: ['listings', 'virtual-tour', propertyId, base],
    queryFn: async ({ signal }) =>
      (await fetchEnvelope('getDraftTour', { query: { property_id: propertyId }, base, signal })).data,
  });

/** The property's tour (null without one); waits for the settings, which say where tours live. */
export function useVirtualTour(propertyId: number) {
  const base = useToursBase();
  return useQuery({ ...tourQueryOptions(propertyId, base ?? ''), enabled: base !== undefined && propertyId > 0 });
}
