import { z } from 'zod';
import { searchTextMaxLength } from '../limits';
import { successEnvelope } from '../envelope';
import { fileUrl, isoDateTime, queryId, queryText, queryWholeNumber } from './common';
import { formFlag, formId, formText } from './form-fields';
import { chatMessages } from '../rules/chat';

/*
 * Chat (docs/SPEC.md §3 "Chat message", "Block"; §7 "Chat and notifications"; docs/api-shapes.md
 * get_chats / get_messages). A conversation is one other person and one property: the pair
 * (user_id, property_id). `user_id` 0 is the admin desk (to_admin), `property_id` 0 a chat
 * about no property. Chat lists take `page` and `per_page` (default 15) and reply
 * `total_page`. Every change is stored first, then pushed on the realtime socket
 * (see ../realtime.ts).
 */

// ---------------------------------------------------------------- rules and texts

export { chatMessages } from '../rules/chat';

export const chatLimits = {
  messageMaxLength: 2000,
  fileMaxBytes: 10 * 1024 * 1024,
  audioMaxBytes: 5 * 1024 * 1024,
  audioMaxSeconds: 120,
  /** Messages per minute: sending is refused (429) beyond this many in the window, per sender. */
  sendBurst: 20,
  sendWindowSeconds: 60,
  /**
   * New conversations a member may start in an hour (a message to a person, about a property or
   * none, or to the desk, that neither side has written in before); refused with 429 beyond it.
   */
  newConversationsPerHour: 10,
  /** …and beyond this many a day: a flood cannot fill the database. */
  sendDaily: 1000,
  perPageDefault: 15,
  perPageMax: 50,
  /**
   * Seconds a chat file's URL (`file`, `audio`) works at least from the reply or push that gave
   * it, and at most half as long again: it carries a token signed for that file and its reader.
   * URLs given within the same half of this time are the same. A client that keeps a
   * conversation open longer loads it again for new URLs.
   */
  fileLinkSeconds: 3600,
} as const;

/** Multipart names of send_message's files. */
export const chatFileFields = { file: 'file', audio: 'audio' } as const;
/** Content types accepted (checked by the file's bytes, never by name or header). */
export const chatFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const chatAudioTypes = ['audio/webm', 'audio/ogg', 'audio/mpeg'] as const;

// ---------------------------------------------------------------- shapes

/** A chat page: `page` from 1, `per_page` up to 50 (default 15). */
const chatPaging = {
  page: queryWholeNumber('page', 1, 100_000).transform((value) => value ?? 1),
  per_page: queryWholeNumber('per_page', 1, chatLimits.perPageMax).transform(
    (value) => value ?? chatLimits.perPageDefault,
  ),
};
/** user_id of a conversation: 0 is the admin desk. */
const conversationUser = queryWholeNumber('user_id', 0, 2_147_483_647);
/** property_id of a conversation: 0 or absent is no property. */
const conversationProperty = queryWholeNumber('property_id', 0, 2_147_483_647).transform((value) => value ?? 0);

const chatListEnvelope = <T extends z.ZodType>(item: T) =>
  successEnvelope(z.array(item)).extend({
    total: z.number().int().min(0),
    total_page: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
  });

export const chatMessageTypes = ['text', 'file', 'file_and_text', 'audio'] as const;
export type ChatMessageType = (typeof chatMessageTypes)[number];

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  /** 0: the admin desk. */
  receiver_id: z.number().int(),
  /** 0: no property. */
  property_id: z.number().int(),
  message: z.string(),
  /**
   * URL of the attached image or PDF ('' when none): a chat-file call with a token for this
   * reader, usable without a bearer token (an <img>, a link) for chatLimits.fileLinkSeconds.
   */
  file: fileUrl,
  /** 'image', 'pdf' or '' (no file). */
  file_kind: z.enum(['image', 'pdf', '']),
  /** The file's name as sent, for links ('' when none). */
  file_name: z.string(),
  /** URL of the voice note ('' when none), a chat-file call as `file`. */
  audio: fileUrl,
  /** Seconds of the voice note (0 when none). */
  audio_seconds: z.number(),
  chat_message_type: z.enum(chatMessageTypes),
  /** The receiver has read it (read receipts). */
  is_read: z.boolean(),
  created_at: isoDateTime,
  time_ago: z.string(),
  /**
   * 1: a held message (a link or phone number from someone the reader has not talked to) the
   * reader has not revealed yet: `message`, `file`, `file_name` and `audio` are withheld ('')
   * until reveal_chat_message. Always 0 for its sender.
   */
  is_held: z.union([z.literal(0), z.literal(1)]),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSummarySchema = z.object({
  /** 0: no property. */
  property_id: z.number().int(),
  title: z.string(),
  title_image: fileUrl,
  /** The property's slug_id, '' when none (links to the listing). */
  slug_id: z.string(),
  /** Time of the last message. */
  date: isoDateTime,
  /** The other person; 0 is the admin desk. */
  user_id: z.number().int(),
  name: z.string(),
  profile: fileUrl,
  unread_count: z.number().int().min(0),
  last_message: z.string(),
  last_message_type: z.enum(chatMessageTypes),
  /** The last message is mine. */
  last_message_is_mine: z.boolean(),
  /** 1: the last message is held from me (its text is withheld, ''), as get_messages' is_held. */
  last_message_is_held: z.union([z.literal(0), z.literal(1)]),
  is_blocked_by_me: z.union([z.literal(0), z.literal(1)]),
  is_blocked_by_user: z.union([z.literal(0), z.literal(1)]),
  /** The reason I gave when blocking ('' when I have not blocked, or gave none). */
  block_reason: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

// ---------------------------------------------------------------- calls

/**
 * get_chats (GET, auth): one conversation per other user and property, newest first.
 * `user_id` / `property_id` narrow it to one conversation; `search` matches the other
 * person's name or the property's title.
 */
export const getChatsQuery = z.object({
  ...chatPaging,
  user_id: conversationUser,
  property_id: queryWholeNumber('property_id', 0, 2_147_483_647),
  search: queryText('search', searchTextMaxLength),
});
export const getChatsReply = chatListEnvelope(chatSummarySchema).extend({
  /** Unread messages over every conversation (the header's chat badge). */
  unread_total: z.number().int().min(0),
});

/** get_messages (GET, auth): one conversation, newest first; reading does not mark them read. */
export const getMessagesQuery = z.object({
  ...chatPaging,
  user_id: conversationUser.transform((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: 'user_id is required (0 for the admin)' });
      return z.NEVER;
    }
    return value;
  }),
  property_id: conversationProperty,
});
export const getMessagesReply = chatListEnvelope(chatMessageSchema).extend({
  /** The conversation's block state, so an open thread can say why sending is off. */
  is_blocked_by_me: z.union([z.literal(0), z.literal(1)]),
  is_blocked_by_user: z.union([z.literal(0), z.literal(1)]),
});

