import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { realtimeErrors, realtimePath } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { authenticate, bearerToken } from '../../http/auth';
import { handleTyping } from '../../modules/chat/typing-socket';
import { rooms, type RealtimeServer, type RealtimeSocket } from '../../realtime/publisher';
import { attachRedisAdapter } from '../../realtime/redis-adapter';
import { allowedOrigins } from '../external/cors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server (the deps' realtime publisher pushes through it). */
    sockets: RealtimeServer;
  }
}

/**
 * Socket.IO on the app's own HTTP server (same origin and port as the API), created with the
 * app so that any test or process that listens gets it; once the app is ready, every socket is
 * signed in with the app's deps. Closed before the HTTP server closes: open websockets would
 * otherwise keep it from closing. Register after draining: its preClose waits for the
 * connections to end, and preClose hooks run in order.
 */
export const sockets = fp(
  async (app) => {
    const { config } = app;
    const io: RealtimeServer = new Server(app.server, {
      path: realtimePath,
      serveClient: false,
      // As the API (plugins/external/cors.ts): any origin without credentials unless CORS_ORIGINS names some.
      cors: { origin: allowedOrigins(config), allowedHeaders: ['Authorization'], credentials: false },
    });
    const closeAdapter = await attachRedisAdapter(io, config, app.log);
    app.addHook('preClose', async () => {
      await io.close();
      await closeAdapter();
    });
    app.decorate('sockets', io);
    app.addHook('onReady', async () => serveSockets(io, app.deps));
  },
  { name: 'sockets', dependencies: ['draining'] },
);

/** Signs every socket in with its bearer token and puts it in its rooms. */
function serveSockets(io: RealtimeServer, deps: AppDeps) {
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
