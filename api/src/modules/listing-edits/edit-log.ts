import type { EditSubject } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { FileUrls } from '../../files/file-urls';
import { fileFields, type FieldChange } from './review-rule';

export interface RecordedEdit {
  subject: EditSubject;
  subjectId: number;
  editedBy: number;
  requestStatusBefore: string;
  sentToReview: boolean;
  changes: readonly FieldChange[];
}

/** One edit as moderators read it: files as URLs, the editor by e-mail ('' once their account is gone). */
export interface ListingEditEntry {
  id: number;
  subject: EditSubject;
  subject_id: number;
  /** The listing's title now ('' once it is deleted). */
  title: string;
  edited_by: string;
  edited_at: string;
  request_status_before: string;
  sent_to_review: boolean;
  changes: FieldChange[];
}

/** Writes an edit to the log, in the transaction that makes it. */
export async function recordEdit(tx: Queryable, edit: RecordedEdit) {
  await kyselyOf(tx)
    .insertInto('listing_edits')
    .values({
      subject: edit.subject,
      subject_id: edit.subjectId,
      edited_by: edit.editedBy,
      request_status_before: edit.requestStatusBefore,
      sent_to_review: edit.sentToReview,
      changes: JSON.stringify(edit.changes),
    })
    .execute();
}

/** The log, newest first; `subject` and `subjectId` narrow it to one kind or one listing. */
export async function listEdits(
  db: Queryable,
  files: FileUrls,
  page: { limit: number; offset: number; subject?: EditSubject; subjectId?: number },
): Promise<{ data: ListingEditEntry[]; total: number }> {
  let query = kyselyOf(db).selectFrom('listing_edits as e');
  if (page.subject) query = query.where('e.subject', '=', page.subject);
  if (page.subjectId !== undefined) query = query.where('e.subject_id', '=', page.subjectId);
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .leftJoin('users as u', 'u.id', 'e.edited_by')
      .leftJoin('properties as p', (join) =>
        join.on((eb) => eb.and([eb('e.subject', '=', sql.lit('property')), eb('p.id', '=', eb.ref('e.subject_id'))])),
      )
      .leftJoin('projects as j', (join) =>
        join.on((eb) => eb.and([eb('e.subject', '=', sql.lit('project')), eb('j.id', '=', eb.ref('e.subject_id'))])),
      )
      .select((eb) => [
        'e.id',
        'e.subject',
        'e.subject_id',
        'e.edited_at',
        'e.request_status_before',
        'e.sent_to_review',
        'e.changes',
        'u.email as editor_email',
        eb.fn.coalesce('p.title', 'j.title', sql.lit<string>('')).as('title'),
      ])
      .orderBy('e.edited_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const shown = (change: FieldChange): FieldChange =>
    fileFields.has(change.field)
      ? {
          ...change,
          old: change.old === null ? null : files.url(change.old),
          new: change.new === null ? null : files.url(change.new),
        }
      : change;
  return {
    data: rows.map((row) => ({
      id: row.id,
      // The CHECK constraint of migration 034 holds it to these words.
      subject: row.subject as EditSubject,
      subject_id: row.subject_id,
      title: row.title,
      edited_by: row.editor_email ?? '',
      edited_at: row.edited_at.toISOString(),
      request_status_before: row.request_status_before,
      sent_to_review: row.sent_to_review,
      changes: (row.changes as unknown as FieldChange[]).map(shown),
    })),
    total: Number(counted.total),
  };
}
