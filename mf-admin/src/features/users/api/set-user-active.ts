import { fetchEnvelope } from '@domus/shared/api';
import type { AdminUser } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { usersKey } from './list-users';

export interface StatusChange {
  user: Pick<AdminUser, 'id'>;
  /** true: reactivate; false: deactivate (the user is signed out everywhere). */
  active: boolean;
}

/** admin/users/deactivate or /reactivate by the user's id: the API's message and the user as they are now. */
export async function setUserActive({ user, active }: StatusChange): Promise<{ message: string; user: AdminUser }> {
  const reply = await fetchEnvelope(active ? 'adminReactivateUser' : 'adminDeactivateUser', {
    body: { user_id: String(user.id) },
  });
  return { message: reply.message, user: reply.data };
}

/** Changes a user's status, then every page of users is asked again (the row, and the role filter's counts). */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
