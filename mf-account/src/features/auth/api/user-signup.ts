import { callApi } from '@domus/shared/api';
import type { UserSignupBody } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

import type { SignedIn } from '../../../lib/session';

/** user_signup: every way of signing in or creating an account ends here with a token. */
export async function userSignup(body: UserSignupBody): Promise<SignedIn> {
  const { reply } = await callApi('userSignup', { body: { ...body } });
  return { user: reply.data, token: reply.token, isNewUser: reply.is_new_user };
}

export function useUserSignup() {
  return useMutation({ mutationFn: userSignup });
}
