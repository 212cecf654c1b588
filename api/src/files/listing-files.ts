import sharp from 'sharp';
import { listingUploadRules } from '@domus/shared/contract';
import { pictureVariantsOf } from '@domus/shared/format';
import { ApiError } from '../http/api-error';
import { thumbnailKey, thumbnailOf } from './file-urls';
import { cleanPdf } from './pdf-cleaning';
import { encodePictureVariants, sizedPictureKey, type EncodedVariant } from './picture-variants';
import { pictureWork } from './picture-work';
import type { FileStorage } from './storage';
import { generatedKey, sniffFileType } from './stored-files';
import type { UploadedFile } from './uploaded-file';

/** A checked, re-encoded upload not yet written: the file and (for pictures) its thumbnail and variants. */
export interface PreparedUpload {
  key: string;
  content: Buffer;
  contentType: string;
  thumbnail?: Buffer;
  variants?: EncodedVariant[];
}

export type ListingFolder = 'properties' | 'projects';
/** Folders of pictures the site stores: listings', and the admin's banners, articles and catalogue icons. */
export type PictureFolder = ListingFolder | 'banners' | 'articles' | 'catalogue';

/** The smallest sides a stored picture may have, once turned upright. */
export interface PictureMinSize {
  width: number;
  height: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The message of an upload over its size limit (shared with the multipart limit of the routes). */
export const tooLargeMessage = (field: string, maxBytes: number) =>
  `${field}: the file is too large, at most ${megabytes(maxBytes)}.`;

const pictureLimits = { maxSide: 2048, thumbWidth: 480, thumbHeight: 360 } as const;

/** A listing photo: preparePicture with imageMinSize on each side. */
export const prepareListingImage = (file: UploadedFile, field: string, folder: ListingFolder) =>
  preparePicture(file, field, folder, {
    width: listingUploadRules.imageMinSize,
    height: listingUploadRules.imageMinSize,
  });

/**
 * A picture to store: JPEG or PNG by content (never by name or header), at most imageMaxBytes,
 * at least `minSize` once turned upright. Re-encoded in its own format (at most 2048 px; sharp
 * keeps no metadata, so EXIF and GPS are gone) with a WebP thumbnail and AVIF / WebP variants
 * (picture-variants.ts); its key carries its size.
 */
export async function preparePicture(
  file: UploadedFile,
  field: string,
  folder: PictureFolder,
  minSize: PictureMinSize,
): Promise<PreparedUpload> {
  if (file.size > listingUploadRules.imageMaxBytes) {
    throw new ApiError('payloadTooLarge', tooLargeMessage(field, listingUploadRules.imageMaxBytes));
  }
  const type = sniffFileType(await file.head());
  if (type !== 'image/jpeg' && type !== 'image/png') {
    throw new ApiError('unsupportedMediaType', `${field}: photos must be JPEG or PNG images.`);
  }
  return pictureWork.run(() => reencodePicture(file, type, field, folder, minSize));
}

async function reencodePicture(
  file: UploadedFile,
  type: 'image/jpeg' | 'image/png',
  field: string,
  folder: PictureFolder,
  minSize: PictureMinSize,
): Promise<PreparedUpload> {
  const open = () => sharp(file.path, { failOn: 'error', limitInputPixels: 40_000_000 }).autoOrient();
  try {
    const meta = await open().metadata();
    // autoOrient swaps the sides of rotated pictures
    const { width, height } = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (!width || !height || width < minSize.width || height < minSize.height) {
      throw new ApiError(
        'invalidInput',
        `${field}: the photo must be at least ${minSize.width}x${minSize.height} pixels.`,
      );
    }
    const resized = open().resize({
      width: pictureLimits.maxSide,
      height: pictureLimits.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const [{ data: content, info }, thumbnail] = await Promise.all([
      (type === 'image/png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 85 })).toBuffer({
        resolveWithObject: true,
      }),
      open()
        .resize({ width: pictureLimits.thumbWidth, height: pictureLimits.thumbHeight, fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    const key = sizedPictureKey(generatedKey(folder, type), info);
    const variants = await encodePictureVariants(content, key);
    return { key, content, contentType: type, thumbnail, variants };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('unsupportedMediaType', `${field}: the photo could not be read as a JPEG or PNG image.`);
  }
}

/**
 * A listing document: PDF by content, at most documentMaxBytes, rewritten without active
 * content or metadata (pdf-cleaning.ts): a brochure is opened by every visitor.
 */
export async function prepareListingDocument(
  file: UploadedFile,
  field: string,
  folder: ListingFolder,
): Promise<PreparedUpload> {
  if (file.size > listingUploadRules.documentMaxBytes) {
    throw new ApiError('payloadTooLarge', tooLargeMessage(field, listingUploadRules.documentMaxBytes));
  }
  const type = sniffFileType(await file.head());
  if (type !== 'application/pdf') throw new ApiError('unsupportedMediaType', `${field}: documents must be PDF files.`);
  // pdf-lib reads a whole document; the size limit above keeps it small.
  return { key: generatedKey(folder, type), content: await cleanPdf(await file.bytes(), field), contentType: type };
}

/**
 * Files written for one change of a listing. They are written before the database
 * transaction; when it fails, `discard` removes them again, so a failed change leaves
 * neither rows nor files behind.
 */
export class UploadBatch {
  private readonly written: string[] = [];

  constructor(private readonly storage: FileStorage) {}

  /** Writes the file (and its thumbnail and variants); returns what the database keeps. */
  async write(upload: PreparedUpload): Promise<string> {
    const stored = await this.storage.put(upload.key, upload.content, upload.contentType);
    this.written.push(stored);
    if (upload.thumbnail) {
      this.written.push(await this.storage.put(thumbnailKey(upload.key), upload.thumbnail, 'image/webp'));
    }
    for (const variant of upload.variants ?? []) {
      this.written.push(await this.storage.put(variant.key, variant.content, variant.contentType));
    }
    return stored;
  }

  async discard() {
    await Promise.allSettled(this.written.map((stored) => this.storage.remove(stored)));
  }
}

/** Removes stored listing files, their thumbnails and variants (best effort: the rows are already gone). */
export async function removeListingFiles(storage: FileStorage, stored: readonly string[]) {
  const names = stored
    .filter(Boolean)
    .flatMap((name) =>
      /\.(jpg|png)$/.test(name)
        ? [name, thumbnailOf(name), ...pictureVariantsOf(name).map((variant) => variant.key)]
        : [name],
    );
  await Promise.allSettled(names.map((name) => storage.remove(name)));
}
