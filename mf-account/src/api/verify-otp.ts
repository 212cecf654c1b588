import { fetchEnvelope } from '@domus/shared/api';
import type { OtpVerified } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

import type { OtpChannel } from './get-otp';

/** verify-otp: trades a correct code for the single-use verification_token (user_signup and update_profile take it). */
export async function verifyOtp({
  channel,
  address,
  otp,
}: {
  channel: OtpChannel;
  address: string;
  otp: string;
}): Promise<OtpVerified> {
  const query = channel === 'phone' ? { number: address, otp } : { email: address, otp };
  return (await fetchEnvelope('verifyOtp', { query })).data;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
