import { fetchEnvelope } from '@domus/shared/api';
import type { OperatorOverview } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** admin/overview: what waits in each queue, today's figures and the last 30 days. */
export async function fetchOverview(signal?: AbortSignal): Promise<OperatorOverview> {
  return (await fetchEnvelope('adminOverview', { signal })).data;
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => fetchOverview(signal),
    // Queues move as other operators work: the figures are fresh for half a minute.
    staleTime: 30_000,
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
