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
  /** Where the page after starts (null: this is the last). */
  nextCursor: string | null;
}

/** admin/verification-requests: one keyset page of the applications of a status (pending: oldest first). */
export async function listVerifications(
  { status, cursor }: VerificationsFilter,
  signal?: AbortSignal,
): Promise<VerificationsPage> {
  const reply = await fetchEnvelope('adminListVerifications', {
    query: {
      status: status === 'all' ? undefined : status,
      cursor: cursor || undefined,
      limit: VERIFICATIONS_PER_PAGE,
    },
    signal,
  });
  return { requests: reply.data, total: reply.total, nextCursor: reply.next_cursor };
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
