import { randomBytes } from 'node:crypto';
import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';
import {
  chatFileFields,
  chatLimits,
  chatMessages,
  type chatAudioTypes,
  type chatFileTypes,
} from '@domus/shared/contract';
import { ApiError, invalidInput } from '../http/api-error';
import { tooLargeMessage, type PreparedUpload } from './listing-files';
import { cleanPdf } from './pdf-cleaning';
import { pictureWork } from './picture-work';
import { sniffFileType } from './stored-files';
import type { UploadedFile } from './uploaded-file';
import { walkWebm } from './webm-duration';

type ChatFileType = (typeof chatFileTypes)[number];
type ChatAudioType = (typeof chatAudioTypes)[number];

const extensions: Record<ChatFileType | ChatAudioType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
};

/** A random name under chat/: never chosen by a user, never reused. */
const chatKey = (type: ChatFileType | ChatAudioType) => `chat/${randomBytes(16).toString('hex')}.${extensions[type]}`;

const startsWith = (bytes: Buffer, text: string, at = 0) =>
  bytes.length >= at + text.length && bytes.subarray(at, at + text.length).toString('latin1') === text;

/** What the first bytes say a chat file is. */
function sniffChatFile(bytes: Buffer): ChatFileType | undefined {
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  return sniffFileType(bytes);
}

/** What the first bytes say a voice note is (confirmed by parsing it, see prepareChatAudio). */
function sniffChatAudio(bytes: Buffer): ChatAudioType | undefined {
  // EBML magic, and the DocType in the header says webm (not another Matroska file).
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) {
    return bytes.subarray(0, 64).includes('webm', 0, 'latin1') ? 'audio/webm' : undefined;
  }
  if (startsWith(bytes, 'OggS')) return 'audio/ogg';
  // An ID3 tag, or an MPEG frame header: 11 sync bits and layer III.
  if (startsWith(bytes, 'ID3') || (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2)) {
    return 'audio/mpeg';
  }
  return undefined;
}

/** The container music-metadata must find for each type, so a sniffed header alone is not enough. */
const containers: Record<ChatAudioType, RegExp> = {
  'audio/webm': /^EBML\/webm$/,
  'audio/ogg': /^Ogg$/,
  'audio/mpeg': /^MPEG$/,
};

const pictureMaxSide = 2048;

/** An attachment ready to store: what it is, and the name the sender gave it. */
export interface PreparedChatFile {
  upload: PreparedUpload;
  kind: 'image' | 'pdf';
}

/**
 * A chat attachment: a JPEG, PNG or WebP image or a PDF, by content (never by name or
 * header), at most fileMaxBytes. Pictures are re-encoded in their own format (at most
 * 2048 px; sharp keeps no metadata, so EXIF and GPS are gone); PDFs are rewritten without
 * active content or metadata (pdf-cleaning.ts).
 */
export async function prepareChatFile(file: UploadedFile): Promise<PreparedChatFile> {
  const field = chatFileFields.file;
  if (file.size > chatLimits.fileMaxBytes) {
    throw new ApiError('payloadTooLarge', tooLargeMessage(field, chatLimits.fileMaxBytes));
  }
  const type = sniffChatFile(await file.head());
  if (!type) throw new ApiError('unsupportedMediaType', chatMessages.fileType);
  if (type === 'application/pdf') {
    // pdf-lib reads a whole document; the size limit above keeps it small.
    const content = await cleanPdf(await file.bytes(), field);
    return { upload: { key: chatKey(type), content, contentType: type }, kind: 'pdf' };
  }
  try {
    const image = sharp(file.path, { failOn: 'error', limitInputPixels: 40_000_000 })
      .autoOrient()
      .resize({ width: pictureMaxSide, height: pictureMaxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : type === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85 });
    const content = await pictureWork.run(() => encoded.toBuffer());
    return { upload: { key: chatKey(type), content, contentType: type }, kind: 'image' };
  } catch {
    throw new ApiError('unsupportedMediaType', chatMessages.fileType);
  }
}

/**
 * A voice note: WebM, Ogg or MP3 by content, at most audioMaxBytes and audioMaxSeconds long.
 * The file must parse as the audio its first bytes claim; it is stored as sent.
 */
export async function prepareChatAudio(file: UploadedFile): Promise<{ upload: PreparedUpload; seconds: number }> {
  const field = chatFileFields.audio;
  if (file.size > chatLimits.audioMaxBytes) {
    throw new ApiError('payloadTooLarge', tooLargeMessage(field, chatLimits.audioMaxBytes));
  }
  const type = sniffChatAudio(await file.head());
  if (!type) throw new ApiError('unsupportedMediaType', chatMessages.audioType);
  // Stored as sent, so read whole; the size limit above keeps it small.
  const bytes = await file.bytes();
  let seconds: number | undefined;
  try {
    // A WebM is read up to its first Cluster; its blocks give the duration when the header does not.
    const webm = type === 'audio/webm' ? walkWebm(bytes) : undefined;
    const parsed = webm ? bytes.subarray(0, webm.firstClusterAt ?? bytes.length) : bytes;
    const { format } = await parseBuffer(
      parsed,
      { mimeType: type, size: parsed.length },
      { duration: true, skipCovers: true },
    );
    if (!format.hasAudio || !containers[type].test(format.container ?? '')) throw new Error('not the audio it claims');
    seconds = format.duration ?? webm?.lastBlockSeconds;
  } catch {
    throw new ApiError('unsupportedMediaType', chatMessages.audioType);
  }
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    throw new ApiError('unsupportedMediaType', chatMessages.audioType);
  }
  if (seconds > chatLimits.audioMaxSeconds) throw invalidInput(chatMessages.audioTooLong);
  return { upload: { key: chatKey(type), content: bytes, contentType: type }, seconds: Math.round(seconds * 10) / 10 };
}
