import { errorCodes, type ErrorCode } from '@domus/shared/contract';

/** A failure the caller can act on: becomes `{ error: true, message, code }` with its status. */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = errorCodes[code];
  }
}

export const notFound = (message: string) => new ApiError('notFound', message);
export const invalidInput = (message: string) => new ApiError('invalidInput', message);
