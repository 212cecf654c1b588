import { ApiError, fetchEnvelope } from '@domus/shared/api';

/** Whether a sensitive call was refused because the operator's last proof of identity is too old. */
export const needsIdentityProof = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'reauthenticationRequired';

/** confirm-identity with the operator's password: sensitive calls go through for the next 10 minutes. */
export async function confirmIdentity(password: string): Promise<void> {
  await fetchEnvelope('confirmIdentity', { body: { password } });
}

/** Where a code goes: the operator's own e-mail address (or phone number, when they have no address). */
export type CodeAddress = { email: string } | { number: string };

/** get-otp: a one-time code sent to the operator's own address; what the API says of where it went. */
export async function sendIdentityCode(address: CodeAddress) {
  return (await fetchEnvelope('getOtp', { query: address })).data;
}

/**
 * verify-otp with the code, then confirm-identity with the token it gives: the proof of a code
 * to one's own address, for an operator who signs in without a password or prefers not to type it.
 */
export async function confirmIdentityWithCode(address: CodeAddress, code: string): Promise<void> {
  const verified = await fetchEnvelope('verifyOtp', { query: { ...address, otp: code } });
  await fetchEnvelope('confirmIdentity', { body: { verification_token: verified.data.verification_token } });
}
