import { Redis } from 'ioredis';
import type { Log } from '../lib/log';
import type { Config } from '../config';
import { withTimeout } from '../lib/with-timeout';

/** An ioredis client: the library @fastify/rate-limit's store and the Socket.IO adapter take. */
export type RedisClient = Redis;

/**
 * A Redis connection for REDIS_URL. The client reconnects by itself and a lost connection is
 * logged, never fatal. Resolves once connected: the start waits for Redis. `waitWhileDown`:
 * commands wait for the connection to come back (the Socket.IO adapter's subscriptions);
 * otherwise they fail at once, so a rate limit or a probe never waits for Redis.
 */
export async function openRedis(
  url: string,
  log: Pick<Log, 'error'>,
  role: string,
  { waitWhileDown = false } = {},
): Promise<RedisClient> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: waitWhileDown,
    maxRetriesPerRequest: waitWhileDown ? null : 1,
  });
  client.on('error', (error: unknown) => log.error({ err: error, role }, 'redis connection failed'));
  await client.connect();
  return client;
}

/** The app's one Redis connection (deps.redis) when REDIS_URL is set; /readyz reports it. */
export async function connectRedis(
  config: Pick<Config, 'redis'>,
  log: Pick<Log, 'error'>,
): Promise<RedisClient | undefined> {
  return config.redis ? openRedis(config.redis.url, log, 'app') : undefined;
}

/** Lets commands under way finish; a Redis that is away or no longer answers is dropped, not waited for. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await withTimeout(2000, client.quit(), 'redis').catch(() => client.disconnect());
}
