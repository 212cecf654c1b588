import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import { conflict, notFound } from '../../http/api-error';
import { deliverNotices, storeNotice, type StoredNotice } from '../notifications/notify';
import { decideListingIn, listingKinds } from './listing-decision';
import { matchPendingListings } from '../saved-searches/matching';
import { sizeSql, type Evidence } from '../duplicates/detection';
import { recordOperatorAction } from '../operator-log/record';
import type { CasePage, Decider } from './case-pages';

export type SuspicionState = 'open' | 'confirmed' | 'dismissed';

/** One side of a suspicion, as the moderator compares them. */
export interface ComparedListing {
  id: number;
  title: string;
  owner: { id: number; email: string };
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  price: number;
  size: number | null;
  category: string;
  property_type: string;
  request_status: string;
  status: number;
  created_at: string;
  /** The title image first, then the gallery, as absolute URLs. */
  pictures: string[];
}

export interface Suspicion {
  id: number;
  state: SuspicionState;
  held: boolean;
  evidence: Evidence;
  reason: string;
  created_at: string;
  decided_by: string;
  decided_at: string | null;
  listing: ComparedListing;
  original: ComparedListing;
}

const listingColumns = (alias: 'p' | 'o') =>
  sql.raw(`
  json_build_object(
    'id', ${alias}.id, 'title', ${alias}.title,
    'owner', json_build_object('id', ${alias}.user_id, 'email', coalesce((select email from users where id = ${alias}.user_id), '')),
    'city', ${alias}.city, 'address', ${alias}.address, 'latitude', ${alias}.latitude, 'longitude', ${alias}.longitude,
    'price', ${alias}.price::float8, 'size', ${sizeSql(alias)}::float8,
    'category', coalesce((select category from categories where id = ${alias}.category_id), ''),
    'property_type', ${alias}.property_type, 'request_status', ${alias}.request_status, 'status', ${alias}.status,
    'created_at', ${alias}.created_at,
    'pictures', array_cat(array[${alias}.title_image],
                          array(select image from property_images where property_id = ${alias}.id order by sequence, id)))`);

/** The two sides as json_build_object gives them (created_at as JSON text). */
interface SuspicionRow {
  listing: Omit<ComparedListing, 'created_at'> & { created_at: string };
  original: Omit<ComparedListing, 'created_at'> & { created_at: string };
}

/**
 * Suspected duplicates for the moderators, newest first (`open`: only those not decided yet,
 * `decided`: only those decided), each with both listings side by side and the evidence; paged by
 * keyset (`after`) or offset, `next` the cursor of the page after (null: the last page).
 */
export async function listSuspicions(
  deps: AppDeps,
  page: CasePage,
): Promise<{ data: Suspicion[]; total: number; next: string | null }> {
  const db = kyselyOf(deps.db);
  const chosen = db
    .selectFrom('duplicate_suspicions as d')
    .$if(page.state === 'open', (query) => query.where('d.state', '=', sql.lit('open')))
    .$if(page.state === 'decided', (query) => query.where('d.state', '<>', sql.lit('open')));
  const counted = await chosen.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
  const rows = await chosen
    .innerJoin('properties as p', 'p.id', 'd.property_id')
    .innerJoin('properties as o', 'o.id', 'd.original_id')
    .leftJoin('users as m', 'm.id', 'd.decided_by')
    .select([
      'd.id',
      sql<SuspicionState>`d.state`.as('state'),
      'd.held',
      sql<Evidence>`d.evidence`.as('evidence'),
      'd.reason',
      'd.created_at',
      'd.decided_at',
      'm.email as moderator_email',
      keysetCursorSql('d').as('cursor'),
      sql<SuspicionRow['listing']>`${listingColumns('p')}`.as('listing'),
      sql<SuspicionRow['original']>`${listingColumns('o')}`.as('original'),
    ])
    .$if(page.after !== undefined, (query) => query.where(keysetAfter('d', page.after!)))
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset ?? 0)
    .execute();
  const compared = (side: SuspicionRow['listing']): ComparedListing => ({
    ...side,
    created_at: new Date(side.created_at).toISOString(),
    pictures: side.pictures.filter(Boolean).map((key) => deps.files.url(key)),
  });
  const { page: shown, next } = keysetPage(rows, page.limit);
  return {
    data: shown.map((row) => ({
      id: row.id,
      state: row.state,
      held: row.held,
      evidence: row.evidence,
      reason: row.reason,
      created_at: row.created_at.toISOString(),
      decided_by: row.moderator_email ?? '',
      decided_at: row.decided_at?.toISOString() ?? null,
      listing: compared(row.listing),
      original: compared(row.original),
    })),
    total: counted?.total ?? 0,
    next,
  };
}

