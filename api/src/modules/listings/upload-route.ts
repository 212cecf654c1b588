import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { listingUploadRules } from '@domus/shared/contract';
import { tooLargeMessage } from '../../files/listing-files';
import { ApiError } from '../../http/api-error';
import { handleError } from '../../http/error-handler';

const largestFile = Math.max(listingUploadRules.imageMaxBytes, listingUploadRules.documentMaxBytes);
const mostFiles =
  3 + listingUploadRules.maxGalleryImages + listingUploadRules.maxDocuments + listingUploadRules.maxPlans;

/**
 * Route options of the posting calls: multipart limits that fit a listing (one byte over
 * the largest file, so the parser stops reading an oversized file early), and its limit
 * errors turned into messages that name the field.
 */
export const listingUploadRoute = {
  config: { multipartOptions: { limits: { fileSize: largestFile + 1, files: mostFiles, fields: 500 } } },
  errorHandler(error: FastifyError & { part?: { fieldname?: string } }, request: FastifyRequest, reply: FastifyReply) {
    let mapped: FastifyError | ApiError = error;
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = (error.part?.fieldname ?? 'file').replace(/\[\]$/, '');
      mapped = new ApiError('payloadTooLarge', tooLargeMessage(field, largestFile));
    } else if (error.code === 'FST_FILES_LIMIT') {
      mapped = new ApiError('payloadTooLarge', `Too many files: at most ${mostFiles} in one request.`);
    }
    return handleError.call(request.server, mapped as FastifyError, request, reply);
  },
};
