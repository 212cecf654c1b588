import type { ApiError } from '@domus/shared/api';
import { domusStore, endSession, sessionAtom } from '@domus/shared/store';
import { toast } from 'react-toastify';

/** Codes with which the API refuses a token: expired, revoked, or the account deactivated. */
const sessionEndingCodes = new Set(['unauthorized', 'accountDeactivated']);

/**
 * The shell's handler of failed calls. Product calls never toast by themselves; the one thing
 * the shell does is end a session the server no longer accepts, and say why once.
 */
export function handleApiError(message: string, error: ApiError): void {
  console.warn(`[api] ${error.status} ${message}`);
  if (error.status !== 401 || !sessionEndingCodes.has(error.code)) return;
  if (!domusStore.get(sessionAtom).data) return;
  endSession();
  toast.error(message, { toastId: 'session-ended' });
}
