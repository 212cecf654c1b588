import type { ChatReportReason } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { keysetAfter, keysetCursorSql, keysetPage } from '../../db/keyset';
import { kyselyOf } from '../../db/kysely';
import { conflict, notFound } from '../../http/api-error';
import { chatFileLinks, type ChatFileLinks } from '../chat/file-links';
import { notify } from '../notifications/notify';
import { recordOperatorAction } from '../operator-log/record';
import type { CasePage, Decider } from './case-pages';

/** What a moderator decides about a reported conversation. */
export const chatReportDecisions = ['dismissed', 'banned'] as const;
export type ChatReportDecision = (typeof chatReportDecisions)[number];

/** Messages of a reported conversation shown with it: the last few, enough to judge. */
export const reportedMessagesShown = 5;

export interface ReportedMessage {
  id: number;
  sender_id: number;
  message: string;
  has_file: boolean;
  /** Links to its files for the moderator who asked (chat-file), none when nobody did. */
  file_links: string[];
  held: boolean;
  deleted: boolean;
  created_at: string;
}

export interface ChatReport {
  id: number;
  reason: ChatReportReason;
  details: string;
  created_at: string;
  property_id: number;
  reporter: { id: number; name: string; email: string };
  reported: { id: number; name: string; email: string };
  decision: ChatReportDecision | null;
  decided_by: string;
  decided_at: string | null;
  /** Why the moderator decided so ('' when none was given). */
  decision_reason: string;
  /** A ban lifted later: by whom (e-mail) and when. */
  lifted_by: string;
  lifted_at: string | null;
  lift_reason: string;
  /** The conversation's last messages, oldest first, deleted ones too (a report is often about them). */
  messages: ReportedMessage[];
}

/**
 * Reported conversations for the moderators, newest report first (`open`: only those not
 * decided yet, `decided`: only those decided; by keyset `after` or offset, `next` the cursor of
 * the page after), each with its last messages, held ones' text included, and links to their
 * files made for `moderator` (an admin's id) when one is named.
 */
export async function listChatReports(
  deps: AppDeps,
  page: CasePage,
  moderator?: number,
): Promise<{ data: ChatReport[]; total: number; next: string | null }> {
  const links = moderator === undefined ? undefined : { to: moderator, links: await chatFileLinks(deps) };
  const db = kyselyOf(deps.db);
  let query = db
    .selectFrom('chat_reports as r')
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .innerJoin('users as reported', 'reported.id', 'r.reported_id')
    .leftJoin('users as moderator', 'moderator.id', 'r.decided_by')
    .leftJoin('users as lifter', 'lifter.id', 'r.lifted_by');
  if (page.state === 'open') query = query.where('r.decision', 'is', null);
  if (page.state === 'decided') query = query.where('r.decision', 'is not', null);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        'r.id',
        'r.reason',
        'r.details',
        'r.created_at',
        'r.property_id',
        'r.decision',
        'r.decided_at',
        'reporter.id as reporter_id',
        'reporter.name as reporter_name',
        'reporter.email as reporter_email',
        'reported.id as reported_id',
        'reported.name as reported_name',
        'reported.email as reported_email',
        'moderator.email as moderator_email',
        'r.lifted_at',
        'lifter.email as lifter_email',
        'r.decision_reason',
        'r.lift_reason',
        keysetCursorSql('r').as('cursor'),
      ])
      .$if(page.after !== undefined, (rows) => rows.where(keysetAfter('r', page.after!)))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit + 1)
      .offset(page.offset ?? 0)
      .execute(),
  ]);
  const { page: shown, next } = keysetPage(rows, page.limit);
  const data: ChatReport[] = [];
  for (const row of shown) {
    data.push({
      id: row.id,
      // The CHECK constraints of migration 030 hold these to the contract's words.
      reason: row.reason as ChatReportReason,
      details: row.details,
      created_at: row.created_at.toISOString(),
      property_id: row.property_id,
      reporter: { id: row.reporter_id, name: row.reporter_name, email: row.reporter_email ?? '' },
      reported: { id: row.reported_id, name: row.reported_name, email: row.reported_email ?? '' },
      decision: row.decision as ChatReportDecision | null,
      decided_by: row.moderator_email ?? '',
      decided_at: row.decided_at?.toISOString() ?? null,
      decision_reason: row.decision_reason,
      lifted_by: row.lifter_email ?? '',
      lifted_at: row.lifted_at?.toISOString() ?? null,
      lift_reason: row.lift_reason,
      messages: await lastMessages(deps, row.reporter_id, row.reported_id, row.property_id, links),
    });
  }
  return { data, total: Number(total), next };
}

