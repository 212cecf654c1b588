import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { deliverNotices, storeNotice, type StoredNotice } from '../notifications/notify';
import { projectKind, propertyKind, type ListingKind } from './listing-kind';

const sweepEveryMs = 60 * 60 * 1000;
/**
 * Listings claimed per transaction, so a first sweep over an old site is a series of short ones.
 * Switching off is smaller: each listing's status change recounts its map cells and listing
 * counts (triggers of 018 and 019), about 9 ms a listing at a million listings.
 */
const batchSize = { remind: 500, switchOff: 100 } as const;

interface Claimed {
  id: number;
  user_id: number;
  title: string;
  picture: string;
}

/**
 * The two steps of a sweep, each claiming its rows in the statement that marks them: the
 * listings are locked and skipped when another process holds them, and the outer conditions
 * are checked again on the row as committed, so two processes sweeping at once claim (and
 * notify) each listing exactly once. Only live listings (approved and active) are claimed.
 * Table and column names come from the listing kind, never from input.
 */
const claimSql = {
  remind: (kind: ListingKind) => `
    update ${kind.table} set renewal_reminded_at = now()
     where id in (
       select id from ${kind.table}
        where status = 1 and request_status = 'approved' and renewal_reminded_at is null
          and renewed_at < now() - make_interval(days => $1)
        order by renewed_at
        limit $2
        for update skip locked)
       and status = 1 and request_status = 'approved' and renewal_reminded_at is null
    returning id, user_id, title, ${kind.renewal.picture} as picture`,
  switchOff: (kind: ListingKind) => `
    update ${kind.table} set status = 0, stale_deactivated_at = now()
     where id in (
       select id from ${kind.table}
        where status = 1 and request_status = 'approved' and renewal_reminded_at is not null
          and renewal_reminded_at < now() - make_interval(days => $1)
        order by renewal_reminded_at
        limit $2
        for update skip locked)
       and status = 1 and request_status = 'approved' and renewal_reminded_at is not null
    returning id, user_id, title, ${kind.renewal.picture} as picture`,
};

type Step = keyof typeof claimSql;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The owner's notice of one claimed listing; one per listing (a switch-off replaces an unread reminder). */
function noticeOf(deps: AppDeps, kind: ListingKind, step: Step, listing: Claimed) {
  const { noun, ownPage } = kind.renewal;
  const { staleAfterDays, graceDays } = deps.config.listingRenewal;
  const switchOffOn = day(new Date(Date.now() + graceDays * 24 * 3600 * 1000));
  return {
    userId: listing.user_id,
    propertyId: kind.table === 'properties' ? listing.id : null,
    image: listing.picture,
    collapseKey: `renewal:${noun}:${listing.id}`,
    ...(step === 'remind'
      ? {
          type: `${noun}_renewal_due`,
          title: `Is your ${noun} still available?`,
          message: `"${listing.title}" has not been updated for ${staleAfterDays} days. Renew it in ${ownPage} by ${switchOffOn} to keep it online.`,
        }
      : {
          type: `${noun}_switched_off`,
          title: `Your ${noun} was switched off`,
          message: `"${listing.title}" was not renewed, so it is no longer shown. Renew it in ${ownPage} to show it again.`,
        }),
  };
}

/** One step for one kind, batch after batch until nothing is left; the number of listings it claimed. */
async function sweepStep(deps: AppDeps, kind: ListingKind, step: Step): Promise<number> {
  const { staleAfterDays, graceDays } = deps.config.listingRenewal;
  const days = step === 'remind' ? staleAfterDays : graceDays;
  let total = 0;
  for (;;) {
    const stored = await deps.db.transaction(async (tx: Queryable) => {
      const claimed = await tx.query<Claimed>(claimSql[step](kind), [days, batchSize[step]]);
      const notices: StoredNotice[] = [];
      for (const listing of claimed) notices.push(await storeNotice(tx, noticeOf(deps, kind, step, listing)));
      return notices;
    });
    await deliverNotices(deps, stored);
    total += stored.length;
    if (stored.length < batchSize[step]) return total;
  }
}

/**
 * Reminds the owners of live listings not renewed for LISTING_STALE_AFTER_DAYS, and switches
 * off those still not renewed LISTING_RENEWAL_GRACE_DAYS after their reminder (status 0 with
 * the marker renewing looks for). Switching off comes first, so a listing is never reminded
 * and switched off by the same sweep.
 */
export async function sweepStaleListings(deps: AppDeps) {
  const counts = { reminded: 0, switchedOff: 0 };
  for (const kind of [propertyKind, projectKind] as ListingKind[]) {
    counts.switchedOff += await sweepStep(deps, kind, 'switchOff');
    counts.reminded += await sweepStep(deps, kind, 'remind');
  }
  return counts;
}

/**
 * Sweeps now and then every hour until the returned stop is called (app close), which waits for
 * a sweep under way so it never runs on a closed database. A sweep still running when the next
 * is due is not doubled.
 */
export function startStaleListingSweep(deps: AppDeps): () => Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepStaleListings(deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'stale listing sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  // unref: a pending sweep never keeps the process alive on its own.
  const timer = setInterval(sweep, sweepEveryMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
