import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { chatFileQuery } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { chatContentType, chatKeyPattern, type PrivateFileStorage } from '../../files/private-files';
import type { AuthUser } from '../../http/auth';
import { sendBytes } from '../../http/byte-range';
import { readableChatFile } from './file-access';
import { chatFileLinks } from './file-links';

/** A chat file found for the one asking: its key, the name it is downloaded under, its bytes. */
export interface FoundChatFile {
  key: string;
  name: string;
  bytes: Buffer;
}

/**
 * chat-file: the file a link names, for the reader its token was made for (what an <img> or a
 * link sends), else for the signed-in caller (a client that sends its bearer token). Undefined
 * for anyone who may not read it, a link altered or expired, a made-up name: all look the same.
 */
export async function findChatFile(
  deps: AppDeps,
  files: PrivateFileStorage,
  query: z.output<typeof chatFileQuery>,
  caller: AuthUser | undefined,
): Promise<FoundChatFile | undefined> {
  const { message_id: messageId, file = '', token } = query;
  const key = `chat/${file}`;
  if (messageId === undefined || !chatKeyPattern.test(key)) return undefined;
  const linked = token === undefined ? undefined : (await chatFileLinks(deps)).readerOf(messageId, file, token);
  for (const reader of new Set([linked, caller?.id])) {
    if (reader === undefined) continue;
    const readable = await readableChatFile(deps.db, messageId, key, reader);
    if (!readable) continue;
    const bytes = await files.read(key);
    return bytes && { key, name: readable.name, bytes };
  }
  return undefined;
}

/** Pictures and voice notes open in place; a PDF is downloaded, so it never opens as a page of the site. */
const shownInPlace = /\.(jpg|png|webp|webm|ogg|mp3)$/;

/** RFC 6266: the name as plain ASCII for old clients, and whole in UTF-8 beside it. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file';
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * The file as a private reply: never stored by a browser or a proxy, never sniffed into
 * another type, a PDF as a download; byte ranges for players.
 */
export function sendChatFile(request: FastifyRequest, reply: FastifyReply, found: FoundChatFile) {
  reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      contentDisposition(shownInPlace.test(found.key) ? 'inline' : 'attachment', found.name),
    )
    .type(chatContentType(found.key));
  return sendBytes(request, reply, found.bytes);
}
