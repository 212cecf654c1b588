import {
  errorCodes,
  signInErrorMessages,
  signInErrorStatus,
  type ApiSignInErrorCode,
  type ErrorCode,
} from '@domus/shared/contract';

/** A failure the caller can act on: becomes `{ error: true, message, code, key }` with its status. */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode | ApiSignInErrorCode,
    message: string,
    /** Extra reply headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = Object.hasOwn(errorCodes, code)
      ? errorCodes[code as ErrorCode]
      : signInErrorStatus[code as ApiSignInErrorCode];
  }
}

export const notFound = (message: string) => new ApiError('notFound', message);
export const invalidInput = (message: string) => new ApiError('invalidInput', message);
export const forbidden = (message: string) => new ApiError('forbidden', message);
export const conflict = (message: string) => new ApiError('conflict', message);

/** A sign-in failure with its code of docs/SPEC.md §8 and, unless given, the contract's text for it. */
export const signInError = (code: ApiSignInErrorCode, message?: string, headers?: Record<string, string>) =>
  new ApiError(code, message ?? signInErrorMessages[code], headers);
