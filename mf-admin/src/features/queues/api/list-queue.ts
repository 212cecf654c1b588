import { fetchEnvelope } from '@domus/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import { advertisementItem, projectItem, propertyItem, reportItem, type QueueItem } from '../lib/queue-item';
import type { QueuesFilter } from '../lib/queue-kinds';

/** Twenty a page: each item shows a few small photos. */
export const QUEUE_PAGE_SIZE = 20;

/** Every page of every queue: what a decision or a claim makes stale. */
export const queuesKey = ['admin', 'queues'] as const;

export interface QueuePage {
  items: QueueItem[];
  /** Everything waiting in the queue, before paging. */
  total: number;
  /** The cursor of the page after; null on the last page. */
  nextCursor: string | null;
}

/** One keyset page of a queue: oldest first for the pending listings, newest first for the open reports. */
export async function listQueue({ kind, cursor }: QueuesFilter, signal?: AbortSignal): Promise<QueuePage> {
  const query = { limit: QUEUE_PAGE_SIZE, cursor: cursor || undefined };
  switch (kind) {
    case 'property': {
      const reply = await fetchEnvelope('adminPendingProperties', { query, signal });
      return { items: reply.data.map(propertyItem), total: reply.total, nextCursor: reply.next_cursor };
    }
    case 'project': {
      const reply = await fetchEnvelope('adminPendingProjects', { query, signal });
      return { items: reply.data.map(projectItem), total: reply.total, nextCursor: reply.next_cursor };
    }
    case 'advertisement': {
      const reply = await fetchEnvelope('adminPendingAdvertisements', { query, signal });
      return { items: reply.data.map(advertisementItem), total: reply.total, nextCursor: reply.next_cursor };
    }
    case 'report': {
      const reply = await fetchEnvelope('adminListingReports', { query, signal });
      return { items: reply.data.map(reportItem), total: reply.total, nextCursor: reply.next_cursor };
    }
  }
}

export const queueQueryOptions = (filter: QueuesFilter) =>
  queryOptions({
    queryKey: [...queuesKey, filter],
    queryFn: ({ signal }) => listQueue(filter, signal),
    // Other operators work the queue too: asked again every half minute, so their claims show.
    staleTime: 15_000,
    refetchInterval: 30_000,
  });

/** The page of a queue, the last one kept on screen while the next loads. */
export function useQueue(filter: QueuesFilter) {
  return useQuery({ ...queueQueryOptions(filter), placeholderData: keepPreviousData });
}
