import { fetchEnvelope } from '@domus/shared/api';
import type { OtpSent } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

export type OtpChannel = 'phone' | 'email';

/** get-otp: sends a one-time code to a phone number or an e-mail address. */
export async function getOtp({ channel, address }: { channel: OtpChannel; address: string }): Promise<OtpSent> {
  const query = channel === 'phone' ? { number: address } : { email: address };
  return (await fetchEnvelope('getOtp', { query })).data;
}

export function useGetOtp() {
  return useMutation({ mutationFn: getOtp });
}
