import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chatFileFields, chatLimits } from '@domus/shared/contract';
import { tooLargeMessage } from '../../files/listing-files';
import { invalidInput } from '../../http/api-error';
import type { FileParts } from '../../http/multipart-body';
import { uploadLimits } from '../../http/upload-limits';

const largestFile = Math.max(chatLimits.fileMaxBytes, chatLimits.audioMaxBytes);
/** send_message's files: one attachment and one voice note. */
export const chatFileParts = {
  [chatFileFields.file]: 'one',
  [chatFileFields.audio]: 'one',
} as const satisfies FileParts;
const fileCount = Object.keys(chatFileParts).length;

/** The names senders gave their files, by field: the body keeps only the bytes. */
const sentNames = new WeakMap<FastifyRequest, Map<string, string>>();

/**
 * Route options of send_message: multipart limits that fit one file and one voice note (one
 * byte over the largest, so the parser stops an oversized file early and the field's own
 * limit answers), limit errors as messages naming the field, and the sent file names kept:
 * the multipart plugin turns files into bare bytes before the handler runs, so its part
 * iterator is wrapped to note each file part's name on the way.
 */
export const chatUploadRoute = {
  ...uploadLimits({
    limits: { fileSize: largestFile + 1, files: fileCount, fields: 20 },
    tooLarge: (field) =>
      field === chatFileFields.audio
        ? tooLargeMessage(field, chatLimits.audioMaxBytes)
        : tooLargeMessage(field || chatFileFields.file, chatLimits.fileMaxBytes),
    tooMany: () => invalidInput('Send at most one file and one voice note with a message.'),
  }),
  async preParsing(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
    // Before the body is parsed: whether it is multipart is not known yet.
    const names = new Map<string, string>();
    sentNames.set(request, names);
    const parts = request.parts.bind(request);
    request.parts = async function* noteFileNames(options) {
      for await (const part of parts(options)) {
        if (part.type === 'file') names.set(part.fieldname, part.filename);
        yield part;
      }
    };
    return payload;
  },
};

/** A file a message carries: its bytes and the name it was sent with. */
export interface SentFile {
  bytes: Buffer;
  name: string;
}

/** The name as sent, without any folder, control characters or excess length. */
function cleanFileName(name: string | undefined): string {
  const base = path.posix.basename((name ?? '').replaceAll('\\', '/'));
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
}

/** send_message's attachment with the name its sender gave it. */
export function sentFile(request: FastifyRequest, bytes: Buffer | undefined): SentFile | undefined {
  return bytes && { bytes, name: cleanFileName(sentNames.get(request)?.get(chatFileFields.file)) };
}
