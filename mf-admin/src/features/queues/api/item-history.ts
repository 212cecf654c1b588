import { fetchEnvelope } from '@domus/shared/api';
import type { DecisionEntry } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

import type { QueueItem } from '../lib/queue-item';

/** How many past decisions and edits an item shows. */
const HISTORY_SHOWN = 5;

/** One change of a listing since it was last approved: a field, from what to what. */
export interface ListingChange {
  field: string;
  item: string;
  old: string | null;
  new: string | null;
  editedAt: string;
}

export interface ItemHistory {
  /** Decisions on the item, newest first. */
  decisions: DecisionEntry[];
  /** For a listing: what changed since its last approval, newest first. */
  changes: ListingChange[];
}

/**
 * admin/decisions and admin/listing-edits of one item: its past decisions, and for a listing the
 * changes of its edits back to the one that sent it to review (what changed since the approval).
 */
export async function itemHistory(item: QueueItem, signal?: AbortSignal): Promise<ItemHistory> {
  if (item.kind === 'report') return { decisions: [], changes: [] };
  const decisions = await fetchEnvelope('adminDecisions', {
    query: { subject: item.kind, subject_id: item.id, limit: HISTORY_SHOWN },
    signal,
  });
  if (item.kind === 'advertisement') return { decisions: decisions.data, changes: [] };
  const edits = await fetchEnvelope('adminListingEdits', {
    query: { subject: item.kind, subject_id: item.id, limit: HISTORY_SHOWN },
    signal,
  });
  const sinceApproval = [];
  for (const edit of edits.data) {
    sinceApproval.push(edit);
    if (edit.sent_to_review) break;
  }
  return {
    decisions: decisions.data,
    changes: sinceApproval.flatMap((edit) => edit.changes.map((change) => ({ ...change, editedAt: edit.edited_at }))),
  };
}

export const itemHistoryQueryOptions = (item: QueueItem) =>
  queryOptions({
    queryKey: ['admin', 'queues', 'history', item.kind, item.id],
    queryFn: ({ signal }) => itemHistory(item, signal),
    staleTime: 60_000,
  });

/** The history of the item the operator has open. */
export const useItemHistory = (item: QueueItem) => useQuery(itemHistoryQueryOptions(item));
