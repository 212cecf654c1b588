import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@domus/shared/contract';
import type { AuthUser } from '../http/auth';

export type RealtimeEvent = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEvent> = Parameters<ServerToClientEvents[E]>[0];
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface SocketData {
  user: AuthUser;
}

/** A signed-in client's socket (plugins/app/sockets.ts signs it in). */
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The rooms a socket joins when it connects (see plugins/app/sockets.ts). */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  admins: 'admins',
} as const;

/**
 * How services push to connected clients. Services store first, then push after their
 * transaction has committed; a push never fails the call that made it (a client that
 * missed it catches up from the database when it reconnects).
 */
export interface RealtimePublisher {
  /** Every socket of one user (all their tabs, on every API process). */
  toUser<E extends RealtimeEvent>(userId: number, event: E, payload: RealtimePayload<E>): void;
  /** Every socket of every admin (the admin desk of the chat). */
  toAdmins<E extends RealtimeEvent>(event: E, payload: RealtimePayload<E>): void;
  /** Disconnects the sockets of ended sessions (logout, password change) on every process. */
  endSessions(sessionIds: readonly string[]): void;
  /** Disconnects every socket of a user (account deleted or deactivated) on every process. */
  endUser(userId: number): void;
}

/**
 * Rooms of a Socket.IO server. With the Redis adapter a room spans every API process, so
 * a push or a disconnect made here reaches sockets connected to any of them.
 */
export class SocketPublisher implements RealtimePublisher {
  constructor(private readonly io: RealtimeServer) {}

  toUser<E extends RealtimeEvent>(userId: number, event: E, payload: RealtimePayload<E>): void {
    this.emit(rooms.user(userId), event, payload);
  }

  toAdmins<E extends RealtimeEvent>(event: E, payload: RealtimePayload<E>): void {
    this.emit(rooms.admins, event, payload);
  }

  endSessions(sessionIds: readonly string[]): void {
    if (sessionIds.length) this.io.in(sessionIds.map(rooms.session)).disconnectSockets(true);
  }

  endUser(userId: number): void {
    this.io.in(rooms.user(userId)).disconnectSockets(true);
  }

  private emit<E extends RealtimeEvent>(room: string, event: E, payload: RealtimePayload<E>) {
    // Socket.IO's emit types need the event's own parameter list; E is one of them.
    (this.io.to(room).emit as (event: E, payload: RealtimePayload<E>) => boolean)(event, payload);
  }
}
