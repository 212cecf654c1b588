import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { uploadRules } from '@domus/shared/contract';
import { ApiError } from '../http/api-error';
import { cleanPdf } from './pdf-cleaning';
import { pictureWork } from './picture-work';
import type { PrivateFileStorage } from './private-files';
import type { FileStorage } from './storage';
import type { UploadedFile } from './uploaded-file';

/** What the first bytes say a file is; undefined for anything else. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

export function sniffFileType(bytes: Buffer): SniffedType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

const extensionOf: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** A new file key under `folder`: random, so a name never comes from a user nor repeats. */
export const generatedKey = (folder: string, type: SniffedType) =>
  path.posix.join(folder, `${randomBytes(16).toString('hex')}.${extensionOf[type]}`);

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * A profile picture: JPEG or PNG by content, at most 5 MB, at least 120x120. Re-encoded
 * (turned upright, at most 1024 px, metadata such as EXIF and GPS dropped) and put in the
 * storage under profiles/ with a generated name. Returns what the database keeps (the
 * storage's `put`); nothing is written when the picture is refused.
 */
export async function storeProfileImage(storage: FileStorage, file: UploadedFile): Promise<string> {
  if (file.size > uploadRules.profileImageMaxBytes) {
    throw new ApiError(
      'payloadTooLarge',
      `The profile picture is too large: at most ${megabytes(uploadRules.profileImageMaxBytes)}.`,
    );
  }
  const type = sniffFileType(await file.head());
  if (type !== 'image/jpeg' && type !== 'image/png') {
    throw new ApiError('unsupportedMediaType', 'The profile picture must be a JPEG or PNG image.');
  }
  const minSize = uploadRules.profileImageMinSize;
  let encoded: Buffer;
  try {
    const image = sharp(file.path, { failOn: 'error', limitInputPixels: 40_000_000 }).autoOrient();
    const { width, height } = await image.metadata().then(
      (meta) =>
        // autoOrient swaps the sides of rotated pictures
        meta.autoOrient ?? { width: meta.width, height: meta.height },
    );
    if (!width || !height || width < minSize || height < minSize) {
      throw new ApiError('invalidInput', `The profile picture must be at least ${minSize}x${minSize} pixels.`);
    }
    const resized = image.resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true });
    encoded = await pictureWork.run(() =>
      (type === 'image/png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 85 })).toBuffer(),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('unsupportedMediaType', 'The profile picture could not be read as a JPEG or PNG image.');
  }
  return storage.put(generatedKey('profiles', type), encoded, type);
}

/** What a private document may be: the sniffed types, and WebP pictures (bank receipts). */
type DocumentType = SniffedType | 'image/webp';

const sniffDocument = (bytes: Buffer): DocumentType | undefined =>
  bytes.length >= 12 &&
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP'
    ? 'image/webp'
    : sniffFileType(bytes);

const documentExtensions: Record<DocumentType, string> = { ...extensionOf, 'image/webp': 'webp' };
const typeNames: Record<DocumentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** Where a private document goes, what it may be and how its messages name it. */
export interface PrivateDocumentRules {
  folder: 'verification' | 'receipts';
  /** Starts every message ("Identity document: the file is too large..."). */
  label: string;
  maxBytes: number;
  types: readonly DocumentType[];
}

/**
 * A private document (a verification document, a bank receipt): its type by content, within
 * its size, kept in private storage. Pictures are re-encoded, PDFs rewritten without active
 * content or metadata (pdf-cleaning.ts), so nothing but the document itself is kept. Returns
 * the stored key; nothing is written when the file is refused.
 */
export async function storePrivateDocument(
  files: PrivateFileStorage,
  file: UploadedFile,
  rules: PrivateDocumentRules,
): Promise<string> {
  const { label } = rules;
  if (file.size > rules.maxBytes) {
    throw new ApiError('payloadTooLarge', `${label}: the file is too large, at most ${megabytes(rules.maxBytes)}.`);
  }
  const type = sniffDocument(await file.head());
  if (!type || !rules.types.includes(type)) {
    const names = rules.types.map((accepted) => typeNames[accepted]);
    throw new ApiError(
      'unsupportedMediaType',
      `${label}: the file must be a ${names.slice(0, -1).join(', ')} or ${names.at(-1)}.`,
    );
  }
  let content: Buffer;
  if (type === 'application/pdf') {
    // pdf-lib reads a whole document; the size limit above keeps it small.
    content = await cleanPdf(await file.bytes(), label);
  } else {
    try {
      const image = sharp(file.path, { failOn: 'error', limitInputPixels: 40_000_000 }).autoOrient();
      const encoded =
        type === 'image/png'
          ? image.png()
          : type === 'image/webp'
            ? image.webp({ quality: 90 })
            : image.jpeg({ quality: 90 });
      content = await pictureWork.run(() => encoded.toBuffer());
    } catch {
      throw new ApiError('unsupportedMediaType', `${label}: the picture could not be read.`);
    }
  }
  const key = path.posix.join(rules.folder, `${randomBytes(16).toString('hex')}.${documentExtensions[type]}`);
  await files.put(key, content, type);
  return key;
}

/** A verification document: PDF, JPEG or PNG by content, at most 5 MB (storePrivateDocument). */
export const storeVerificationFile = (files: PrivateFileStorage, file: UploadedFile, fieldName: string) =>
  storePrivateDocument(files, file, {
    folder: 'verification',
    label: fieldName,
    maxBytes: uploadRules.verificationFileMaxBytes,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
  });
