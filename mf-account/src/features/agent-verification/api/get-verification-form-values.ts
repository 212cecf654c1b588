import { fetchEnvelope } from '@domus/shared/api';
import type { AgentVerification } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** get-agent-verification-form-values: the status and the answers last sent. */
export async function getVerificationFormValues(signal?: AbortSignal): Promise<AgentVerification> {
  return (await fetchEnvelope('getAgentVerificationFormValues', { signal })).data;
}

export const verificationFormValuesQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['account', 'verification-form-values', userId],
    queryFn: ({ signal }) => getVerificationFormValues(signal),
  });

export function useVerificationFormValues(userId: number | undefined) {
  return useQuery(verificationFormValuesQueryOptions(userId));
}
