import sharp, { type Metadata } from 'sharp';
import { panoramaFileField, tourLimits, tourMessages } from '@domus/shared/contract';
import { ApiError } from '../http/api-error';
import type { PreparedUpload } from './listing-files';
import { tooLargeMessage } from './listing-files';
import { pictureWork } from './picture-work';
import { generatedKey, sniffFileType } from './stored-files';
import type { UploadedFile } from './uploaded-file';

/** How far from exactly 2:1 an equirectangular photo may be (cameras crop a few pixels). */
const aspectTolerance = 0.02;

export interface PreparedPanorama extends PreparedUpload {
  width: number;
  height: number;
}

/**
 * A 360° panorama: JPEG or PNG by content, equirectangular (2:1), at least 1024 px wide.
 * Re-encoded as JPEG at most 8192 px wide (sharp keeps no metadata: EXIF and GPS are gone).
 */
export async function preparePanorama(file: UploadedFile): Promise<PreparedPanorama> {
  if (file.size > tourLimits.panoramaMaxBytes) {
    throw new ApiError('payloadTooLarge', tooLargeMessage(panoramaFileField, tourLimits.panoramaMaxBytes));
  }
  const type = sniffFileType(await file.head());
  if (type !== 'image/jpeg' && type !== 'image/png')
    throw new ApiError('unsupportedMediaType', tourMessages.panoramaType);
  const open = () => sharp(file.path, { failOn: 'error', limitInputPixels: 140_000_000 }).autoOrient();
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch {
    throw new ApiError('unsupportedMediaType', tourMessages.panoramaType);
  }
  const { width, height } = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!width || !height || Math.abs(width / height - 2) > 2 * aspectTolerance) {
    throw new ApiError('invalidInput', tourMessages.panoramaShape);
  }
  if (width < tourLimits.panoramaMinWidth) throw new ApiError('invalidInput', tourMessages.panoramaTooSmall);
  const targetWidth = Math.min(width, tourLimits.panoramaMaxWidth);
  // A file whose header reads well may still break off before its last row.
  const content = await pictureWork
    .run(() =>
      open()
        .resize({ width: targetWidth, height: Math.round(targetWidth / 2), fit: 'fill' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    )
    .catch(() => {
      throw new ApiError('unsupportedMediaType', tourMessages.panoramaType);
    });
  return {
    key: generatedKey('tours', 'image/jpeg'),
    content,
    contentType: 'image/jpeg',
    width: targetWidth,
    height: Math.round(targetWidth / 2),
  };
}
