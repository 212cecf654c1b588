import { fetchEnvelope } from '@domus/shared/api';
import type { VerificationRequest } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { verificationsKey } from './list-verifications';

/** An operator's decision on a pending application: approve, or reject with the reason its applicant reads. */
export type Decision = { request: Pick<VerificationRequest, 'id'> } & (
  { approve: true } | { approve: false; reason: string }
);

/** admin/verification-requests/approve or /reject: the application as it is now. */
export async function decideVerification(decision: Decision): Promise<VerificationRequest> {
  const reply = decision.approve
    ? await fetchEnvelope('adminApproveVerification', { body: { id: decision.request.id } })
    : await fetchEnvelope('adminRejectVerification', {
        body: { id: decision.request.id, reason: decision.reason.trim() },
      });
  return reply.data;
}

/** Decides an application, then every page of applications is asked again (it leaves the pending ones). */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationsKey }),
  });
}
