import { createClient, type RedisClientType } from 'redis';
import type { Log } from '../app-deps';
import type { Config } from '../config';
import { withTimeout } from '../lib/with-timeout';

/** The plain node-redis client (what createClient returns), so that libraries taking one accept it. */
export type RedisClient = RedisClientType;

/**
 * The app's one Redis connection (deps.redis) when REDIS_URL is set. Like the Socket.IO
 * adapter's pair, it waits for Redis at start, and a lost connection is logged and retried
 * by the client, never fatal; /readyz reports it meanwhile.
 */
export async function connectRedis(
  config: Pick<Config, 'redis'>,
  log: Pick<Log, 'error'>,
): Promise<RedisClient | undefined> {
  if (!config.redis) return undefined;
  const client = createClient({ url: config.redis.url });
  client.on('error', (error: unknown) => log.error({ err: error, role: 'app' }, 'redis connection failed'));
  await client.connect();
  return client;
}

/** Lets commands under way finish; a Redis that is away or no longer answers is dropped, not waited for. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (!client.isReady) {
    client.destroy();
    return;
  }
  await withTimeout(2000, client.close(), 'redis').catch(() => client.destroy());
}
