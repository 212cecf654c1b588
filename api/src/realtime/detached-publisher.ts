import { Server } from 'socket.io';
import type { Log } from '../lib/log';
import type { Config } from '../config';
import { SocketPublisher, type RealtimePublisher, type RealtimeServer } from './publisher';
import { attachRedisAdapter } from './redis-adapter';

/** Processes without a socket server of their own (pnpm admin) have no one to push to directly. */
const offlinePublisher: RealtimePublisher = {
  toUser: () => {},
  toAdmins: () => {},
  endSessions: () => {},
  endUser: () => {},
};

/**
 * The publisher of a process that serves no sockets (pnpm admin). With REDIS_URL its pushes
 * reach the API processes' sockets through the Redis adapter. Without it they are dropped:
 * everything pushed is stored first, and clients read it when they next load or reconnect.
 */
export async function detachedPublisher(
  config: Pick<Config, 'redis'>,
  log: Pick<Log, 'error'>,
): Promise<{ realtime: RealtimePublisher; close(): Promise<void> }> {
  if (!config.redis) return { realtime: offlinePublisher, close: async () => {} };
  // Never attached to an HTTP server: it only broadcasts through the adapter.
  const io: RealtimeServer = new Server();
  const closeAdapter = await attachRedisAdapter(io, config, log);
  return {
    realtime: new SocketPublisher(io),
    async close() {
      io.of('/').adapter.close();
      await closeAdapter();
    },
  };
}
