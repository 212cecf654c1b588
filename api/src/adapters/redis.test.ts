import { randomBytes } from 'node:crypto';
import { startTestApp } from '../../test/test-app';
import { closeRedis, connectRedis, type RedisClient } from './redis';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = { error: jest.fn() };
/** Resolves once the client has ended (ioredis reports it after the socket closes). */
const ended = (redis: RedisClient) =>
  new Promise<void>((resolve) => (redis.status === 'end' ? resolve() : redis.once('end', () => resolve())));

describe("the app's Redis connection", () => {
  it('is none without REDIS_URL', async () => {
    expect(await connectRedis({ redis: undefined }, log)).toBeUndefined();
  });

  it('is deps.redis, connected, when REDIS_URL is set, and closes with the app', async () => {
    const t = await startTestApp({
      seed: false,
      env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `domus-test-${randomBytes(4).toString('hex')}` },
    });
    const redis = t.app.deps.redis;
    try {
      expect(redis?.status).toBe('ready');
      expect(await redis?.ping()).toBe('PONG');
    } finally {
      await t.close();
    }
    await ended(redis!);
    expect(redis?.status).toBe('end');
  });

  it('closes without waiting for a connection that is already gone', async () => {
    const redis = await connectRedis({ redis: { url: redisUrl, keyPrefix: 'domus' } }, log);
    redis?.disconnect();
    await expect(closeRedis(redis!)).resolves.toBeUndefined();
    await ended(redis!);
    expect(redis?.status).toBe('end');
  });
});
