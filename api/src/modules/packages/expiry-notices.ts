import type { AppDeps } from '../../app-deps';
import type { TableRow } from '../../db/kysely';
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
    // Kept as SQL: claims and reads in one statement (update ... returning inside a with).
    const ending = await tx.query<TableRow<'user_packages', 'user_id' | 'end_date'> & TableRow<'packages', 'name'>>(
      `with claimed as (
         update user_packages set expiry_notified_at = now()
          where expiry_notified_at is null and start_date <= now()
            and end_date > now() and end_date <= now() + make_interval(days => $1)
          returning user_id, package_id, end_date)
       select c.user_id, p.name, c.end_date from claimed c join packages p on p.id = c.package_id
        order by c.end_date`,
      [noticeDays],
    );
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
