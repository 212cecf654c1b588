import { sql, type Insertable, type QueryCreator } from 'kysely';
import type { z } from 'zod';
import { chatMessages, conversationPath, type ChatMessage, type sendMessageBody } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import type { Database } from '../../db/schema';
import { kyselyOf } from '../../db/kysely';
import { prepareChatAudio, prepareChatFile } from '../../files/chat-files';
import type { PreparedUpload } from '../../files/listing-files';
import type { PrivateFileStorage } from '../../files/private-files';
import type { UploadedFile } from '../../files/uploaded-file';
import { forbidden, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import {
  deliverNotices,
  insertNotices,
  storedNotice,
  type Notice,
  type NoticeRow,
  type StoredNotice,
} from '../notifications/notify';
import { propertySeenBySql } from '../listing-rules/visibility';
import { blockSql, pairOf } from './chat-sql';
import type { SentFile } from './chat-uploads';
import { deskUserOf, openConversation, pushTo, readerOf, sidesOf, type Conversation } from './conversation';
import { deskIdentity } from './desk';
import { chatFileLinks } from './file-links';
import { messageColumnNames, messageType, toChatMessage, type MessageRow } from './message-view';
import { chatBanSql, conversationKnownSql, mayBeHeld, talkedSql } from './safety';

/** A message as its route read it: the contract's fields, the attachment with its name, the voice note. */
export type SentMessage = z.output<typeof sendMessageBody> & { file?: SentFile; audio?: UploadedFile };

/** What a notice shows of a message. */
const noticePreviewLength = 120;
const noticeText = (row: Pick<MessageRow, 'held' | 'message' | 'file' | 'audio' | 'file_kind'>) => {
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
 * Everything that can refuse a message or changes how it is saved, read in one statement
 * over the conversation's pair: a chat ban, the listing it is about, blocks either way,
 * whether it starts the conversation, whether the two have talked (for holding a message
 * with contact details), and the sender's name and picture for the receiver's notice.
 */
async function readSendingState(db: Queryable, caller: AuthUser, c: Conversation, text: string) {
  const kysely = kyselyOf(db);
  const blocks = blockSql(c.callerIsDesk, 'pair.me', 'pair.other');
  const bool = (fragment: string) => sql<boolean>`${sql.raw(fragment)}`;
  return kysely
    .selectFrom(pairOf(kysely, c))
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'pair.me'))
    .leftJoin('properties as p', (join) => join.onRef('p.id', '=', 'pair.property'))
    .select([
      bool(chatBanSql).as('banned'),
      'p.user_id as property_owner',
      bool(`p.id is not null and ${propertySeenBySql('p', caller, 'pair.me')}`).as('property_visible'),
      bool(blocks.byMe).as('blocked_by_me'),
      bool(blocks.byOther).as('blocked_by_other'),
      bool(conversationKnownSql(c)).as('known'),
      // Held: a link or phone number to a member who has not talked to the sender (safety.ts).
      bool(mayBeHeld(c, text) ? talkedSql : 'true').as('talked'),
      'u.name as sender_name',
      'u.profile as sender_profile',
    ])
    .executeTakeFirstOrThrow();
}

type SendingState = Awaited<ReturnType<typeof readSendingState>>;

/**
 * Refuses a message the state forbids, in this order: a chat ban (a banned member may still
 * write to the desk, to ask why or to appeal), the listing, then blocks.
 *
 * A conversation about a listing is one with its owner (either side may be the owner: the
 * buyer writes, the owner answers) or with the admin desk (a question about a listing to the
 * site's team), and only while the sender may see the listing: public, their own, or any for
 * an admin. A listing the sender cannot see is a 404 as on get_property, so a chat never
 * reveals the title or picture of someone's pending or deactivated listing.
 */
function refuseWhenForbidden(state: SendingState, caller: AuthUser, c: Conversation) {
  if (c.otherId !== 0 && state.banned) throw forbidden(chatMessages.chatBanned);
  if (c.propertyId) {
    if (!state.property_visible) throw notFound(chatMessages.propertyNotFound);
    const withOwner = state.property_owner === caller.id || c.otherId === state.property_owner;
    const withDesk = c.otherId === 0 || c.callerIsDesk;
    if (!withOwner && !withDesk) throw forbidden(chatMessages.propertyOwnerOnly);
  }
  if (state.blocked_by_me) throw forbidden(c.otherId === 0 ? chatMessages.adminBlockedByMe : chatMessages.blockedByMe);
  if (state.blocked_by_other) throw forbidden(chatMessages.blockedByUser);
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
  const state = await readSendingState(db, caller, conversation, body.message);
  refuseWhenForbidden(state, caller, conversation);
  await guard({ startsConversation: !state.known });
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
    const message: NewMessage = {
      sender_id: caller.id,
      // null: to the desk
      receiver_id: conversation.otherId || null,
      to_admin: deskUserOf(conversation) !== undefined,
      property_id: conversation.propertyId || null,
      message: body.message,
      file: storedFile,
      file_kind: file?.kind ?? '',
      file_name: file ? file.name || `attachment.${file.upload.key.split('.').pop()}` : '',
      audio: storedAudio,
      audio_seconds: audio?.seconds ?? 0,
      held: !state.talked,
    };
    saved = await saveMessage(db, message, await noticeFor(db, conversation, message, state));
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

/** What send_message stores: the columns noticeText reads, as the message row has them. */
type NewMessage = Insertable<Database['chat_messages']> &
  Pick<MessageRow, 'message' | 'file' | 'audio' | 'held' | 'file_kind'>;

/**
 * The message and the receiver's notice in one statement (a data-modifying WITH): both are
 * stored or neither, in one round trip.
 */
async function saveMessage(db: Queryable, message: NewMessage, notice: Notice | undefined) {
  const insertMessage = (creator: QueryCreator<Database>) =>
    creator
      .insertInto('chat_messages')
      .values(message)
      .returning(messageColumnNames)
      .$narrowType<Pick<MessageRow, 'file_kind'>>();
  const k = kyselyOf(db);
  if (!notice) return { row: await insertMessage(k).executeTakeFirstOrThrow(), notices: [] };
  const { notice_row, ...row } = await k
    .with('message', insertMessage)
    .with('notice', (creator) => insertNotices(creator, [notice]))
    .selectFrom(['message', 'notice'])
    .selectAll('message')
    .select(sql<Omit<NoticeRow, 'created_at'> & { created_at: string }>`to_jsonb(notice)`.as('notice_row'))
    .executeTakeFirstOrThrow();
  return { row, notices: [storedNotice({ ...notice_row, created_at: new Date(notice_row.created_at) })] };
}

/**
 * The receiver's "New message from …" notice, one per conversation while unread (collapse
 * key). Messages to the desk notify nobody: every admin's open tab gets the message itself.
 */
async function noticeFor(
  db: Queryable,
  conversation: Conversation,
  message: NewMessage,
  state: SendingState,
): Promise<Notice | undefined> {
  if (conversation.otherId === 0) return undefined;
  const sender = conversation.callerIsDesk
    ? await deskIdentity(db)
    : { name: state.sender_name, profile: state.sender_profile };
  const senderKey = conversation.callerIsDesk ? 0 : conversation.callerId;
  return {
    userId: conversation.otherId,
    title: `New message from ${sender.name || 'a user'}`,
    message: noticeText(message),
    type: 'chat_message',
    propertyId: conversation.propertyId || null,
    image: sender.profile,
    collapseKey: `chat:${senderKey}:${conversation.propertyId}`,
    link: conversationPath(senderKey, conversation.propertyId),
  };
}