/**
 * chat-file (GET, optional): a file of a chat message, `message_id` and the `file` name as its
 * URL gives them. Answered with the URL's `token` (what an <img>, an <audio> or a link sends)
 * or with the bearer token of someone who may read it: either side of the conversation, and
 * the moderators once it is reported; 404 for anyone else, and once the token has expired.
 * The reply is the file's bytes, never cached.
 */
export const chatFileQuery = z.object({
  message_id: queryId('message_id'),
  file: queryText('file', 100),
  token: queryText('token', 200),
});

/** property_id of a form: '', 0 or absent is no property. */
const formPropertyId = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx): number => {
    if (value === undefined || value === '' || value === 0 || value === '0') return 0;
    const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (Number.isSafeInteger(number) && number >= 1 && number <= 2_147_483_647) return number;
    ctx.addIssue({ code: 'custom', message: 'property_id must be a whole number from 1' });
    return z.NEVER;
  });

/**
 * send_message (POST multipart, auth): `message` and/or a `file` and/or an `audio` part.
 * The receiver is `receiver_id`, or the admin desk with `to_admin` 1 (an admin answering
 * the desk sends `to_admin` 1 with the user's `receiver_id`).
 */
export const sendMessageBody = z
  .object({
    receiver_id: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) => (value === undefined || value === '' || value === '0' || value === 0 ? undefined : value))
      .pipe(formId('receiver_id').optional()),
    to_admin: formFlag('to_admin'),
    property_id: formPropertyId,
    message: formText('message', chatLimits.messageMaxLength + 1000)
      .transform((text) => text.trim())
      .refine((text) => text.length <= chatLimits.messageMaxLength, { error: chatMessages.messageTooLong }),
  })
  .superRefine((body, ctx) => {
    if (body.receiver_id === undefined && !body.to_admin) {
      ctx.addIssue({ code: 'custom', path: ['receiver_id'], message: chatMessages.recipientMissing });
    }
  });
export type SendMessageBody = z.input<typeof sendMessageBody>;
export const sendMessageReply = successEnvelope(chatMessageSchema);

/** delete_chat_message (POST, auth): the sender's own message only; it goes for both sides. */
export const deleteChatMessageBody = z.object({ message_id: formId('message_id') });
export const deleteChatMessageReply = successEnvelope(z.object({ id: z.number().int() }));

/** mark-chat-read (POST, auth): the other side's messages of one conversation are read. */
export const markChatReadBody = z.object({
  user_id: z.union([z.string(), z.number()]).transform((value, ctx): number => {
    const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (Number.isSafeInteger(number) && number >= 0 && number <= 2_147_483_647) return number;
    ctx.addIssue({ code: 'custom', message: 'user_id must be a whole number (0 for the admin)' });
    return z.NEVER;
  }),
  property_id: formPropertyId,
});
export const markChatReadReply = successEnvelope(z.object({ read: z.number().int().min(0) }));

/** block-user / unblock-user (POST, auth): `to_user_id`, or the admin with `to_admin` 1. */
export const blockUserBody = z
  .object({
    to_user_id: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) => (value === undefined || value === '' || value === '0' || value === 0 ? undefined : value))
      .pipe(formId('to_user_id').optional()),
    to_admin: formFlag('to_admin'),
    reason: formText('reason', 500).transform((text) => text.trim()),
  })
  .superRefine((body, ctx) => {
    if (body.to_user_id === undefined && !body.to_admin) {
      ctx.addIssue({ code: 'custom', path: ['to_user_id'], message: 'Choose who to block (to_user_id or to_admin).' });
    }
  });
export const unblockUserBody = blockUserBody;
export const blockStateSchema = z.object({
  /** 0: the admin. */
  user_id: z.number().int(),
  is_blocked_by_me: z.union([z.literal(0), z.literal(1)]),
  is_blocked_by_user: z.union([z.literal(0), z.literal(1)]),
});
export type BlockState = z.infer<typeof blockStateSchema>;
export const blockUserReply = successEnvelope(blockStateSchema);
