import { randomBytes } from 'node:crypto';
import { startTestApp } from '../../test/test-app';
import { closeRedis, connectRedis } from './redis';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = { error: jest.fn() };

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
      expect(redis?.isReady).toBe(true);
      expect(await redis?.ping()).toBe('PONG');
    } finally {
      await t.close();
    }
    expect(redis?.isOpen).toBe(false);
  });

  it('closes without waiting for a connection that is already gone', async () => {
    const redis = await connectRedis({ redis: { url: redisUrl, keyPrefix: 'domus' } }, log);
    redis?.destroy();
    await expect(closeRedis(redis!)).resolves.toBeUndefined();
    expect(redis?.isOpen).toBe(false);
  });
});
