import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { realtimePath, type ClientToServerEvents, type ServerToClientEvents } from '@domus/shared/contract';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Listens on a free port of 127.0.0.1 and returns the app's origin. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A connected client (websocket only, no reconnection); rejects with the server's connect_error text. */
export function connectClient(origin: string, token?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(origin, {
    path: realtimePath,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token === undefined ? {} : { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` the socket receives, or a failure after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 3000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (payload: Payload<E>) => {
      clearTimeout(timer);
      resolve(payload);
    };
    // socket.io-client's typed once() needs the event's own listener type.
    (socket.once as (event: E, listener: (payload: Payload<E>) => void) => void)(event, listener);
  });
}

/** Everything `event` brings the socket from now on. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): Payload<E>[] {
  const received: Payload<E>[] = [];
  (socket.on as (event: E, listener: (payload: Payload<E>) => void) => void)(event, (payload) =>
    received.push(payload),
  );
  return received;
}

/** Resolves when the server disconnects the socket. */
export const disconnected = (socket: ClientSocket, timeoutMs = 3000): Promise<string> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
