import { listingUploadRules } from '@domus/shared/contract';
import { tooLargeMessage } from '../../files/listing-files';
import { ApiError } from '../../http/api-error';
import { limits } from '../../http/rate-limits';
import { uploadLimits } from '../../http/upload-limits';

const largestFile = Math.max(listingUploadRules.imageMaxBytes, listingUploadRules.documentMaxBytes);
const mostFiles =
  3 + listingUploadRules.maxGalleryImages + listingUploadRules.maxDocuments + listingUploadRules.maxPlans;

/** Route options of the posting calls: multipart limits that fit a listing, their messages, how often. */
export const listingUploadRoute = uploadLimits({
  limits: { fileSize: largestFile + 1, files: mostFiles, fields: 500 },
  tooLarge: (field) => tooLargeMessage(field || 'file', largestFile),
  tooMany: () => new ApiError('payloadTooLarge', `Too many files: at most ${mostFiles} in one request.`),
  rateLimit: limits.listingUploads,
});
