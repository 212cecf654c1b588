import type { ReviewClaim, ReviewSubject } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { conflict, notFound } from '../../http/api-error';

/** How long a claim lasts unless renewed: the console renews it every minute while the item is open. */
export const claimMinutes = 5;

const nouns: Record<ReviewSubject, string> = {
  property: 'Property',
  project: 'Project',
  advertisement: 'Advertisement',
  report: 'Report',
};
/** "Property 12", "Report #3": how messages name an item. */
export const itemName = (subject: ReviewSubject, id: number) =>
  subject === 'report' ? `Report #${id}` : `${nouns[subject]} ${id}`;

const minute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function selectClaims(db: Queryable) {
  return kyselyOf(db)
    .selectFrom('review_claims as c')
    .innerJoin('users as u', 'u.id', 'c.claimed_by')
    .select(['c.subject', 'c.subject_id', 'c.claimed_by', 'u.name', 'u.email', 'c.claimed_until'])
    .where('c.claimed_until', '>', sql<Date>`now()`);
}
type ClaimRow = Awaited<ReturnType<ReturnType<typeof selectClaims>['executeTakeFirstOrThrow']>>;

const toClaim = (row: ClaimRow): ReviewClaim => ({
  // The CHECK constraint of migration 039 holds it to these words.
  subject: row.subject as ReviewSubject,
  subject_id: row.subject_id,
  claimed_by: row.claimed_by,
  claimed_by_name: row.name,
  claimed_by_email: row.email ?? '',
  claimed_until: row.claimed_until.toISOString(),
});

const heldMessage = (row: ClaimRow) =>
  `${itemName(row.subject as ReviewSubject, row.subject_id)} is being reviewed by ${row.name}` +
  `${row.email ? ` (${row.email})` : ''} until ${minute(row.claimed_until)}.`;

/** The live claims on some items of one kind, by item id. */
export async function claimsOn(
  db: Queryable,
  subject: ReviewSubject,
  ids: number[],
): Promise<Map<number, ReviewClaim>> {
  if (ids.length === 0) return new Map();
  const rows = await selectClaims(db).where('c.subject', '=', subject).where('c.subject_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.subject_id, toClaim(row)]));
}

/**
 * In a decision's transaction: refuses (409, naming the holder) when another operator has the
 * item claimed; the decision then ends the item's claim, whoever held it.
 */
export async function settleClaim(tx: Queryable, subject: ReviewSubject, id: number, decidedBy: number) {
  const held = await selectClaims(tx)
    .where('c.subject', '=', subject)
    .where('c.subject_id', '=', id)
    .where('c.claimed_by', '<>', decidedBy)
    .executeTakeFirst();
  if (held) throw conflict(heldMessage(held));
  await kyselyOf(tx).deleteFrom('review_claims').where('subject', '=', subject).where('subject_id', '=', id).execute();
}

/** " by mona@domus.example on 2026-12-06 21:40 UTC": the last decision on an item, for a refusal's message. */
export async function lastDecisionNote(db: Queryable, subject: Exclude<ReviewSubject, 'report'>, id: number) {
  const last = await kyselyOf(db)
    .selectFrom('moderation_decisions as d')
    .leftJoin('users as u', 'u.id', 'd.decided_by')
    .select(['u.name', 'u.email', 'd.decided_at'])
    .where('d.subject', '=', subject)
    .where('d.subject_id', '=', id)
    .orderBy('d.decided_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return '';
  const who = last.email ? `${last.name} (${last.email})` : 'a removed operator';
  return ` by ${who} on ${minute(last.decided_at)}`;
}

/** Where an item stands: whether it still waits for a decision, and if not, what became of it and by whom. */
async function itemState(tx: Queryable, subject: ReviewSubject, id: number) {
  const k = kyselyOf(tx);
  if (subject === 'report') {
    const report = await k
      .selectFrom('reports as r')
      .leftJoin('users as u', 'u.id', 'r.decided_by')
      .select(['r.decision', 'u.email'])
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!report) return undefined;
    return report.decision === null
      ? { waiting: true }
      : { waiting: false, note: `${report.decision}${report.email ? ` by ${report.email}` : ''}` };
  }
  const row =
    subject === 'advertisement'
      ? await k.selectFrom('advertisements').select('status').where('id', '=', id).executeTakeFirst()
      : await k
          .selectFrom(subject === 'property' ? 'properties' : 'projects')
          .select('request_status as status')
          .where('id', '=', id)
          .executeTakeFirst();
  if (!row) return undefined;
  return row.status === 'pending'
    ? { waiting: true }
    : { waiting: false, note: `${row.status}${await lastDecisionNote(tx, subject, id)}` };
}

/**
 * Claims an item for `by` for the next few minutes, or renews their claim. Refused (409) when
 * it no longer waits (saying who decided it) or another operator holds a live claim on it.
 */
export async function claimReview(db: Db, subject: ReviewSubject, id: number, by: number): Promise<ReviewClaim> {
  return db.transaction(async (tx) => {
    const state = await itemState(tx, subject, id);
    if (!state) throw notFound(`There is no ${nouns[subject].toLowerCase()} ${id}.`);
    if (!state.waiting) throw conflict(`${itemName(subject, id)} was already ${state.note}.`);
    const until = sql<Date>`now() + make_interval(mins => ${claimMinutes})`;
    const taken = await kyselyOf(tx)
      .insertInto('review_claims')
      .values({ subject, subject_id: id, claimed_by: by, claimed_until: until })
      .onConflict((oc) =>
        oc
          .columns(['subject', 'subject_id'])
          .doUpdateSet({ claimed_by: by, claimed_until: until })
          .where((eb) =>
            eb.or([eb('review_claims.claimed_by', '=', by), eb('review_claims.claimed_until', '<=', sql<Date>`now()`)]),
          ),
      )
      .returning('subject_id')
      .executeTakeFirst();
    const claim = await selectClaims(tx)
      .where('c.subject', '=', subject)
      .where('c.subject_id', '=', id)
      .executeTakeFirst();
    if (!taken || !claim) throw conflict(claim ? heldMessage(claim) : `${itemName(subject, id)} could not be claimed.`);
    return toClaim(claim);
  });
}

/** Lets go of one's claim on an item (nothing when one held none). */
export async function releaseReview(db: Queryable, subject: ReviewSubject, id: number, by: number) {
  const released = await kyselyOf(db)
    .deleteFrom('review_claims')
    .where('subject', '=', subject)
    .where('subject_id', '=', id)
    .where('claimed_by', '=', by)
    .returning('subject_id')
    .execute();
  return { released: released.length > 0 };
}