async function lastMessages(
  deps: AppDeps,
  one: number,
  other: number,
  propertyId: number,
  links: { to: number; links: ChatFileLinks } | undefined,
) {
  const rows = await kyselyOf(deps.db)
    .selectFrom('chat_messages')
    .select(['id', 'sender_id', 'message', 'file', 'audio', 'held', 'deleted_at', 'created_at'])
    .where('to_admin', '=', false)
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', one), eb('receiver_id', '=', other)]),
        eb.and([eb('sender_id', '=', other), eb('receiver_id', '=', one)]),
      ]),
    )
    .where((eb) => eb(eb.fn.coalesce('property_id', eb.lit(0)), '=', propertyId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(reportedMessagesShown)
    .execute();
  return rows.reverse().map((row): ReportedMessage => ({
    id: row.id,
    sender_id: row.sender_id ?? 0,
    message: row.message,
    has_file: Boolean(row.file || row.audio),
    file_links: links ? [row.file, row.audio].flatMap((key) => links.links.url(row.id, key, links.to) || []) : [],
    held: row.held,
    deleted: row.deleted_at !== null,
    created_at: row.created_at.toISOString(),
  }));
}

/** Who decided a report and when, for a refusal's message. */
async function decidedText(deps: AppDeps, reportId: number) {
  const report = await kyselyOf(deps.db)
    .selectFrom('chat_reports as r')
    .leftJoin('users as m', 'm.id', 'r.decided_by')
    .leftJoin('users as l', 'l.id', 'r.lifted_by')
    .select(['r.decision', 'r.decided_at', 'm.email as decider', 'r.lifted_at', 'l.email as lifter'])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  if (!report) throw notFound(`There is no chat report #${reportId}.`);
  const when = (at: Date | null) => (at ? ` on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');
  const who = (email: string | null) => email ?? 'an operator whose account is gone';
  return {
    decision: report.decision,
    decided: `${report.decision} by ${who(report.decider)}${when(report.decided_at)}`,
    lifted: report.lifted_at ? `lifted by ${who(report.lifter)}${when(report.lifted_at)}` : '',
  };
}

/**
 * A moderator's decision on a report, with the reason, recorded with who and when and in the
 * operators' decision log (one transaction); a report is decided once (409 naming who did).
 * Banned: the reported member can send no more messages (send_message answers 403) and is told.
 */
export async function decideChatReport(
  deps: AppDeps,
  reportId: number,
  decision: ChatReportDecision,
  by: Decider,
  reason = '',
): Promise<{ id: number; decision: ChatReportDecision; decided_at: string; reported_id: number }> {
  const why = reason.trim();
  const decided = await deps.db.transaction(async (tx) => {
    const row = await kyselyOf(tx)
      .updateTable('chat_reports')
      .set({ decision, decided_by: by.id, decided_at: new Date(), decision_reason: why })
      .where('id', '=', reportId)
      .where('decision', 'is', null)
      .returning(['id', 'decided_at', 'reported_id'])
      .executeTakeFirst();
    if (!row) return undefined;
    await recordOperatorAction(tx, {
      actorId: by.id,
      via: by.via,
      action: decision === 'banned' ? 'chat_report.ban' : 'chat_report.dismiss',
      subjectId: reportId,
      before: { decision: null },
      after: { decision, reported_id: row.reported_id },
      reason: why,
    });
    return row;
  });
  if (!decided) {
    const report = await decidedText(deps, reportId);
    throw conflict(`Report #${reportId} was already ${report.decided}.`);
  }
  if (decision === 'banned') {
    await notify(deps, {
      userId: decided.reported_id,
      title: 'You can no longer send messages',
      message: 'A moderator has blocked you from chatting after a report of one of your conversations.',
      type: 'chat_banned',
    });
  }
  return {
    id: decided.id,
    decision,
    decided_at: decided.decided_at!.toISOString(),
    reported_id: decided.reported_id,
  };
}

/**
 * Lifts a ban (a mistake, an appeal) with the reason, recorded with who and when and in the
 * decision log (one transaction): the member may send again and is told.
 */
export async function liftChatBan(
  deps: AppDeps,
  reportId: number,
  by: Decider,
  reason = '',
): Promise<{ id: number; reported_id: number; lifted_at: string }> {
  const why = reason.trim();
  const lifted = await deps.db.transaction(async (tx) => {
    const row = await kyselyOf(tx)
      .updateTable('chat_reports')
      .set({ lifted_by: by.id, lifted_at: new Date(), lift_reason: why })
      .where('id', '=', reportId)
      .where('decision', '=', 'banned')
      .where('lifted_at', 'is', null)
      .returning(['id', 'reported_id', 'lifted_at'])
      .executeTakeFirst();
    if (!row) return undefined;
    await recordOperatorAction(tx, {
      actorId: by.id,
      via: by.via,
      action: 'chat_report.lift',
      subjectId: reportId,
      before: { decision: 'banned', lifted: false },
      after: { decision: 'banned', lifted: true, reported_id: row.reported_id },
      reason: why,
    });
    return row;
  });
  if (!lifted) {
    const report = await decidedText(deps, reportId);
    throw conflict(
      report.lifted
        ? `The ban of report #${reportId} was already ${report.lifted}.`
        : report.decision
          ? `Report #${reportId} banned nobody: it was ${report.decided}.`
          : `Report #${reportId} is not decided yet: there is no ban to lift.`,
    );
  }
  await notify(deps, {
    userId: lifted.reported_id,
    title: 'You can send messages again',
    message: 'A moderator has lifted the block on your chatting.',
    type: 'chat_unbanned',
  });
  return { id: lifted.id, reported_id: lifted.reported_id, lifted_at: lifted.lifted_at!.toISOString() };
}