/** The open suspicion, locked for the decision; 404 when there is none, 409 when already decided. */
async function openSuspicion(tx: Queryable, id: number) {
  const row = await kyselyOf(tx)
    .selectFrom('duplicate_suspicions as d')
    .innerJoin('properties as o', 'o.id', 'd.original_id')
    .select([
      'd.id',
      'd.property_id',
      'd.original_id',
      sql<SuspicionState>`d.state`.as('state'),
      'd.held',
      'd.decided_at',
      'o.title as original_title',
      (eb) =>
        eb.selectFrom('users as m').select('m.email').whereRef('m.id', '=', 'd.decided_by').as('decided_by_email'),
    ])
    .where('d.id', '=', id)
    .forUpdate(['d'])
    .executeTakeFirst();
  if (!row) throw notFound(`There is no duplicate suspicion #${id}.`);
  if (row.state !== 'open') {
    throw conflict(
      `Suspicion #${id} was already ${row.state} by ${row.decided_by_email ?? 'an operator whose account is gone'}` +
        `${row.decided_at ? ` on ${row.decided_at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''}.`,
    );
  }
  return row;
}

async function decided(tx: Queryable, id: number, state: SuspicionState, by: Decider, reason: string) {
  await kyselyOf(tx)
    .updateTable('duplicate_suspicions')
    .set({ state, decided_by: by.id, decided_at: sql<Date>`now()`, reason })
    .where('id', '=', id)
    .execute();
}

/** The decision in the operators' decision log, in the decision's transaction. */
async function logged(
  tx: Queryable,
  suspicion: { id: number; property_id: number; original_id: number; held: boolean },
  state: 'confirmed' | 'dismissed',
  by: Decider,
  reason: string,
  requestStatus: { before: string; after: string },
) {
  await recordOperatorAction(tx, {
    actorId: by.id,
    via: by.via,
    action: state === 'confirmed' ? 'duplicate.confirm' : 'duplicate.dismiss',
    subjectId: suspicion.id,
    before: {
      state: 'open',
      held: suspicion.held,
      property_id: suspicion.property_id,
      original_id: suspicion.original_id,
      request_status: requestStatus.before,
    },
    after: { state, request_status: requestStatus.after },
    reason,
  });
}

export interface SuspicionDecision {
  id: number;
  property_id: number;
  original_id: number;
  state: 'confirmed' | 'dismissed';
  /** The listing's approval state after the decision. */
  request_status: string;
}

/**
 * A moderator confirms the suspicion: the listing is a duplicate and is rejected (its owner is
 * told, with the reason); recorded with who and when, once.
 */
export async function confirmSuspicion(
  deps: AppDeps,
  id: number,
  by: Decider,
  reason?: string,
): Promise<SuspicionDecision> {
  let notices: StoredNotice[] = [];
  const result = await deps.db.transaction(async (tx) => {
    notices = [];
    const suspicion = await openSuspicion(tx, id);
    const why = reason?.trim() || `It duplicates "${suspicion.original_title}" (listing #${suspicion.original_id}).`;
    const listing = await kyselyOf(tx)
      .selectFrom('properties')
      .select('request_status')
      .where('id', '=', suspicion.property_id)
      .forUpdate()
      .executeTakeFirst();
    if (listing?.request_status !== 'rejected') {
      const rejection = await decideListingIn(tx, listingKinds.property, suspicion.property_id, {
        approve: false,
        reason: why,
        decidedBy: by.id,
      });
      notices.push(await storeNotice(tx, rejection.notice));
    }
    await decided(tx, id, 'confirmed', by, why);
    await logged(tx, suspicion, 'confirmed', by, why, { before: listing?.request_status ?? '', after: 'rejected' });
    return { suspicion, request_status: 'rejected' };
  });
  await deliverNotices(deps, notices);
  const { suspicion } = result;
  return {
    id,
    property_id: suspicion.property_id,
    original_id: suspicion.original_id,
    state: 'confirmed',
    request_status: result.request_status,
  };
}

/**
 * A moderator dismisses the suspicion: the listings are different homes. The listing is released
 * when nothing else holds it: approved when the check alone kept it waiting (`held`) and no other
 * suspicion of it is open; otherwise it stays as it is (pending for the usual review).
 */
export async function dismissSuspicion(
  deps: AppDeps,
  id: number,
  by: Decider,
  reason = '',
): Promise<SuspicionDecision> {
  let notices: StoredNotice[] = [];
  const result = await deps.db.transaction(async (tx) => {
    notices = [];
    const suspicion = await openSuspicion(tx, id);
    await decided(tx, id, 'dismissed', by, reason.trim());
    const listing = await kyselyOf(tx)
      .selectFrom('properties as p')
      .select((eb) => [
        'p.request_status',
        eb
          .exists(
            eb
              .selectFrom('duplicate_suspicions as d')
              .select(sql.lit(1).as('one'))
              .where('d.property_id', '=', suspicion.property_id)
              .where('d.state', '=', sql.lit('open')),
          )
          .as('others'),
      ])
      .where('p.id', '=', suspicion.property_id)
      .forUpdate()
      .executeTakeFirst();
    let status = listing?.request_status ?? 'pending';
    if (suspicion.held && listing && !listing.others && listing.request_status === 'pending') {
      const approval = await decideListingIn(tx, listingKinds.property, suspicion.property_id, {
        approve: true,
        reason: '',
        decidedBy: by.id,
      });
      notices.push(await storeNotice(tx, approval.notice));
      status = 'approved';
    }
    await logged(tx, suspicion, 'dismissed', by, reason.trim(), {
      before: listing?.request_status ?? '',
      after: status,
    });
    return { suspicion, status };
  });
  await deliverNotices(deps, notices);
  // After commit: a released listing is news for saved searches; a failure there never undoes it.
  if (result.status === 'approved' && notices.length) await matchPendingListings(deps);
  return {
    id,
    property_id: result.suspicion.property_id,
    original_id: result.suspicion.original_id,
    state: 'dismissed',
    request_status: result.status,
  };
}
