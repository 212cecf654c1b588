import type { z } from 'zod';
import { chatMessages, conversationPath, type ChatMessage, type sendMessageBody } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { prepareChatAudio, prepareChatFile } from '../../files/chat-files';
import type { PreparedUpload } from '../../files/listing-files';
import type { PrivateFileStorage } from '../../files/private-files';
import type { UploadedFile } from '../../files/uploaded-file';
import { forbidden, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { deliverNotices, storeNotice, type StoredNotice } from '../notifications/notify';
import { propertySeenBy } from '../listing-rules/visibility';
import { readBlockState } from './chat-sql';
import type { SentFile } from './chat-uploads';
import { deskUserOf, openConversation, pushTo, readerOf, sidesOf, type Conversation } from './conversation';
import { deskIdentity } from './desk';
import { chatFileLinks } from './file-links';
import { messageColumnNames, messageType, toChatMessage, type MessageRow } from './message-view';
import { isHeld, refuseIfBannedFromChat, startsConversation } from './safety';

/** A message as its route read it: the contract's fields, the attachment with its name, the voice note. */
export type SentMessage = z.output<typeof sendMessageBody> & { file?: SentFile; audio?: UploadedFile };

/** What a notice shows of a message. */
const noticePreviewLength = 120;
const noticeText = (row: MessageRow) => {
  // A held message's notice (and so its push) never carries what was held back.
  if (row.held) return chatMessages.heldNotice;
  const type = messageType(row);
  if (type === 'audio') return 'Sent a voice note.';
  if (!row.message) return row.file_kind === 'pdf' ? 'Sent a document.' : 'Sent a picture.';
  const text = row.message.replace(/\s+/g, ' ');
  return text.length > noticePreviewLength ? `${text.slice(0, noticePreviewLength - 1)}…` : text;
};

/** The conversation a message goes to: a user's receiver_id or to_admin; an admin always answers as the desk. */
async function recipientOf(
  db: Queryable,
  caller: AuthUser,
  body: { receiver_id?: number; to_admin: boolean },
  propertyId: number,
) {
  const userId = caller.role === 'admin' || !body.to_admin ? body.receiver_id : 0;
  if (userId === undefined) throw invalidInput(chatMessages.recipientMissing);
  const opened = await openConversation(db, caller, userId, propertyId);
  if (opened.other && !opened.other.is_active) throw notFound(chatMessages.userNotFound);
  return opened.conversation;
}

/**
 * A conversation about a listing is one with its owner (either side may be the owner: the
 * buyer writes, the owner answers) or with the admin desk (a question about a listing to the
 * site's team), and only while the sender may see the listing: public, their own, or any for
 * an admin. A listing the sender cannot see is a 404 as on get_property, so a chat never
 * reveals the title or picture of someone's pending or deactivated listing.
 */
async function checkPropertyChat(db: Queryable, caller: AuthUser, conversation: Conversation) {
  const property = await kyselyOf(db)
    .selectFrom('properties as p')
    .select((eb) => ['p.user_id', propertySeenBy(eb, caller).$castTo<boolean>().as('visible')])
    .where('p.id', '=', conversation.propertyId)
    .executeTakeFirst();
  if (!property?.visible) throw notFound(chatMessages.propertyNotFound);
  const ownerIsCaller = property.user_id === caller.id;
  const withOwner = ownerIsCaller || conversation.otherId === property.user_id;
  const withDesk = conversation.otherId === 0 || conversation.callerIsDesk;
  if (!withOwner && !withDesk) throw forbidden(chatMessages.propertyOwnerOnly);
}

/** 403 when either side has blocked the other, with the text for who did. */
async function checkBlocks(db: Queryable, conversation: Conversation) {
  const state = await readBlockState(db, conversation);
  if (state.byMe) {
    throw forbidden(conversation.otherId === 0 ? chatMessages.adminBlockedByMe : chatMessages.blockedByMe);
  }
  if (state.byOther) throw forbidden(chatMessages.blockedByUser);
}

/** What the route checks once the message's conversation is known: a limit on new conversations. */
export type SendingGuard = (sending: { startsConversation: boolean }) => Promise<void>;

/**
 * send_message. Everything that can refuse the message is checked before any file is
 * written (the route's rate limits, fields, a chat ban, recipient, property, blocks, the
 * route's guard, file contents); the files are written, then the message and the receiver's
 * notice are saved in one transaction (a failure there removes the files again); only after
 * commit are both sides told.
 */
export async function sendMessage(
  deps: AppDeps,
  files: PrivateFileStorage,
  caller: AuthUser,
  body: SentMessage,
  guard: SendingGuard = async () => {},
): Promise<{ message: ChatMessage }> {
  const { db } = deps;
  if (!body.message && !body.file && !body.audio) throw invalidInput(chatMessages.messageRequired);
  const conversation = await recipientOf(db, caller, body, body.property_id);
  // A banned member may still write to the desk (to ask why, or to appeal).
  if (conversation.otherId !== 0) await refuseIfBannedFromChat(db, caller);
  if (body.property_id) await checkPropertyChat(db, caller, conversation);
  await checkBlocks(db, conversation);
  await guard({ startsConversation: await startsConversation(db, conversation) });
  const held = await isHeld(db, conversation, body.message);
  const file = body.file && { ...(await prepareChatFile(body.file.file)), name: body.file.name };
  const audio = body.audio && (await prepareChatAudio(body.audio));

  // Private files (file-links.ts): only the conversation reads them.
  const written: string[] = [];
  const write = async (upload: PreparedUpload) => {
    await files.put(upload.key, upload.content, upload.contentType);
    written.push(upload.key);
    return upload.key;
  };
  let saved: { row: MessageRow; notices: StoredNotice[] };
  try {
    const storedFile = file ? await write(file.upload) : '';
    const storedAudio = audio ? await write(audio.upload) : '';
    saved = await db.transaction(async (tx) => {
      const deskUser = deskUserOf(conversation);
      const row = await kyselyOf(tx)
        .insertInto('chat_messages')
        .values({
          sender_id: caller.id,
          // null: to the desk
          receiver_id: conversation.otherId || null,
          to_admin: deskUser !== undefined,
          property_id: conversation.propertyId || null,
          message: body.message,
          file: storedFile,
          file_kind: file?.kind ?? '',
          file_name: file ? file.name || `attachment.${file.upload.key.split('.').pop()}` : '',
          audio: storedAudio,
          audio_seconds: audio?.seconds ?? 0,
          held,
        })
        .returning(messageColumnNames)
        .$narrowType<Pick<MessageRow, 'file_kind'>>()
        .executeTakeFirstOrThrow();
      return { row, notices: await noticeFor(tx, conversation, row) };
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => files.remove(key)));
    throw error;
  }

  const links = await chatFileLinks(deps);
  const { mine, theirs } = sidesOf(conversation);
  for (const side of [mine, theirs]) {
    pushTo(deps, side, 'chat:message', {
      chat: side.key,
      message: toChatMessage(links, saved.row, readerOf(side)),
    });
  }
  await deliverNotices(deps, saved.notices);
  return { message: toChatMessage(links, saved.row, readerOf(mine)) };
}

/**
 * The receiver's "New message from …" notice, one per conversation while unread (collapse
 * key). Messages to the desk notify nobody: every admin's open tab gets the message itself.
 */
async function noticeFor(tx: Queryable, conversation: Conversation, row: MessageRow): Promise<StoredNotice[]> {
  if (conversation.otherId === 0) return [];
  const sender = conversation.callerIsDesk
    ? await deskIdentity(tx)
    : await kyselyOf(tx)
        .selectFrom('users')
        .select(['name', 'profile'])
        .where('id', '=', conversation.callerId)
        .executeTakeFirstOrThrow();
  const senderKey = conversation.callerIsDesk ? 0 : conversation.callerId;
  return [
    await storeNotice(tx, {
      userId: conversation.otherId,
      title: `New message from ${sender.name || 'a user'}`,
      message: noticeText(row),
      type: 'chat_message',
      propertyId: conversation.propertyId || null,
      image: sender.profile,
      collapseKey: `chat:${senderKey}:${conversation.propertyId}`,
      link: conversationPath(senderKey, conversation.propertyId),
    }),
  ];
}
