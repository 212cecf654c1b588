import { fetchEnvelope } from '@domus/shared/api';
import type { UserPackage } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const SUBSCRIPTIONS_PER_PAGE = 10;

export interface SubscriptionPage {
  subscriptions: UserPackage[];
  total: number;
}

/** get-user-packages: one page of the user's subscriptions, newest first (the API's order). */
export async function getUserPackages(page: number, signal?: AbortSignal): Promise<SubscriptionPage> {
  const reply = await fetchEnvelope('getUserPackages', {
    query: { offset: (page - 1) * SUBSCRIPTIONS_PER_PAGE, limit: SUBSCRIPTIONS_PER_PAGE },
    signal,
  });
  return { subscriptions: reply.data, total: reply.total };
}

export const userPackagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['payments', 'user-packages', page],
    queryFn: ({ signal }) => getUserPackages(page, signal),
    // Used limits change with every posting: a minute at most.
    staleTime: 60_000,
  });

export function useUserPackages(page: number) {
  return useQuery({ ...userPackagesQueryOptions(page), placeholderData: keepPreviousData });
}
