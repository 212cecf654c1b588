import { fetchEnvelope } from '@domus/shared/api';
import { useMutation } from '@tanstack/react-query';

/** before-logout: ends this session on the server and forgets the push token. */
export async function beforeLogout(fcmId: string | null): Promise<void> {
  await fetchEnvelope<null>('beforeLogout', { body: { fcm_id: fcmId ?? '' } });
}

export function useBeforeLogout() {
  return useMutation({ mutationFn: beforeLogout });
}
