import { chatMessages } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import type { PrivateFileStorage } from '../../files/private-files';
import { forbidden, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { pushTo, sidesOf, type Conversation } from './conversation';
import { storedPerson } from './message-view';

/**
 * delete_chat_message: the sender takes their message back for both sides. The row stays
 * (deleted_at) so conversations keep their order; its files leave storage. Someone else's
 * message is a 403 for the people in that conversation and a 404 for anyone else, so
 * message ids reveal nothing to strangers.
 */
export async function deleteMessage(deps: AppDeps, files: PrivateFileStorage, caller: AuthUser, messageId: number) {
  const callerIsDesk = caller.role === 'admin';
  // One update that returns the files it cleared: the row as it was, joined as `old`.
  const deleted = await kyselyOf(deps.db)
    .updateTable('chat_messages as m')
    .from((eb) =>
      eb
        .selectFrom('chat_messages')
        .select(['id', 'file', 'audio'])
        .where('id', '=', messageId)
        .where('sender_id', '=', caller.id)
        .as('old'),
    )
    .set({ deleted_at: sql<Date>`now()`, file: '', audio: '' })
    .whereRef('m.id', '=', 'old.id')
    .where('m.deleted_at', 'is', null)
    .returning(['m.receiver_id', 'm.to_admin', 'm.property_id', 'old.file', 'old.audio'])
    .executeTakeFirst();
  if (!deleted) {
    const other = await kyselyOf(deps.db)
      .selectFrom('chat_messages')
      .select('id')
      .where('id', '=', messageId)
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('receiver_id', '=', caller.id),
          eb.and([eb('to_admin', '=', true), eb('receiver_id', 'is', null), eb.val(callerIsDesk)]),
        ]),
      )
      .executeTakeFirst();
    throw other ? forbidden(chatMessages.notYourMessage) : notFound(chatMessages.messageNotFound);
  }
  await Promise.allSettled([deleted.file, deleted.audio].filter(Boolean).map((key) => files.remove(key)));

  // The sender's side of it: a desk message is the desk's (sent by an admin) or the user's.
  const toDesk = deleted.to_admin && deleted.receiver_id === null;
  const conversation: Conversation = {
    callerId: caller.id,
    callerIsDesk: deleted.to_admin && deleted.receiver_id !== null,
    otherId: toDesk ? 0 : storedPerson(deleted.receiver_id, messageId),
    propertyId: deleted.property_id ?? 0,
  };
  const { mine, theirs } = sidesOf(conversation);
  for (const side of [mine, theirs]) pushTo(deps, side, 'chat:deleted', { chat: side.key, id: messageId });
  return { id: messageId };
}
