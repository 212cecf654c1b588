import type { Socket } from 'socket.io-client';

import { getApiBase } from '../api/config';
import {
  realtimeErrors,
  realtimePath,
  type ClientToServerEvents,
  type ConversationKey,
  type ServerToClientEvents,
} from '../contract/realtime';
import { deliver, forwardedEvents } from './events';

/** off: no session; connecting; live; down: lost, retrying; refused: the server refused the token. */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'down' | 'refused';

type DomusSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: DomusSocket | undefined;
let currentToken: string | undefined;
let status: RealtimeStatus = 'off';
/** Bumped on every start/stop, so a slow lazy import cannot revive a stopped connection. */
let generation = 0;
const statusListeners = new Set<() => void>();
const catchUpListeners = new Set<() => void>();

function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

export const getRealtimeStatus = (): RealtimeStatus => status;

export function onRealtimeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/**
 * Called after the socket comes back from a drop: events pushed meanwhile were missed, so
 * screens refetch what they show (everything is stored before it is pushed).
 */
export function onRealtimeCatchUp(listener: () => void): () => void {
  catchUpListeners.add(listener);
  return () => catchUpListeners.delete(listener);
}

/** The socket lives on the API's origin (the API base may be another host). */
function socketOrigin(): string | undefined {
  const base = getApiBase();
  return /^https?:\/\//.test(base) ? new URL(base).origin : undefined;
}

/**
 * Connects this page to the realtime socket with the session's token (one socket per page,
 * shared by the shell and every remote). socket.io-client is loaded only now, so visitors
 * never download it.
 */
export async function startRealtime(token: string): Promise<void> {
  if (socket && currentToken === token) return;
  stopRealtime();
  const mine = ++generation;
  currentToken = token;
  setStatus('connecting');
  const { io } = await import(/* webpackChunkName: "socket-io-client" */ 'socket.io-client');
  if (mine !== generation) return;
  const options = { path: realtimePath, auth: { token }, transports: ['websocket'] };
  const origin = socketOrigin();
  const created: DomusSocket = origin ? io(origin, options) : io(options);
  socket = created;
  let wasLive = false;
  created.on('connect', () => {
    setStatus('live');
    if (wasLive) for (const listener of catchUpListeners) listener();
    wasLive = true;
  });
  created.on('disconnect', () => setStatus(created.active ? 'down' : 'off'));
  created.on('connect_error', (error) => {
    // A refused token is not retried by Socket.IO; the next API call ends the session.
    const refused =
      error.message === realtimeErrors.unauthorized || error.message === realtimeErrors.accountDeactivated;
    setStatus(refused ? 'refused' : 'down');
  });
  for (const event of forwardedEvents) {
    created.on(event, ((payload: never) => deliver(event, payload)) as never);
  }
}

export function stopRealtime(): void {
  generation++;
  currentToken = undefined;
  socket?.disconnect();
  socket = undefined;
  setStatus('off');
}

/** Tells the other side of `chat` that I am typing (dropped when not connected). */
export function sendTyping(chat: ConversationKey): void {
  if (socket?.connected) socket.emit('chat:typing', chat);
}
