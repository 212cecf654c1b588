import { fetchEnvelope } from '@domus/shared/api';
import type { VerificationRequest } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import type { VerificationsFilter } from '../lib/verifications-filter';

/** Ten a page: each application shows its documents, each fetched on its own. */
export const VERIFICATIONS_PER_PAGE = 10;

/** Every page of the Verification screen: what a decision makes stale. */
export const verificationsKey = ['admin', 'verification-requests'] as const;

export interface VerificationsPage {
  requests: VerificationRequest[];
  /** Every application of the status asked for, before paging. */
  total: number;
}

/** admin/verification-requests: one page of the applications of a status (all: pending first). */
export async function listVerifications(
  { status, page }: VerificationsFilter,
  signal?: AbortSignal,
): Promise<VerificationsPage> {
  const reply = await fetchEnvelope('adminListVerifications', {
    query: {
      status: status === 'all' ? undefined : status,
      offset: (page - 1) * VERIFICATIONS_PER_PAGE,
      limit: VERIFICATIONS_PER_PAGE,
    },
    signal,
  });
  return { requests: reply.data, total: reply.total };
}

export const verificationListQueryOptions = (filter: VerificationsFilter) =>
  queryOptions({
    queryKey: [...verificationsKey, filter],
    queryFn: ({ signal }) => listVerifications(filter, signal),
    // Other operators decide too: a page is fresh for half a minute.
    staleTime: 30_000,
  });

/** The page of applications, the last one kept on screen while the next loads. */
export function useVerificationList(filter: VerificationsFilter) {
  return useQuery({ ...verificationListQueryOptions(filter), placeholderData: keepPreviousData });
}
