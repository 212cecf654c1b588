import { fetchEnvelope } from '@domus/shared/api';
import { queryOptions, useQuery } from '@domus/shared/query';

/** dashboard-stats: the signed-in user's figures. */
export interface DashboardStats {
  properties_count: number;
  projects_count: number;
  total_views: number;
  total_favourites: number;
  advertisements_count: number;
  active_package: null | { name: string; translated_name?: string; end_date: string };
}

export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return (await fetchEnvelope('getDashboardStats', { signal })).data;
}

export const dashboardStatsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['account', 'dashboard-stats', userId],
    queryFn: ({ signal }) => getDashboardStats(signal),
  });

export function useDashboardStats(userId: number | undefined) {
  return useQuery(dashboardStatsQueryOptions(userId));
}
