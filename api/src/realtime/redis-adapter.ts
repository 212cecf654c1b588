import type { Log } from '../lib/log';
import { createAdapter } from '@socket.io/redis-adapter';
import { openRedis } from '../adapters/redis';
import type { Config } from '../config';
import type { RealtimeServer } from './publisher';

/**
 * With REDIS_URL, rooms span every API process: an event emitted on one reaches sockets
 * connected to another (Redis pub/sub). Returns what closes the Redis clients. A lost Redis
 * connection is logged and retried by the client, never fatal: each process still serves its
 * own sockets meanwhile.
 */
export async function attachRedisAdapter(
  io: RealtimeServer,
  config: Pick<Config, 'redis'>,
  log: Pick<Log, 'error'>,
): Promise<() => Promise<void>> {
  if (!config.redis) return async () => {};
  const [pub, sub] = await Promise.all(
    (['publish', 'subscribe'] as const).map((role) => openRedis(config.redis!.url, log, role, { waitWhileDown: true })),
  );
  io.adapter(createAdapter(pub!, sub!, { key: `${config.redis.keyPrefix}:socket.io` }));
  return async () => {
    await Promise.allSettled([pub!.quit(), sub!.quit()]);
  };
}
