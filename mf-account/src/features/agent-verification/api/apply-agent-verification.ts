import { fetchEnvelope } from '@domus/shared/api';
import type { AgentVerification } from '@domus/shared/contract';
import { settingsQueryOptions } from '@domus/shared/settings';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { verificationFormValuesQueryOptions } from './get-verification-form-values';

/** apply-agent-verification (multipart): `form_fields[n][id]` and `form_fields[n][value]`. */
export async function applyAgentVerification(form: FormData): Promise<AgentVerification> {
  return (await fetchEnvelope('applyAgentVerification', { body: form })).data;
}

/** After applying, the page shows the new status at once and the settings learn it (guards read them). */
export function useApplyAgentVerification(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAgentVerification,
    onSuccess: (verification) => {
      queryClient.setQueryData(verificationFormValuesQueryOptions(userId).queryKey, verification);
      // Every user's settings entry: the key's last part is the user id.
      void queryClient.invalidateQueries({ queryKey: settingsQueryOptions(null).queryKey.slice(0, 2) });
    },
  });
}
