import type { RenewalState } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { boundArray, kyselyOf } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import type { ListingTable } from '../listing-rules/listing-kind';
import { ownedRow } from './posting-checks';

/**
 * What renewing sets: fresh from now, the reminder forgotten, and back on when the stale sweep
 * had switched it off (never one its owner switched off: that one has no marker).
 */
const renewed = {
  renewed_at: sql<Date>`now()`,
  renewal_reminded_at: null,
  stale_deactivated_at: null,
  status: sql<number>`case when stale_deactivated_at is not null then 1 else status end`,
};

/** Marks a listing renewed inside the caller's transaction (a renewal, an edit, switching it on). */
export async function markRenewed(tx: Queryable, table: ListingTable, id: number) {
  await kyselyOf(tx)
    .updateTable(table as ListingTable)
    .set(renewed)
    .where('id', '=', id)
    .execute();
}

/** renew-property / renew-project: the owner (or an admin) says the listing is still current. */
export async function renewListing(db: Db, table: ListingTable, id: number, user: AuthUser) {
  await db.transaction(async (tx) => {
    await ownedRow(tx, table, id, user, { lock: true });
    await markRenewed(tx, table, id);
  });
}

/** Columns of the owner's rows that say where each listing stands. */
interface RenewalRow {
  id: number;
  renewed_at: Date;
  renewal_reminded_at: Date | null;
  stale_deactivated_at: Date | null;
}

const dayMs = 24 * 3600 * 1000;

/** The owner's listings with their renewal state (one statement for the page). */
export async function withRenewalState<T extends { id: number }>(
  db: Queryable,
  config: Pick<Config, 'listingRenewal'>,
  table: ListingTable,
  listings: readonly T[],
): Promise<(T & RenewalState)[]> {
  if (listings.length === 0) return [];
  const rows: RenewalRow[] = await kyselyOf(db)
    .selectFrom(table as ListingTable)
    .select(['id', 'renewed_at', 'renewal_reminded_at', 'stale_deactivated_at'])
    .where((eb) =>
      eb(
        'id',
        '=',
        eb.fn.any(
          boundArray(
            listings.map((listing) => listing.id),
            'int',
          ),
        ),
      ),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const staleAfterMs = config.listingRenewal.staleAfterDays * dayMs;
  return listings.map((listing) => {
    const row = byId.get(listing.id);
    return { ...listing, ...renewalState(row, staleAfterMs) };
  });
}

function renewalState(row: RenewalRow | undefined, staleAfterMs: number): RenewalState {
  // A listing deleted between the page and this read: the page shows it as it was, fresh.
  if (!row)
    return {
      renewal_due_at: new Date(Date.now() + staleAfterMs).toISOString(),
      needs_renewal: 0,
      inactive_as_stale: 0,
    };
  return {
    renewal_due_at: new Date(row.renewed_at.getTime() + staleAfterMs).toISOString(),
    needs_renewal: row.renewal_reminded_at || row.stale_deactivated_at ? 1 : 0,
    inactive_as_stale: row.stale_deactivated_at ? 1 : 0,
  };
}
