import { domusStore, sessionAtom } from '../store/store';
import { startRealtime, stopRealtime } from './connection';

/** Keeps the socket in step with the session: connected while signed in, closed at logout. */
export function linkRealtimeToSession(): () => void {
  const follow = () => {
    const token = domusStore.get(sessionAtom).data?.token;
    if (token) void startRealtime(token);
    else stopRealtime();
  };
  follow();
  return domusStore.sub(sessionAtom, follow);
}
