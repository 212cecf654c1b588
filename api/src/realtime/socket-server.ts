import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  realtimeErrors,
  realtimePath,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@domus/shared/contract';
import type { AppDeps } from '../app-deps';
import type { Config } from '../config';
import { allowedOrigins } from '../http/cors';
import { ApiError } from '../http/api-error';
import { authenticate, bearerToken, type AuthUser } from '../http/auth';
import { rooms, type RealtimeServer } from './publisher';
import { attachRedisAdapter } from './redis-adapter';
import { handleTyping } from './typing-handler';

export interface SocketData {
  user: AuthUser;
}

export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * Socket.IO on the app's own HTTP server (same origin and port as the API), created with the
 * app so that any test or process that listens gets it. Closed before the HTTP server closes:
 * open websockets would otherwise keep it from closing.
 */
export async function createSocketServer(app: FastifyInstance, config: Config): Promise<RealtimeServer> {
  const io: RealtimeServer = new Server(app.server, {
    path: realtimePath,
    serveClient: false,
    // As the API (http/cors.ts): any origin without credentials unless CORS_ORIGINS names some.
    cors: { origin: allowedOrigins(config), allowedHeaders: ['Authorization'], credentials: false },
  });
  const closeAdapter = await attachRedisAdapter(io, config, app.log);
  app.addHook('preClose', async () => {
    await io.close();
    await closeAdapter();
  });
  return io;
}

/** Signs every socket in with its bearer token and puts it in its rooms. */
export function serveSockets(io: RealtimeServer, deps: AppDeps) {
  io.use((socket, next) => {
    signIn(deps, socket as RealtimeSocket).then(
      () => next(),
      (error: unknown) => next(refusal(deps, error)),
    );
  });
  io.on('connection', (socket: RealtimeSocket) => {
    const { user } = socket.data;
    const admin = user.role === 'admin' ? [rooms.admins] : [];
    void socket.join([rooms.user(user.id), rooms.session(user.sessionId), ...admin]);
    handleTyping(deps, socket);
  });
}

/** The handshake's token: `auth: { token }` from browsers, or an Authorization header. */
async function signIn(deps: AppDeps, socket: RealtimeSocket) {
  const { auth, headers } = socket.handshake;
  const token =
    typeof auth.token === 'string' && auth.token.trim() ? auth.token.trim() : bearerToken(headers.authorization);
  if (!token) throw new ApiError('unauthorized', 'no bearer token');
  socket.data.user = await authenticate({ db: deps.db, tokens: deps.accounts.tokens }, token);
}

/** The connect_error a client sees: only the contract's codes, never internals. */
function refusal(deps: AppDeps, error: unknown): Error {
  if (error instanceof ApiError) {
    return new Error(
      error.code === 'accountDeactivated' ? realtimeErrors.accountDeactivated : realtimeErrors.unauthorized,
    );
  }
  deps.log.error({ err: error }, 'socket sign-in failed');
  return new Error(realtimeErrors.unauthorized);
}
