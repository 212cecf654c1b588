import { ApiError, fetchEnvelope } from '@domus/shared/api';

/** Whether a sensitive call was refused because the operator's last proof of identity is too old. */
export const needsIdentityProof = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'reauthenticationRequired';

/** confirm-identity with the operator's password: sensitive calls go through for the next 10 minutes. */
export async function confirmIdentity(password: string): Promise<void> {
  await fetchEnvelope('confirmIdentity', { body: { password } });
}
