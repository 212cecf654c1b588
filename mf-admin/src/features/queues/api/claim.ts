import { fetchEnvelope } from '@domus/shared/api';
import type { ReviewClaim } from '@domus/shared/contract';
import { useEffect, useState } from 'react';

import type { QueueItem } from '../lib/queue-item';

/** How often an open item's claim is renewed: well within the API's few minutes. */
export const CLAIM_RENEW_MS = 60_000;

/** What became of the claim on the item the operator has open. */
export type ClaimState =
  { status: 'none' } | { status: 'held'; claim: ReviewClaim } | { status: 'refused'; error: unknown };

/**
 * Claims the item the operator has open, so no one else decides it meanwhile; renews the claim
 * while it stays open and lets it go when the operator moves on. A refusal (someone else holds
 * it, or it was decided) is answered for the screen to say.
 */
export function useReviewClaim(item: QueueItem | undefined): ClaimState {
  const kind = item?.kind;
  const id = item?.id;
  const key = `${kind}:${id}`;
  // Each answer is kept with the item it is about: moving on shows nothing until the next one's.
  const [answer, setAnswer] = useState<{ key: string; state: ClaimState }>({ key: '', state: { status: 'none' } });
  useEffect(() => {
    if (!kind || !id) return undefined;
    const target = { subject: kind, id };
    const of = `${kind}:${id}`;
    let live = true;
    const claim = () =>
      fetchEnvelope('adminClaimReview', { body: target }).then(
        (reply) => live && setAnswer({ key: of, state: { status: 'held', claim: reply.data } }),
        (error: unknown) => live && setAnswer({ key: of, state: { status: 'refused', error } }),
      );
    void claim();
    const renewing = window.setInterval(() => void claim(), CLAIM_RENEW_MS);
    return () => {
      live = false;
      window.clearInterval(renewing);
      fetchEnvelope('adminReleaseReview', { body: target }).catch(() => undefined);
    };
  }, [kind, id]);
  return answer.key === key ? answer.state : { status: 'none' };
}
