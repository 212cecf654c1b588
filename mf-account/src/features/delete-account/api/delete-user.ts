import { fetchEnvelope } from '@domus/shared/api';
import { useMutation } from '@domus/shared/query';

/** delete_user: deletes the signed-in user's own account (the API ignores any other id). */
export async function deleteUser(userId: number): Promise<string> {
  return (await fetchEnvelope('deleteUser', { body: { userid: String(userId) } })).message;
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
