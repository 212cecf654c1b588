import type { User } from '@domus/shared/contract';
import { sessionAtom } from '@domus/shared/store';
import { useAtomValue } from 'jotai';

/** The signed-in user, or null for a visitor. */
export function useSessionUser(): User | null {
  return useAtomValue(sessionAtom).data as User | null;
}
