import { fetchEnvelope } from '@domus/shared/api';
import { useMutation, useQueryClient } from '@domus/shared/query';

import type { QueueItem } from '../lib/queue-item';
import { queuesKey } from './list-queue';

/**
 * An operator's word on items of a queue: approve (a report: dismiss) with an optional note, or
 * reject (a report: uphold, taking its listing down) with the reason its owner reads.
 */
export type QueueDecision = { approve: true; reason: string } | { approve: false; reason: string };

/** How one item's decision went: done, or refused with the API's words (someone else decided it...). */
export type DecisionOutcome = { item: QueueItem; ok: true } | { item: QueueItem; ok: false; error: unknown };

/**
 * One item's decision call. Listings and advertisements are decided as the operator saw them:
 * `expected_status: pending`, so a decision someone made meanwhile is refused, never undone.
 */
export async function decideItem(item: QueueItem, { approve, reason }: QueueDecision): Promise<void> {
  const id = item.id;
  const note = reason.trim();
  const seen = { id, reason: note, expected_status: 'pending' as const };
  switch (item.kind) {
    case 'property':
      await fetchEnvelope(approve ? 'adminApproveProperty' : 'adminRejectProperty', { body: seen });
      return;
    case 'project':
      await fetchEnvelope(approve ? 'adminEnableProject' : 'adminRejectProject', { body: seen });
      return;
    case 'advertisement':
      await fetchEnvelope(approve ? 'adminApproveAdvertisement' : 'adminRejectAdvertisement', { body: seen });
      return;
    case 'report':
      if (approve) await fetchEnvelope('adminDismissReport', { body: { id } });
      else await fetchEnvelope('adminUpholdReport', { body: { id, reason: note } });
  }
}

/**
 * Decides the items one after the other with the same word (each call is checked on its own,
 * claims and all) and answers how each went; a refusal does not stop the others.
 */
export async function decideItems(items: readonly QueueItem[], decision: QueueDecision): Promise<DecisionOutcome[]> {
  const outcomes: DecisionOutcome[] = [];
  for (const item of items) {
    try {
      await decideItem(item, decision);
      outcomes.push({ item, ok: true });
    } catch (error) {
      outcomes.push({ item, ok: false, error });
    }
  }
  return outcomes;
}

/** Decides one item or several, then every page of the queues is asked again. */
export function useDecideItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ items, decision }: { items: readonly QueueItem[]; decision: QueueDecision }) =>
      decideItems(items, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queuesKey }),
  });
}
