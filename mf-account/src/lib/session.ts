import type { User } from '@domus/shared/contract';
import { endSession, sessionAtom, sessionTransitions } from '@domus/shared/store';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** What a successful sign-in hands back. */
export interface SignedIn {
  user: User;
  token: string;
  isNewUser: boolean;
}

/** Session transitions of docs/SPEC.md §4, bound to the page's store. */
export function useSessionActions() {
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);

  const signedIn = useCallback(
    (user: User, token: string) => setSession(sessionTransitions.signupSucceeded(session, { ...user, token })),
    [session, setSession],
  );
  const userUpdated = useCallback(
    (user: User) => setSession(sessionTransitions.userUpdated(session, user)),
    [session, setSession],
  );
  return { signedIn, userUpdated, signedOut: endSession };
}
