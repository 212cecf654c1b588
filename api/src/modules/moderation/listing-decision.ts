import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { conflict, invalidInput, notFound } from '../../http/api-error';
import { dismissOpenSuspicions } from '../duplicates/holding';
import type { Notice } from '../notifications/notify';
import { recordOperatorAction } from '../operator-log/record';
import { logDecision } from './decision-log';
import { lastDecisionNote, settleClaim } from './review-claims';

/**
 * An operator's decision: who makes it, and through what (`via`), is recorded with it; without
 * `via` the caller records its own operator action (a duplicate's decision does). `expectPending`:
 * made on the item as the operator saw it in the queue, refused once someone else decided it.
 */
export type Decision = { decidedBy: number; via?: 'console' | 'command'; expectPending?: boolean } & (
  { approve: true; reason?: string } | { approve: false; reason: string }
);

/** What differs between deciding a property and a project. */
export const listingKinds = {
  property: { table: 'properties', noun: 'property', Noun: 'Property' },
  project: { table: 'projects', noun: 'project', Noun: 'Project' },
} as const;
export type ListingKind = (typeof listingKinds)[keyof typeof listingKinds];

export interface DecidedListing {
  id: number;
  request_status: 'approved' | 'rejected';
  user_id: number;
  title: string;
}

const now = sql<Date>`now()`;

/** A decision's note for the owner: the reason, or nothing. */
export const ownerNote = (reason: string | undefined) => (reason?.trim() ? ` ${reason.trim()}` : '');

/** A rejection needs a reason the owner can act on; an approval's note is optional. */
export function checkedReason(decision: Decision): string {
  const reason = decision.reason?.trim() ?? '';
  if (!decision.approve && !reason) throw invalidInput('A reason is required to reject.');
  return reason;
}

/**
 * Approves a listing (public, if its owner keeps it active; an enabled project is made active)
 * or rejects it, in `tx`, and logs who decided; a rejected listing may be approved later and an
 * approved one taken down. Answers the notice for its owner, for the caller to store in `tx`.
 */
export async function decideListingIn(
  tx: Queryable,
  kind: ListingKind,
  id: number,
  decision: Decision,
): Promise<{ result: DecidedListing; notice: Notice }> {
  const reason = checkedReason(decision);
  const status = decision.approve ? ('approved' as const) : ('rejected' as const);
  const listing = await kyselyOf(tx)
    .selectFrom(kind.table)
    .select(['user_id', 'title', 'request_status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!listing) throw notFound(`There is no ${kind.noun} ${id}.`);
  // The row is locked: of two decisions at once, the second reads the first's outcome here.
  if (decision.expectPending && listing.request_status !== 'pending') {
    throw conflict(
      `${kind.Noun} ${id} was already ${listing.request_status}${await lastDecisionNote(tx, kind.noun, id)}.`,
    );
  }
  if (listing.request_status === status) {
    throw conflict(`${kind.Noun} ${id} is already ${status}${await lastDecisionNote(tx, kind.noun, id)}.`);
  }
  await settleClaim(tx, kind.noun, id, decision.decidedBy);
  if (kind.table === 'properties') {
    await kyselyOf(tx)
      .updateTable('properties')
      // Approval starts the listing's time before it counts as stale (a long review is not its owner's delay).
      .set({ request_status: status, updated_at: now, ...(decision.approve ? { renewed_at: now } : {}) })
      .where('id', '=', id)
      .execute();
    // An approval is the moderator's word on the listing as it stands, duplicate suspicions included.
    if (decision.approve) await dismissOpenSuspicions(tx, id, decision.decidedBy);
  } else {
    await kyselyOf(tx)
      .updateTable('projects')
      .set((eb) => ({
        request_status: status,
        status: status === 'approved' ? eb.lit(1) : eb.ref('status'),
        updated_at: now,
        ...(decision.approve ? { renewed_at: now } : {}),
      }))
      .where('id', '=', id)
      .execute();
  }
  await logDecision(tx, { subject: kind.noun, subjectId: id, decision: status, reason, decidedBy: decision.decidedBy });
  if (decision.via) {
    await recordOperatorAction(tx, {
      actorId: decision.decidedBy,
      via: decision.via,
      action: `${kind.noun}.${decision.approve ? 'approve' : 'reject'}`,
      subjectId: id,
      before: { status: listing.request_status },
      after: { status },
      reason,
    });
  }
  const notice: Notice = {
    userId: listing.user_id,
    propertyId: kind.table === 'properties' ? id : null,
    type: `${kind.noun}_${status}`,
    title: decision.approve ? `Your ${kind.noun} was approved` : `Your ${kind.noun} was not approved`,
    message: decision.approve
      ? `"${listing.title}" is now visible to everyone.${ownerNote(reason)}`
      : `"${listing.title}" was not approved. Reason: ${reason}`,
  };
  return { result: { id, request_status: status, user_id: listing.user_id, title: listing.title }, notice };
}
