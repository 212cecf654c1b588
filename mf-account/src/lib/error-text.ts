import { ApiError } from '@domus/shared/api';
import { accountMessages, errorCodes, signInErrorMessage, signInErrorMessages } from '@domus/shared/contract';

/**
 * What a failed account call tells the user. Sign-in codes show their catalogue texts (an
 * unknown code shows "An error occurred.:{code}"); a deactivated account is told to contact
 * the admin; other API refusals carry a clear message of their own.
 */
export function accountErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'accountDeactivated') return accountMessages.accountDeactivated;
    if (error.code === 'tooManyRequests') return signInErrorMessages['too-many-requests'];
    if (error.code === 'network' || error.code === 'http' || Object.hasOwn(errorCodes, error.code)) {
      return error.message;
    }
    return signInErrorMessage(error.code);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) return signInErrorMessage(code);
  return error instanceof Error ? error.message : String(error);
}
