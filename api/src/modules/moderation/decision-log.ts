import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { DecisionEntry, DecisionSubject } from '@domus/shared/contract';

export interface LoggedDecision {
  subject: DecisionSubject;
  subjectId: number;
  decision: 'approved' | 'rejected';
  reason: string;
  /** The admin's user id. */
  decidedBy: number;
}

/** Writes a decision to the log, in the transaction that carries it out. */
export async function logDecision(tx: Queryable, decision: LoggedDecision) {
  await kyselyOf(tx)
    .insertInto('moderation_decisions')
    .values({
      subject: decision.subject,
      subject_id: decision.subjectId,
      decision: decision.decision,
      reason: decision.reason,
      decided_by: decision.decidedBy,
    })
    .execute();
}

/** The log, newest first; `subject` and `subjectId` narrow it to one kind or one thing. */
export async function listDecisions(
  db: Queryable,
  page: { limit: number; offset: number; subject?: DecisionSubject; subjectId?: number },
): Promise<{ data: DecisionEntry[]; total: number }> {
  let query = kyselyOf(db).selectFrom('moderation_decisions as d');
  if (page.subject) query = query.where('d.subject', '=', page.subject);
  if (page.subjectId !== undefined) query = query.where('d.subject_id', '=', page.subjectId);
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .leftJoin('users as u', 'u.id', 'd.decided_by')
      .leftJoin('properties as p', (join) =>
        join.on((eb) => eb.and([eb('d.subject', '=', sql.lit('property')), eb('p.id', '=', eb.ref('d.subject_id'))])),
      )
      .leftJoin('projects as j', (join) =>
        join.on((eb) => eb.and([eb('d.subject', '=', sql.lit('project')), eb('j.id', '=', eb.ref('d.subject_id'))])),
      )
      .leftJoin('advertisements as a', (join) =>
        join.on((eb) =>
          eb.and([eb('d.subject', '=', sql.lit('advertisement')), eb('a.id', '=', eb.ref('d.subject_id'))]),
        ),
      )
      .leftJoin('properties as ap', 'ap.id', 'a.property_id')
      .leftJoin('projects as aj', 'aj.id', 'a.project_id')
      .select((eb) => [
        'd.id',
        'd.subject',
        'd.subject_id',
        'd.decision',
        'd.reason',
        'd.decided_at',
        'u.email as moderator_email',
        eb.fn.coalesce('p.title', 'j.title', 'ap.title', 'aj.title', sql.lit<string>('')).as('title'),
      ])
      .orderBy('d.decided_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      // The CHECK constraints of migration 032 hold these to the words above.
      subject: row.subject as DecisionSubject,
      subject_id: row.subject_id,
      title: row.title,
      decision: row.decision as LoggedDecision['decision'],
      reason: row.reason,
      decided_by: row.moderator_email ?? '',
      decided_at: row.decided_at.toISOString(),
    })),
    total: Number(counted.total),
  };
}
