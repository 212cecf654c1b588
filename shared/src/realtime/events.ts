import type { ServerToClientEvents } from '../contract/realtime';

export type RealtimeEvent = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEvent> = Parameters<ServerToClientEvents[E]>[0];
type Handler<E extends RealtimeEvent> = (payload: RealtimePayload<E>) => void;

/**
 * Who listens to which server event, on this page. Screens subscribe here rather than on the
 * socket itself, so a subscription made before the socket exists (or across a reconnect)
 * keeps working, and tests can deliver events without a server.
 */
const listeners = new Map<RealtimeEvent, Set<Handler<never>>>();

export function subscribe<E extends RealtimeEvent>(event: E, handler: Handler<E>): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(handler as Handler<never>);
  return () => set.delete(handler as Handler<never>);
}

/** Hands one server event to every listener; a failing listener does not stop the others. */
export function deliver<E extends RealtimeEvent>(event: E, payload: RealtimePayload<E>): void {
  for (const handler of listeners.get(event) ?? []) {
    try {
      (handler as Handler<E>)(payload);
    } catch (error) {
      console.error(`[realtime] a ${event} listener failed`, error);
    }
  }
}

/** Every event name the socket forwards (the contract's ServerToClientEvents). */
export const forwardedEvents: readonly RealtimeEvent[] = [
  'chat:message',
  'chat:deleted',
  'chat:read',
  'chat:typing',
  'chat:block',
  'notification',
];
