import { callApi, fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@domus/shared/query';

import type { Property } from '../../../../types/listings';
import { propertyQueryOptions, type PropertyDetail } from './get-property';

/** Writes the reader's new flags into the cached detail, so the page shows them at once. */
function usePatchProperty(slugId: string) {
  const queryClient = useQueryClient();
  return (patch: Partial<Property>) =>
    queryClient.setQueryData<PropertyDetail>(propertyQueryOptions(slugId).queryKey, (detail) =>
      detail?.property ? { ...detail, property: { ...detail.property, ...patch } } : detail,
    );
}

/** add_favourite: type 1 adds, 0 removes. */
export function useFavourite(slugId: string) {
  const patch = usePatchProperty(slugId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, favourite }: { id: number; favourite: boolean }) =>
      (await callApi('addFavourite', { body: { property_id: id, type: favourite ? 1 : 0 } })).reply.data,
    onSuccess: (state) => {
      patch({ is_favourite: state.is_favourite, total_favourite_users: state.total_favourite_users });
      void queryClient.invalidateQueries({ queryKey: ['listings', 'favourites'] });
    },
  });
}

/** interested_users: type 1 adds, 0 removes. */
export function useInterest(slugId: string) {
  const patch = usePatchProperty(slugId);
  return useMutation({
    mutationFn: async ({ id, interested }: { id: number; interested: boolean }) =>
      (await callApi('interestedUsers', { body: { property_id: id, type: interested ? 1 : 0 } })).reply.data,
    onSuccess: (state) =>
      patch({ is_interested: state.is_interested, total_interested_users: state.total_interested_users }),
  });
}

export const reportReasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['listings', 'report-reasons'],
    queryFn: async ({ signal }) => (await fetchEnvelope('getReportReasons', { signal })).data,
  });

export function useReportReasons() {
  return useQuery(reportReasonsQueryOptions());
}

/** add_reports: a reason or a message; one report per user and listing. */
export function useReport(slugId: string) {
  const patch = usePatchProperty(slugId);
  return useMutation({
    mutationFn: (body: { property_id: number; reason_id?: number; other_message: string }) =>
      callApi('addReports', { body }),
    onSuccess: () => patch({ is_reported: 1 }),
  });
}
