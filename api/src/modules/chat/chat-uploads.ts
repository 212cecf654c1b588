import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chatFileFields, chatLimits } from '@domus/shared/contract';
import { tooLargeMessage } from '../../files/listing-files';
import { invalidInput } from '../../http/api-error';
import { uploadLimits } from '../../http/upload-limits';

const largestFile = Math.max(chatLimits.fileMaxBytes, chatLimits.audioMaxBytes);
const fileFields: readonly string[] = Object.values(chatFileFields);

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
    limits: { fileSize: largestFile + 1, files: fileFields.length, fields: 20 },
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

/** A send_message body split into its text fields and its two files. */
export interface ChatForm {
  fields: Record<string, unknown>;
  file?: { bytes: Buffer; name: string };
  audio?: Buffer;
}

/** The name as sent, without any folder, control characters or excess length. */
function cleanFileName(name: string | undefined): string {
  const base = path.posix.basename((name ?? '').replaceAll('\\', '/'));
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
}

/** Reads send_message's body (multipart, or JSON / urlencoded for text only). */
export function readChatForm(request: FastifyRequest): ChatForm {
  const fields = { ...(request.body as Record<string, unknown>) };
  const files = new Map<string, Buffer>();
  for (const name of fileFields) {
    const value = fields[name];
    delete fields[name];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) throw invalidInput(`${name}: attach one file per message.`);
    if (!Buffer.isBuffer(value)) throw invalidInput(`${name} must be sent as a file.`);
    if (value.length > 0) files.set(name, value);
  }
  const fileBytes = files.get(chatFileFields.file);
  return {
    fields,
    file: fileBytes && { bytes: fileBytes, name: cleanFileName(sentNames.get(request)?.get(chatFileFields.file)) },
    audio: files.get(chatFileFields.audio),
  };
}
