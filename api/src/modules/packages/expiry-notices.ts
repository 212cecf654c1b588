import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { deliverNotices, storeNotice, type StoredNotice } from '../notifications/notify';

/** A subscription ending this soon gets its one "about to expire" notice. */
const noticeDays = 3;
const sweepEveryMs = 60 * 60 * 1000;

/**
 * Notifies the owner of every running subscription that ends within three days, once: the
 * row is marked in the same statement that claims it, so when two API processes sweep at the
 * same moment each subscription is claimed, and noticed, by exactly one of them.
 */
export async function sendPackageExpiryNotices(deps: AppDeps): Promise<number> {
  const stored = await deps.db.transaction(async (tx) => {
    // Claims and reads in one statement (update ... returning inside a with).
    const ending = await kyselyOf(tx)
      .with('claimed', (db) =>
        db
          .updateTable('user_packages')
          .set({ expiry_notified_at: sql<Date>`now()` })
          .where('expiry_notified_at', 'is', null)
          .where('start_date', '<=', sql<Date>`now()`)
          .where('end_date', '>', sql<Date>`now()`)
          .where('end_date', '<=', sql<Date>`now() + make_interval(days => ${noticeDays})`)
          .returning(['user_id', 'package_id', 'end_date']),
      )
      .selectFrom('claimed as c')
      .innerJoin('packages as p', 'p.id', 'c.package_id')
      .select(['c.user_id', 'p.name', 'c.end_date'])
      .orderBy('c.end_date')
      .execute();
    const notices: StoredNotice[] = [];
    for (const subscription of ending) {
      notices.push(
        await storeNotice(tx, {
          userId: subscription.user_id,
          title: 'Your package is about to expire',
          message: `${subscription.name} ends on ${subscription.end_date.toISOString().slice(0, 10)}. Renew it to keep its features.`,
          type: 'package_expiry',
        }),
      );
    }
    return notices;
  });
  await deliverNotices(deps, stored);
  return stored.length;
}

/** Sweeps now and then every hour until the returned stop is called (app close). */
export function startPackageExpirySweep(deps: AppDeps): () => void {
  const sweep = () => {
    sendPackageExpiryNotices(deps).catch((error: unknown) =>
      deps.log.error({ err: error }, 'package expiry sweep failed'),
    );
  };
  sweep();
  // unref: a pending sweep never keeps the process alive on its own.
  const timer = setInterval(sweep, sweepEveryMs).unref();
  return () => clearInterval(timer);
}
