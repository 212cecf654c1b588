import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { handleError } from './error-handler';
import { rateLimited, type Limit } from './rate-limits';

interface UploadLimitOptions {
  limits: { fileSize: number; files: number; fields: number };
  /** The message of a file over its limit, by the multipart field it came in ('[]' removed). */
  tooLarge: (field: string) => string;
  /** The refusal when more files come than `limits.files`; absent: the parser's own error. */
  tooMany?: () => ApiError;
  /** How often the route may be called (counted before the body is read); absent: the route counts. */
  rateLimit?: Limit;
}

/**
 * Route options of a multipart upload: the parser's limits (give one byte over the largest
 * file, so it stops an oversized file early) and its limit errors turned into the route's own
 * messages, which name the field; and its rate limit.
 */
export function uploadLimits({ limits, tooLarge, tooMany, rateLimit }: UploadLimitOptions) {
  return {
    config: { multipartOptions: { limits }, ...(rateLimit ? rateLimited(rateLimit).config : {}) },
    errorHandler(
      error: FastifyError & { part?: { fieldname?: string } },
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      let mapped: FastifyError | ApiError = error;
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        mapped = new ApiError('payloadTooLarge', tooLarge((error.part?.fieldname ?? '').replace(/\[\]$/, '')));
      } else if (error.code === 'FST_FILES_LIMIT' && tooMany) {
        mapped = tooMany();
      }
      return handleError.call(request.server, mapped as FastifyError, request, reply);
    },
  };
}
