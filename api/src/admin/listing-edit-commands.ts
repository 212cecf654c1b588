import { parseArgs } from 'node:util';
import type { AppDeps } from '../app-deps';
import { editSubjects, type EditSubject } from '@domus/shared/contract';
import { listEdits, type ListingEditEntry } from '../modules/listing-edits/edit-log';
import { minute, pageOf, wholeNumber } from './arguments';

export const listingEditUsage = `  edits:list [--subject property|project] [--id <id>] [--limit 50] [--offset 0]
                                  edits of listings, newest first: who changed which field from what to
                                  what (files as URLs), and which edits sent a live listing back to review`;

/** A value as the command prints it: quoted text, a URL, or "(none)". */
const shown = (value: string | null) => (value === null ? '(none)' : JSON.stringify(value));

/** One edit: a line saying who changed what, then a line per changed field. */
export function editLines(edit: ListingEditEntry): string[] {
  const outcome = edit.sent_to_review ? ', sent back to review' : '';
  return [
    `#${edit.id} ${minute(edit.edited_at)} ${edit.subject} #${edit.subject_id} "${edit.title}" ` +
      `edited by ${edit.edited_by || '(removed account)'} (was ${edit.request_status_before}${outcome})`,
    ...edit.changes.map(
      (change) =>
        `    ${change.field}${change.item ? ` [${change.item}]` : ''}: ${shown(change.old)} -> ${shown(change.new)}`,
    ),
  ];
}

/** `edits:list`; false when `command` is another. */
export async function runListingEditCommand(
  command: string | undefined,
  args: string[],
  deps: AppDeps,
  print: (text: string) => void,
): Promise<boolean> {
  if (command !== 'edits:list') return false;
  const { values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      subject: { type: 'string' },
      id: { type: 'string' },
      limit: { type: 'string', default: '50' },
      offset: { type: 'string', default: '0' },
    },
  });
  const subject = values.subject;
  if (subject !== undefined && !(editSubjects as readonly string[]).includes(subject)) {
    throw new Error(`--subject must be one of ${editSubjects.join(', ')}`);
  }
  if (values.id !== undefined && subject === undefined) throw new Error('--id needs --subject');
  const { data, total } = await listEdits(deps.db, deps.files, {
    ...pageOf(values),
    subject: subject as EditSubject | undefined,
    subjectId: values.id === undefined ? undefined : wholeNumber('--id', values.id, 1),
  });
  for (const edit of data) for (const line of editLines(edit)) print(line);
  print(`${data.length} of ${total} edits`);
  return true;
}
