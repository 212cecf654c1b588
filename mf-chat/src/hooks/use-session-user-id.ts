import { sessionAtom } from '@domus/shared/store';
import { useAtomValue } from 'jotai';

/** The signed-in user's id (the chat pages are behind RequireAccess, so there is one). */
export function useSessionUserId(): number | undefined {
  return useAtomValue(sessionAtom).data?.id;
}
