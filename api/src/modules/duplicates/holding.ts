import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { storeNotice, type StoredNotice } from '../notifications/notify';
import { evidenceText, findSuspects, type Suspect } from './detection';

/** The notice type an owner gets when their listing is held as a likely duplicate. */
export const duplicateNoticeType = 'duplicate_suspected';

/**
 * The owner's notice: which listing theirs resembles and why. Another member's listing is named
 * only while it is public: a pending or switched-off listing's title is its owner's business.
 */
export function duplicateNotice(listing: { id: number; user_id: number; title: string }, suspect: Suspect) {
  const original = suspect.visible || suspect.evidence.same_owner ? `"${suspect.title}"` : "another member's listing";
  return {
    userId: listing.user_id,
    propertyId: listing.id,
    type: duplicateNoticeType,
    title: 'Your listing is waiting for a check',
    message:
      `"${listing.title}" looks like a duplicate of ${original} (${evidenceText(suspect.evidence)}). ` +
      'A moderator will compare them before it is shown.',
    collapseKey: `duplicate:${listing.id}`,
  };
}

/**
 * The duplicate check of a property just posted or edited, in that transaction (its row locked,
 * its picture hashes stored): each likely original gets an open suspicion (the evidence refreshed
 * when one is open already), the listing waits for a moderator (pending, even when it would have
 * been approved: `held` says so), and its owner is told why. Answers the notice to deliver once
 * committed; none when the listing looks like no other.
 */
export async function holdIfDuplicate(tx: Queryable, propertyId: number): Promise<StoredNotice[]> {
  const suspects = await findSuspects(tx, propertyId);
  if (suspects.length === 0) return [];
  const db = kyselyOf(tx);
  const listing = await db
    .selectFrom('properties as p')
    .select((eb) => [
      'p.id',
      'p.user_id',
      'p.title',
      'p.request_status',
      eb
        .exists(
          eb
            .selectFrom('duplicate_suspicions as d')
            .select(sql.lit(1).as('one'))
            .whereRef('d.property_id', '=', 'p.id')
            .where('d.state', '=', sql.lit('open'))
            .where('d.held', '=', true),
        )
        .as('held'),
    ])
    .where('p.id', '=', propertyId)
    .executeTakeFirst();
  if (!listing) return [];
  // Held: it was approved (or would have been) and only this check keeps it waiting; a listing
  // already held by an open suspicion stays held by the new ones too.
  const held = listing.request_status === 'approved' || listing.held;
  if (listing.request_status === 'approved') {
    await db
      .updateTable('properties')
      .set({ request_status: sql.lit('pending'), updated_at: sql<Date>`now()` })
      .where('id', '=', propertyId)
      .execute();
  }
  await db
    .insertInto('duplicate_suspicions')
    .columns(['property_id', 'original_id', 'evidence', 'held'])
    .expression(
      sql`select ${propertyId}, original_id, evidence, ${held}
            from unnest(${suspects.map((suspect) => suspect.original_id)}::int[],
                        ${suspects.map((suspect) => JSON.stringify(suspect.evidence))}::jsonb[]) as found(original_id, evidence)`,
    )
    .onConflict((conflict) =>
      conflict
        .columns(['property_id', 'original_id'])
        .where('state', '=', sql.lit('open'))
        .doUpdateSet((eb) => ({
          evidence: eb.ref('excluded.evidence'),
          held: sql<boolean>`duplicate_suspicions.held or excluded.held`,
        })),
    )
    .execute();
  return [await storeNotice(tx, duplicateNotice(listing, suspects[0]!))];
}

/**
 * A moderator approved the listing as it stands: its open suspicions are answered (dismissed,
 * with who and when), so its next edit does not hold it again for the same pairs.
 */
export async function dismissOpenSuspicions(tx: Queryable, propertyId: number, decidedBy: number) {
  await kyselyOf(tx)
    .updateTable('duplicate_suspicions')
    .set({ state: 'dismissed', decided_by: decidedBy, decided_at: sql<Date>`now()`, reason: 'Approved as it is' })
    .where('property_id', '=', propertyId)
    .where('state', '=', 'open')
    .execute();
}
