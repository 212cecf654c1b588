import type { ChatMessage, ChatMessageType } from '@domus/shared/contract';
import type { TableRow } from '../../db/kysely';
import { timeAgo } from '../../lib/time-ago';
import type { Narrowed } from '../properties/rows';
import type { ChatFileLinks } from './file-links';

/** The chat_messages columns a message is read with, by the thread's SQL and by Kysely's `returning`. */
export const messageColumnNames = [
  'id',
  'sender_id',
  'receiver_id',
  'to_admin',
  'property_id',
  'message',
  'file',
  'file_kind',
  'file_name',
  'audio',
  'audio_seconds',
  'is_read',
  'created_at',
  'held',
  'revealed_at',
] as const;

/** A chat_messages row as the chat queries read it (`messageColumns`). */
export type MessageRow = Narrowed<
  TableRow<'chat_messages', (typeof messageColumnNames)[number]>,
  // The CHECK constraint of migration 010 holds file_kind to the contract's words.
  Pick<ChatMessage, 'file_kind'>
>;

export const messageColumns = messageColumnNames.map((column) => `m.${column}`).join(', ');

/**
 * A person of a stored message. The columns allow null, but the API stores every message
 * with its sender (and its receiver, unless it goes to the desk), and deleting a user deletes
 * their messages: a null here is a row written around the API.
 */
export function storedPerson(id: number | null, messageId: number): number {
  if (id === null) throw new Error(`Chat message ${messageId} was stored without its sender or receiver`);
  return id;
}

/** A voice note wins over anything sent with it (clients play it and show its text under it). */
export function messageType(row: { message: string; file: string; audio: string }): ChatMessageType {
  if (row.audio) return 'audio';
  if (row.file) return row.message ? 'file_and_text' : 'file';
  return 'text';
}

/** Who reads a message: a user by id, or an admin reading as the desk (id 0: every admin, as pushes reach them). */
export interface Reader {
  id: number;
  isDesk: boolean;
}

/**
 * A held message its receiver has not revealed: the server keeps its content back (the text,
 * the attachment and the voice note), not only the screen. The desk is never held back.
 */
export const isWithheldFrom = (row: Pick<MessageRow, 'held' | 'revealed_at' | 'receiver_id'>, reader: Reader) =>
  row.held && row.revealed_at === null && !reader.isDesk && row.receiver_id === reader.id;

/**
 * A message for one reader. Users see the desk as 0 on both ends: which admin answered
 * stays inside the desk. Its files are links made for this reader (file-links.ts).
 */
export function toChatMessage(links: ChatFileLinks, row: MessageRow, reader: Reader): ChatMessage {
  const readerIsDesk = reader.isDesk;
  const fromDesk = row.to_admin && row.receiver_id !== null;
  if (isWithheldFrom(row, reader)) {
    row = { ...row, message: '', file: '', file_name: '', audio: '' };
  }
  return {
    id: row.id,
    sender_id: fromDesk && !readerIsDesk ? 0 : storedPerson(row.sender_id, row.id),
    receiver_id: row.receiver_id ?? 0,
    property_id: row.property_id ?? 0,
    message: row.message,
    file: links.url(row.id, row.file, reader.id),
    file_kind: row.file_kind,
    file_name: row.file_name,
    audio: links.url(row.id, row.audio, reader.id),
    audio_seconds: Number(row.audio_seconds),
    chat_message_type: messageType(row),
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
    time_ago: timeAgo(row.created_at),
    is_held: isWithheldFrom(row, reader) ? 1 : 0,
  };
}
