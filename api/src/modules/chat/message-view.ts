import type { ChatMessage, ChatMessageType } from '@domus/shared/contract';
import type { TableRow } from '../../db/kysely';
import type { FileUrls } from '../../files/file-urls';
import { timeAgo } from '../../lib/time-ago';

/** A chat_messages row as the chat queries read it (`messageColumns`). */
export type MessageRow = Omit<
  TableRow<
    'chat_messages',
    | 'id'
    | 'sender_id'
    | 'receiver_id'
    | 'to_admin'
    | 'property_id'
    | 'message'
    | 'file'
    | 'file_kind'
    | 'file_name'
    | 'audio'
    | 'audio_seconds'
    | 'is_read'
    | 'created_at'
  >,
  'file_kind' | 'sender_id'
> & {
  file_kind: ChatMessage['file_kind'];
  /** The column allows null, but every message is stored with its sender (deleted with them). */
  sender_id: number;
};

export const messageColumns =
  'm.id, m.sender_id, m.receiver_id, m.to_admin, m.property_id, m.message, m.file, m.file_kind, m.file_name, ' +
  'm.audio, m.audio_seconds, m.is_read, m.created_at';

/** A voice note wins over anything sent with it (clients play it and show its text under it). */
export function messageType(row: { message: string; file: string; audio: string }): ChatMessageType {
  if (row.audio) return 'audio';
  if (row.file) return row.message ? 'file_and_text' : 'file';
  return 'text';
}

/**
 * A message for one reader. Users see the desk as 0 on both ends: which admin answered
 * stays inside the desk.
 */
export function toChatMessage(files: FileUrls, row: MessageRow, readerIsDesk: boolean): ChatMessage {
  const fromDesk = row.to_admin && row.receiver_id !== null;
  return {
    id: row.id,
    sender_id: fromDesk && !readerIsDesk ? 0 : row.sender_id,
    receiver_id: row.receiver_id ?? 0,
    property_id: row.property_id ?? 0,
    message: row.message,
    file: files.url(row.file),
    file_kind: row.file_kind,
    file_name: row.file_name,
    audio: files.url(row.audio),
    audio_seconds: Number(row.audio_seconds),
    chat_message_type: messageType(row),
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
    time_ago: timeAgo(row.created_at),
  };
}
