import { fetchEnvelope } from '@domus/shared/api';
import type { OtpSent } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

/** forgot-password: e-mails a code for reset-password. */
export async function forgotPassword(email: string): Promise<OtpSent> {
  return (await fetchEnvelope('forgotPassword', { query: { email } })).data;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
