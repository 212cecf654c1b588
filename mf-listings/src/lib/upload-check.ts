import { listingUploadRules } from '@domus/shared/contract';

import { readImageSize } from '@domus/shared/ui';

export type UploadProblem =
  'imageType' | 'imageTooLarge' | 'imageTooSmall' | 'imageUnreadable' | 'pdfType' | 'pdfTooLarge';

const imageTypes = ['image/jpeg', 'image/png'];

/**
 * Why a listing photo is refused before upload (docs/SPEC.md §5: JPEG or PNG, at least 120x120),
 * or null. The server checks the content again; this spares the user a failed upload.
 */
export async function checkListingImage(file: File): Promise<UploadProblem | null> {
  if (!imageTypes.includes(file.type)) return 'imageType';
  if (file.size > listingUploadRules.imageMaxBytes) return 'imageTooLarge';
  const size = await readImageSize(file);
  if (!size) return 'imageUnreadable';
  if (size.width < listingUploadRules.imageMinSize || size.height < listingUploadRules.imageMinSize) {
    return 'imageTooSmall';
  }
  return null;
}

/** Why a document is refused before upload (PDF only), or null. */
export function checkListingDocument(file: File): UploadProblem | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'pdfType';
  if (file.size > listingUploadRules.documentMaxBytes) return 'pdfTooLarge';
  return null;
}

/** The values the upload messages interpolate. */
export const uploadLimits = {
  size: listingUploadRules.imageMinSize,
  megabytes: listingUploadRules.imageMaxBytes / (1024 * 1024),
  documentMegabytes: listingUploadRules.documentMaxBytes / (1024 * 1024),
};
