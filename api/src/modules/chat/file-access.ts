import { isOperator } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { LinkReader } from './file-links';

/** A chat file someone may read, with the name it is downloaded under. */
export interface ReadableChatFile {
  name: string;
}

/**
 * The chat file `key` of a message when `reader` may read it, checked again on every request
 * (a link outlives nothing it was made from): the file must be the attachment or voice note
 * of that message, not deleted. Its two sides may (the receiver of a held message only once
 * they have shown it, as get_messages), the desk its own conversations (any active admin; 0 is
 * the desk as its pushes name it), and the moderators (active admins) a conversation between
 * members that one of them has reported. Nobody else, whatever they know of the message.
 */
export async function readableChatFile(
  db: Queryable,
  messageId: number,
  key: string,
  reader: LinkReader,
): Promise<ReadableChatFile | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('chat_messages as m')
    .leftJoin('users as u', (join) => join.on('u.id', '=', reader).on('u.is_active', '=', true))
    .select((eb) => [
      'm.sender_id',
      'm.receiver_id',
      'm.file',
      'm.file_name',
      'm.to_admin',
      'm.held',
      'm.revealed_at',
      'u.role',
      eb
        .exists(
          eb
            .selectFrom('chat_reports as r')
            .select('r.id')
            .whereRef('r.property_id', '=', eb.fn.coalesce('m.property_id', eb.lit(0)))
            .where((report) =>
              report.or([
                report.and([
                  report('r.reporter_id', '=', report.ref('m.sender_id')),
                  report('r.reported_id', '=', report.ref('m.receiver_id')),
                ]),
                report.and([
                  report('r.reporter_id', '=', report.ref('m.receiver_id')),
                  report('r.reported_id', '=', report.ref('m.sender_id')),
                ]),
              ]),
            ),
        )
        .as('reported'),
    ])
    .where('m.id', '=', messageId)
    .where('m.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('m.file', '=', key), eb('m.audio', '=', key)]))
    .executeTakeFirst();
  if (!row) return undefined;
  const file = { name: row.file === key ? row.file_name : `voice-note.${key.split('.').pop()}` };
  if (reader === 0) return row.to_admin ? file : undefined;
  if (!row.role) return undefined;
  if (row.sender_id === reader || row.receiver_id === reader) {
    const withheld = row.held && row.revealed_at === null && !row.to_admin && row.receiver_id === reader;
    return withheld ? undefined : file;
  }
  // The desk's conversations are the admins'; a reported one is every operator's to review.
  return (row.role === 'admin' && row.to_admin) || (isOperator(row.role) && Boolean(row.reported)) ? file : undefined;
}
