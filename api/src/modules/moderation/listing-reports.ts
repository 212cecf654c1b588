import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import { conflict, notFound } from '../../http/api-error';
import { deliverNotices, storeNotice } from '../notifications/notify';
import { recordOperatorAction } from '../operator-log/record';
import { decideListingIn, listingKinds } from './listing-decision';
import { claimsOn, settleClaim } from './review-claims';
import type { KeysetPosition, ListingReport } from '@domus/shared/contract';

type ReportDecision = 'dismissed' | 'upheld';

function selectReports(db: Queryable) {
  return kyselyOf(db)
    .selectFrom('reports as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('report_reasons as rr', 'rr.id', 'r.reason_id')
    .leftJoin('users as moderator', 'moderator.id', 'r.decided_by')
    .select((eb) => [
      'r.id',
      'r.property_id',
      'p.slug_id as property_slug_id',
      'p.title as property_title',
      'r.user_id as reporter_id',
      'u.name as reporter_name',
      'u.email as reporter_email',
      'r.reason_id',
      eb.fn.coalesce('rr.reason', sql.lit<string>('')).as('reason'),
      'r.other_message',
      'r.created_at',
      'r.decision',
      'moderator.email as moderator_email',
      'r.decided_at',
      keysetCursorSql('r').as('cursor'),
    ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['executeTakeFirstOrThrow']>>;

const toReport = ({ moderator_email, cursor: _cursor, ...row }: ReportRow): ListingReport => ({
  ...row,
  reporter_email: row.reporter_email ?? '',
  created_at: row.created_at.toISOString(),
  // The CHECK constraint of migration 032 holds it to these words.
  decision: row.decision as ReportDecision | null,
  decided_by: moderator_email ?? '',
  decided_at: row.decided_at?.toISOString() ?? null,
  claim: null,
});

/** How many reports there are (`open`: undecided only), without reading any. */
export async function countListingReports(db: Queryable, open: boolean): Promise<number> {
  let counting = kyselyOf(db)
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('total'));
  if (open) counting = counting.where('decision', 'is', null);
  return Number((await counting.executeTakeFirstOrThrow()).total);
}

/**
 * Reports of listings, newest first, with the listing, the reporter, the reason and who has it
 * in hand; `open`: undecided only. Paged by `cursor` (keyset: created_at, id) or `offset`.
 */
export async function listListingReports(
  db: Queryable,
  page: { limit: number; offset: number; open: boolean; cursor?: KeysetPosition },
): Promise<{ data: ListingReport[]; total: number; next_cursor: string | null }> {
  let reading = selectReports(db);
  if (page.open) reading = reading.where('r.decision', 'is', null);
  if (page.cursor) reading = reading.where(keysetAfter('r', page.cursor));
  const total = await countListingReports(db, page.open);
  const { page: rows, next } = keysetPage(
    await reading
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit + 1)
      .offset(page.cursor ? 0 : page.offset)
      .execute(),
    page.limit,
  );
  const claims = await claimsOn(
    db,
    'report',
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({ ...toReport(row), claim: claims.get(row.id) ?? null })),
    total,
    next_cursor: next,
  };
}

/**
 * A moderator's decision on a report of a listing, recorded with who and when; a report is
 * decided once. Dismissed: the listing stays. Upheld: the listing is taken down (rejected with
 * the reason, its owner told, the decision logged) unless it already is, and every open report
 * of it is upheld with this one.
 */
export async function decideListingReport(
  deps: AppDeps,
  id: number,
  decision: { decidedBy: number; via: 'console' | 'command' } & (
    { decision: 'dismissed' } | { decision: 'upheld'; reason: string }
  ),
): Promise<ListingReport> {
  const { report, stored } = await deps.db.transaction(async (tx) => {
    const k = kyselyOf(tx);
    const open = await k
      .selectFrom('reports as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .leftJoin('users as moderator', 'moderator.id', 'r.decided_by')
      .select(['r.property_id', 'r.decision', 'p.request_status', 'moderator.email as moderator_email'])
      .where('r.id', '=', id)
      .forUpdate(['r'])
      .executeTakeFirst();
    if (!open) throw notFound(`There is no report #${id}.`);
    if (open.decision) {
      const by = open.moderator_email ? ` by ${open.moderator_email}` : '';
      throw conflict(`Report #${id} was already decided (${open.decision}${by}).`);
    }
    await settleClaim(tx, 'report', id, decision.decidedBy);
    await recordOperatorAction(tx, {
      actorId: decision.decidedBy,
      via: decision.via,
      action: decision.decision === 'dismissed' ? 'report.dismiss' : 'report.uphold',
      subjectId: id,
      before: { decision: null },
      after: { decision: decision.decision },
      reason: decision.decision === 'upheld' ? decision.reason : '',
    });
    const decided = { decision: decision.decision, decided_by: decision.decidedBy, decided_at: sql<Date>`now()` };
    if (decision.decision === 'dismissed') {
      await k.updateTable('reports').set(decided).where('id', '=', id).execute();
      return { report: await selectReports(tx).where('r.id', '=', id).executeTakeFirstOrThrow(), stored: [] };
    }
    const takenDown =
      open.request_status === 'rejected'
        ? undefined
        : await decideListingIn(tx, listingKinds.property, open.property_id, {
            approve: false,
            reason: decision.reason,
            decidedBy: decision.decidedBy,
            via: decision.via,
          });
    await k
      .updateTable('reports')
      .set(decided)
      .where('property_id', '=', open.property_id)
      .where('decision', 'is', null)
      .execute();
    return {
      report: await selectReports(tx).where('r.id', '=', id).executeTakeFirstOrThrow(),
      stored: takenDown ? [await storeNotice(tx, takenDown.notice)] : [],
    };
  });
  await deliverNotices(deps, stored);
  return toReport(report);
}
