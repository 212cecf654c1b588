import { callApi } from '../api/dispatcher';
import { queryClient } from '../query/query-client';
import { sessionTransitions } from './slices';
import { domusStore, sessionAtom, settingsStateAtom } from './store';

/** Forgets the session on this page, and every cached answer that belonged to it. */
export function endSession(): void {
  domusStore.set(sessionAtom, sessionTransitions.loggedOut());
  queryClient.clear();
}

/**
 * Logout: tells the server (before-logout revokes the token and clears the push token), then
 * ends the session here — also when the server cannot be told (expired token, offline).
 */
export async function signOut(): Promise<void> {
  try {
    await callApi('beforeLogout', { body: { fcm_id: domusStore.get(settingsStateAtom).fcmToken ?? '' } });
  } catch (error) {
    console.info('[session] logout could not reach the server', error);
  }
  endSession();
}
