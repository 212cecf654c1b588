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

/**
 * A verification document: PDF, JPEG or PNG by content, at most 5 MB, kept in private storage.
 * Pictures are re-encoded, PDFs rewritten without active content or metadata (pdf-cleaning.ts),
 * so nothing but the document itself is kept. Returns the stored key.
 */
export async function storeVerificationFile(
  files: PrivateFileStorage,
  file: UploadedFile,
  fieldName: string,
): Promise<string> {
  if (file.size > uploadRules.verificationFileMaxBytes) {
    throw new ApiError(
      'payloadTooLarge',
      `${fieldName}: the file is too large, at most ${megabytes(uploadRules.verificationFileMaxBytes)}.`,
    );
  }
  const type = sniffFileType(await file.head());
  if (!type) throw new ApiError('unsupportedMediaType', `${fieldName}: the file must be a PDF, JPEG or PNG.`);
  let content: Buffer;
  if (type === 'application/pdf') {
    // pdf-lib reads a whole document; the size limit above keeps it small.
    content = await cleanPdf(await file.bytes(), fieldName);
  } else {
    try {
      const image = sharp(file.path, { failOn: 'error', limitInputPixels: 40_000_000 }).autoOrient();
      content = await pictureWork.run(() =>
        (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer(),
      );
    } catch {
      throw new ApiError('unsupportedMediaType', `${fieldName}: the picture could not be read.`);
    }
  }
  const key = generatedKey('verification', type);
  await files.put(key, content, type);
  return key;
}
