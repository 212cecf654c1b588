import { fetchEnvelope } from '@domus/shared/api';
import type { AdminUser, UserRole } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { usersKey } from './list-users';

export interface RoleChange {
  user: Pick<AdminUser, 'id'>;
  role: UserRole;
}

/** admin/users/role (admins only, sensitive): the user as they are now. */
export async function setUserRole({ user, role }: RoleChange): Promise<AdminUser> {
  return (await fetchEnvelope('adminSetUserRole', { body: { user_id: String(user.id), role } })).data;
}

/** Gives a user a role, then every page of users is asked again. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
