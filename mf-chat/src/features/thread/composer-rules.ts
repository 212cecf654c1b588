import { chatFileTypes, chatLimits } from '@domus/shared/contract';

/** What the composer refuses before anything is sent; each names a text of the `chat` namespace. */
export type ComposerProblem =
  'chatMessages.messageRequired' | 'chatMessages.messageTooLong' | 'chatMessages.fileType' | 'composer.fileTooLarge';

/** The accept list of the file picker (the API checks the bytes again). */
export const acceptedFileTypes = chatFileTypes.join(',');

export const fileMaxMegabytes = chatLimits.fileMaxBytes / (1024 * 1024);

/** An attachment must be a JPEG, PNG or WebP image or a PDF of at most chatLimits.fileMaxBytes. */
export function attachmentProblem(file: File): ComposerProblem | null {
  if (!(chatFileTypes as readonly string[]).includes(file.type)) return 'chatMessages.fileType';
  if (file.size > chatLimits.fileMaxBytes) return 'composer.fileTooLarge';
  return null;
}

/** A message needs text or a file (docs/SPEC.md §5 "A chat message must be non-empty"), and text has a length limit. */
export function messageProblem(text: string, hasFile: boolean): ComposerProblem | null {
  const trimmed = text.trim();
  if (!trimmed && !hasFile) return 'chatMessages.messageRequired';
  if (trimmed.length > chatLimits.messageMaxLength) return 'chatMessages.messageTooLong';
  return null;
}
