import path from 'node:path';
import { chatFileFields, chatLimits } from '@domus/shared/contract';
import { tooLargeMessage } from '../../files/listing-files';
import type { UploadedFile } from '../../files/uploaded-file';
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

/**
 * Route options of send_message: multipart limits that fit one file and one voice note (one
 * byte over the largest, so the parser stops an oversized file early and the field's own
 * limit answers), and limit errors as messages naming the field.
 */
export const chatUploadRoute = uploadLimits({
  limits: { fileSize: largestFile + 1, files: fileCount, fields: 20 },
  tooLarge: (field) =>
    field === chatFileFields.audio
      ? tooLargeMessage(field, chatLimits.audioMaxBytes)
      : tooLargeMessage(field || chatFileFields.file, chatLimits.fileMaxBytes),
  tooMany: () => invalidInput('Send at most one file and one voice note with a message.'),
});

/** A file a message carries, and the name it was sent with. */
export interface SentFile {
  file: UploadedFile;
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
export function sentFile(file: UploadedFile | undefined): SentFile | undefined {
  return file && { file, name: cleanFileName(file.filename) };
}
