import { fetchEnvelope } from '@domus/shared/api';
import type { User } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

/** update_profile (multipart): the fields sent, and the picture as a file part when one was chosen. */
export async function updateProfile(form: FormData): Promise<{ user: User; message: string }> {
  const reply = await fetchEnvelope('updateProfile', { body: form });
  return { user: reply.data, message: reply.message };
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
