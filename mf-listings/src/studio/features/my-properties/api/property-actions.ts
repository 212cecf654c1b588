import { callApi, fetchEnvelope } from '@domus/shared/api';
import type { Advertisement, PropertyType } from '@domus/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@domus/shared/query';

import { myPropertiesKey } from './get-added-properties';

function useMyPropertiesMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The table shows the server's state: refetched after a change, untouched after a refusal.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPropertiesKey }),
  });
}

/** delete_property */
export function useDeleteProperty() {
  return useMyPropertiesMutation((id: number) => callApi('deleteProperty', { body: { id } }));
}

/** change-property-status: 1 active, 0 inactive (approved listings only). */
export function useChangePropertyStatus() {
  return useMyPropertiesMutation(({ id, active }: { id: number; active: boolean }) =>
    callApi('changePropertyStatus', { body: { property_id: id, status: active ? 1 : 0 } }),
  );
}

/** renew-property: fresh again; back on if it was switched off for not being renewed. */
export function useRenewProperty() {
  return useMyPropertiesMutation((id: number) => callApi('renewProperty', { body: { property_id: id } }));
}

/** update_property_status: sell <-> sold, rent <-> rented. */
export function useUpdatePropertyType() {
  return useMyPropertiesMutation(({ id, status }: { id: number; status: PropertyType }) =>
    callApi('updatePropertyStatus', { body: { property_id: id, status } }),
  );
}

export type AdvertisementType = Advertisement['type'];

/** store_advertisement for a property (the caller has checked property_feature). */
export function useFeatureProperty() {
  return useMyPropertiesMutation(({ id, type }: { id: number; type: AdvertisementType }) =>
    callApi('storeAdvertisement', { body: { feature_for: 'property', property_id: id, type } }),
  );
}

export const interestedUsersQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['listings', 'interested-users', propertyId],
    queryFn: async ({ signal }) =>
      (
        await fetchEnvelope('getInterestedUsers', {
          query: { property_id: propertyId, limit: 100 },
          signal,
        })
      ).data,
    staleTime: 0,
  });

export function useInterestedUsers(propertyId: number) {
  return useQuery(interestedUsersQueryOptions(propertyId));
}
