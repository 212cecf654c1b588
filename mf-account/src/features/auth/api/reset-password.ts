import { fetchEnvelope } from '@domus/shared/api';
import type { ResetPasswordBody } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

/** reset-password: the code from forgot-password and the new password, twice. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return (await fetchEnvelope('resetPassword', { body: { ...body } })).message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
