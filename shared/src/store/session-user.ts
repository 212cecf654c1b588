import { useAtomValue } from 'jotai';
import type { User } from '../contract';
import { sessionAtom } from './store';

/**
 * The signed-in user as the session holds it (the user the last account call returned, with
 * the token), or null for a visitor.
 */
export function useSessionUser(): (User & { token: string }) | null {
  return useAtomValue(sessionAtom).data as (User & { token: string }) | null;
}
