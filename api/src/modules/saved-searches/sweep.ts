import type { AppDeps } from '../../app-deps';
import { sendDueAlertEmails } from './emails';
import { matchPendingListings } from './matching';

/** Often enough that a digest leaves within minutes of its time; each run is a few indexed statements. */
const sweepEveryMs = 10 * 60 * 1000;

/**
 * Matches listings still queued (a process that stopped between an approval and its matching)
 * and sends the e-mails that are due: daily and weekly digests, and instant ones whose sending
 * failed. Safe on several processes: both steps claim their rows (see matching.ts, emails.ts).
 */
export async function sweepSavedSearches(deps: AppDeps): Promise<{ emails: number }> {
  await matchPendingListings(deps);
  return { emails: await sendDueAlertEmails(deps) };
}

/** Sweeps now and then every ten minutes until the returned stop is called (app close). */
export function startSavedSearchSweep(deps: AppDeps): () => void {
  const sweep = () => {
    sweepSavedSearches(deps).catch((error: unknown) => deps.log.error({ err: error }, 'saved search sweep failed'));
  };
  sweep();
  // unref: a pending sweep never keeps the process alive on its own.
  const timer = setInterval(sweep, sweepEveryMs).unref();
  return () => clearInterval(timer);
}
