import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { conflict, notFound } from '../../http/api-error';
import { deliverNotices, storeNotice } from '../notifications/notify';
import { decideListingIn, listingKinds } from './listing-decision';
import type { ListingReport } from '@domus/shared/contract';

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
    ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['executeTakeFirstOrThrow']>>;

const toReport = ({ moderator_email, ...row }: ReportRow): ListingReport => ({
  ...row,
  reporter_email: row.reporter_email ?? '',
  created_at: row.created_at.toISOString(),
  // The CHECK constraint of migration 032 holds it to these words.
  decision: row.decision as ReportDecision | null,
  decided_by: moderator_email ?? '',
  decided_at: row.decided_at?.toISOString() ?? null,
});

/** Reports of listings, newest first, with the listing, the reporter and the reason; `open`: undecided only. */
export async function listListingReports(
  db: Queryable,
  page: { limit: number; offset: number; open: boolean },
): Promise<{ data: ListingReport[]; total: number }> {
  const k = kyselyOf(db);
  let counting = k.selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('total'));
  let reading = selectReports(db);
  if (page.open) {
    counting = counting.where('decision', 'is', null);
    reading = reading.where('r.decision', 'is', null);
  }
  const [counted, rows] = await Promise.all([
    counting.executeTakeFirstOrThrow(),
    reading.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { data: rows.map(toReport), total: Number(counted.total) };
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
  decision: { decision: 'dismissed'; decidedBy: number } | { decision: 'upheld'; reason: string; decidedBy: number },
): Promise<ListingReport> {
  const { report, stored } = await deps.db.transaction(async (tx) => {
    const k = kyselyOf(tx);
    const open = await k
      .selectFrom('reports as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .select(['r.property_id', 'r.decision', 'p.request_status'])
      .where('r.id', '=', id)
      .forUpdate(['r'])
      .executeTakeFirst();
    if (!open) throw notFound(`There is no report #${id}.`);
    if (open.decision) throw conflict(`Report #${id} was already decided (${open.decision}).`);
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
