import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { deliverNotices, storeNotice, type StoredNotice } from '../notifications/notify';
import { projectKind, propertyKind, type ListingKind, type ListingTable } from '../listing-rules/listing-kind';
import { publicListingAs, type ListingBuilder } from '../listing-rules/visibility';

const sweepEveryMs = 60 * 60 * 1000;
/**
 * Listings claimed per transaction, so a first sweep over an old site is a series of short ones.
 * Switching off is smaller: each listing's status change recounts its map cells and listing
 * counts (triggers of 018 and 019), about 9 ms a listing at a million listings.
 */
const batchSize = { remind: 500, switchOff: 100 } as const;

/** What each step waits for (its partial index of 028) and what it marks. */
const steps = {
  remind: { since: 'renewed_at', reminded: false },
  switchOff: { since: 'renewal_reminded_at', reminded: true },
} as const;

type Step = keyof typeof steps;
/** A listing a step claimed, with the picture its notice shows. */
type Claimed = Awaited<ReturnType<typeof claim>>[number];

/**
 * The two steps of a sweep, each claiming its rows in the statement that marks them: the
 * listings are locked and skipped when another process holds them, and the outer conditions
 * are checked again on the row as committed, so two processes sweeping at once claim (and
 * notify) each listing exactly once. Only live listings (publicListingAs) are claimed. Both
 * kinds share the columns read here; the table and the picture column come from the listing
 * kind, never from input.
 */
function claim(tx: Queryable, kind: ListingKind, step: Step, days: number) {
  const { since, reminded } = steps[step];
  const waiting = (alias: 'l' | 'w') => (eb: ListingBuilder<ListingTable, typeof alias>) =>
    eb.and([
      publicListingAs(kind.table, alias)(eb),
      eb(sql.ref(`${alias}.renewal_reminded_at`), reminded ? 'is not' : 'is', null),
    ]);
  const db = kyselyOf(tx);
  const listings = db.dynamic.table(kind.table);
  return db
    .updateTable(listings.as('l'))
    .set(step === 'remind' ? { renewal_reminded_at: sql`now()` } : { status: 0, stale_deactivated_at: sql`now()` })
    .where('l.id', 'in', (eb) =>
      eb
        .selectFrom(listings.as('w'))
        .select('w.id')
        .where(waiting('w'))
        .where(sql.ref(`w.${since}`), '<', sql<Date>`now() - make_interval(days => ${days})`)
        .orderBy(sql.ref(`w.${since}`))
        .limit(batchSize[step])
        .forUpdate()
        .skipLocked(),
    )
    .where(waiting('l'))
    .returning(['l.id', 'l.user_id', 'l.title', sql<string>`${sql.ref(`l.${kind.renewal.picture}`)}`.as('picture')])
    .execute();
}

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
      const claimed = await claim(tx, kind, step, days);
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
