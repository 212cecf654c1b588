import { fetchEnvelope } from '@domus/shared/api';
import type { VerificationFormField } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** get-agent-verification-form-fields: the admin-defined form, in its order. */
export async function getVerificationFormFields(signal?: AbortSignal): Promise<VerificationFormField[]> {
  const reply = await fetchEnvelope('getAgentVerificationFormFields', { signal });
  return reply.data.slice().sort((a, b) => a.sequence - b.sequence);
}

export const verificationFormFieldsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'verification-form-fields'],
    queryFn: ({ signal }) => getVerificationFormFields(signal),
  });

export function useVerificationFormFields() {
  return useQuery(verificationFormFieldsQueryOptions());
}
