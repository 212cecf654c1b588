import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { conflict, notFound } from '../../http/api-error';
import { deliverNotices, storeNotice, type StoredNotice } from '../notifications/notify';
import { decideListingIn, listingKinds } from '../moderation/listing-decision';
import { matchPendingListings } from '../saved-searches/matching';
import { sizeSql, type Evidence } from './detection';

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

const listingColumns = (alias: string) => `
  json_build_object(
    'id', ${alias}.id, 'title', ${alias}.title,
    'owner', json_build_object('id', ${alias}.user_id, 'email', coalesce((select email from users where id = ${alias}.user_id), '')),
    'city', ${alias}.city, 'address', ${alias}.address, 'latitude', ${alias}.latitude, 'longitude', ${alias}.longitude,
    'price', ${alias}.price::float8, 'size', ${sizeSql(alias)}::float8,
    'category', coalesce((select category from categories where id = ${alias}.category_id), ''),
    'property_type', ${alias}.property_type, 'request_status', ${alias}.request_status, 'status', ${alias}.status,
    'created_at', ${alias}.created_at,
    'pictures', array_cat(array[${alias}.title_image],
                          array(select image from property_images where property_id = ${alias}.id order by sequence, id)))`;

interface SuspicionRow {
  id: number;
  state: SuspicionState;
  held: boolean;
  evidence: Evidence;
  reason: string;
  created_at: Date;
  moderator_email: string | null;
  decided_at: Date | null;
  listing: Omit<ComparedListing, 'created_at'> & { created_at: string };
  original: Omit<ComparedListing, 'created_at'> & { created_at: string };
}

/**
 * Suspected duplicates for the moderators, newest first (`open`: only those not decided yet),
 * each with both listings side by side and the evidence.
 */
export async function listSuspicions(
  deps: AppDeps,
  page: { limit: number; offset: number; open: boolean },
): Promise<{ data: Suspicion[]; total: number }> {
  const where = page.open ? `where d.state = 'open'` : '';
  const [counted] = await deps.db.query<{ total: number }>(
    `select count(*)::int as total from duplicate_suspicions d ${where}`,
  );
  const rows = await deps.db.query<SuspicionRow>(
    `select d.id, d.state, d.held, d.evidence, d.reason, d.created_at, d.decided_at, m.email as moderator_email,
            ${listingColumns('p')} as listing, ${listingColumns('o')} as original
       from duplicate_suspicions d
       join properties p on p.id = d.property_id
       join properties o on o.id = d.original_id
       left join users m on m.id = d.decided_by
       ${where}
      order by d.created_at desc, d.id desc
      limit $1 offset $2`,
    [page.limit, page.offset],
  );
  const compared = (side: SuspicionRow['listing']): ComparedListing => ({
    ...side,
    created_at: new Date(side.created_at).toISOString(),
    pictures: side.pictures.filter(Boolean).map((key) => deps.files.url(key)),
  });
  return {
    data: rows.map((row) => ({
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
  };
}

interface LockedSuspicion {
  id: number;
  property_id: number;
  original_id: number;
  state: SuspicionState;
  held: boolean;
  original_title: string;
}

/** The open suspicion, locked for the decision; 404 when there is none, 409 when already decided. */
async function openSuspicion(tx: Queryable, id: number): Promise<LockedSuspicion> {
  const [row] = await tx.query<LockedSuspicion>(
    `select d.id, d.property_id, d.original_id, d.state, d.held, o.title as original_title
       from duplicate_suspicions d join properties o on o.id = d.original_id
      where d.id = $1 for update of d`,
    [id],
  );
  if (!row) throw notFound(`There is no duplicate suspicion #${id}.`);
  if (row.state !== 'open') throw conflict(`Suspicion #${id} was already decided (${row.state}).`);
  return row;
}

async function decided(tx: Queryable, id: number, state: SuspicionState, moderatorId: number, reason: string) {
  await tx.query(
    `update duplicate_suspicions set state = $2, decided_by = $3, decided_at = now(), reason = $4 where id = $1`,
    [id, state, moderatorId, reason],
  );
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
  moderatorId: number,
  reason?: string,
): Promise<SuspicionDecision> {
  let notices: StoredNotice[] = [];
  const result = await deps.db.transaction(async (tx) => {
    notices = [];
    const suspicion = await openSuspicion(tx, id);
    const why = reason?.trim() || `It duplicates "${suspicion.original_title}" (listing #${suspicion.original_id}).`;
    const [listing] = await tx.query<{ request_status: string }>(
      'select request_status from properties where id = $1 for update',
      [suspicion.property_id],
    );
    if (listing?.request_status !== 'rejected') {
      const rejection = await decideListingIn(tx, listingKinds.property, suspicion.property_id, {
        approve: false,
        reason: why,
        decidedBy: moderatorId,
      });
      notices.push(await storeNotice(tx, rejection.notice));
    }
    await decided(tx, id, 'confirmed', moderatorId, why);
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
  moderatorId: number,
  reason = '',
): Promise<SuspicionDecision> {
  let notices: StoredNotice[] = [];
  const result = await deps.db.transaction(async (tx) => {
    notices = [];
    const suspicion = await openSuspicion(tx, id);
    await decided(tx, id, 'dismissed', moderatorId, reason.trim());
    const [listing] = await tx.query<{ request_status: string; others: boolean }>(
      `select request_status,
              exists (select 1 from duplicate_suspicions where property_id = $1 and state = 'open') as others
         from properties where id = $1 for update`,
      [suspicion.property_id],
    );
    let status = listing?.request_status ?? 'pending';
    if (suspicion.held && listing && !listing.others && listing.request_status === 'pending') {
      const approval = await decideListingIn(tx, listingKinds.property, suspicion.property_id, {
        approve: true,
        reason: '',
        decidedBy: moderatorId,
      });
      notices.push(await storeNotice(tx, approval.notice));
      status = 'approved';
    }
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
