import { useEffect, useRef, useSyncExternalStore } from 'react';

import { getRealtimeStatus, onRealtimeCatchUp, onRealtimeStatus, type RealtimeStatus } from './connection';
import { subscribe, type RealtimeEvent, type RealtimePayload } from './events';

/** Runs `handler` for every `event` the server pushes while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, handler: (payload: RealtimePayload<E>) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(event, (payload) => latest.current(payload)), [event]);
}

/** Runs `handler` when the socket is back after a drop (refetch what the screen shows). */
export function useRealtimeCatchUp(handler: () => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeCatchUp(() => latest.current()), []);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(onRealtimeStatus, getRealtimeStatus, getRealtimeStatus);
}
