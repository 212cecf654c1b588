import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { closeRedis, openRedis, type RedisClient } from '../adapters/redis';
import { handleError } from './error-handler';
import { MemoryAllowances, RedisAllowances, type AllowanceStore } from './allowances';
import { rateLimits } from '../plugins/external/rate-limits';
import { byClient, CountedLimit, rateLimited, type Limit } from './rate-limits';

const limit: Limit = {
  max: 2,
  timeWindow: 60_000,
  key: byClient,
  refusal: () => new ApiError('tooManyRequests', 'Slow down.'),
};

/**
 * A bare app with the plugin, one route limited as a route, one that takes an allowance before
 * its slow work (20 ms, as a password check) and gives it back when the attempt was right.
 */
async function appWithLimits(redis?: { client: RedisClient; keyPrefix: string }): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(handleError);
  app.decorate('config', { redis: redis && { keyPrefix: redis.keyPrefix } } as FastifyInstance['config']);
  app.decorate('redis', redis?.client);
  await app.register(rateLimits);
  const store: AllowanceStore = redis
    ? new RedisAllowances(redis.client, `${redis.keyPrefix}:allowance:`, console)
    : new MemoryAllowances();
  const failures = new CountedLimit(store, limit, 'failures', (request) =>
    String((request.query as { who?: string }).who),
  );
  app.get('/limited', { ...rateLimited(limit) }, async () => ({ error: false }));
  app.get('/attempt', async (request) => {
    const allowance = await failures.take(request);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if ((request.query as { ok?: string }).ok !== '1') throw new ApiError('unauthorized', 'Wrong.');
    await allowance.giveBack();
    return { error: false };
  });
  return app;
}

/** `count` requests sent at once; the status of each. */
const burst = (app: FastifyInstance, url: string, count: number, ip = '192.0.2.77') =>
  Promise.all(Array.from({ length: count }, () => app.inject({ url, remoteAddress: ip }))).then((replies) =>
    replies.map((reply) => reply.statusCode),
  );
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('rate limits', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await appWithLimits();
  });
  afterEach(() => app.close());
  const get = (url: string, ip = '192.0.2.1') => app.inject({ url, remoteAddress: ip });

  it('limit a route per client, with the standard headers and Retry-After on the 429 envelope', async () => {
    expect((await get('/limited')).headers['ratelimit-remaining']).toBe('1');
    expect((await get('/limited')).headers['ratelimit-remaining']).toBe('0');
    const refused = await get('/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: true,
      message: 'Slow down.',
      code: 'tooManyRequests',
      key: 'tooManyRequests',
    });
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '0' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/limited', '192.0.2.2')).statusCode).toBe(200);
  });

  it('count only what the code counts: failures, per key and client; successes pass until the limit', async () => {
    expect((await get('/attempt?who=a&ok=1')).statusCode).toBe(200);
    expect((await get('/attempt?who=a')).statusCode).toBe(401);
    expect((await get('/attempt?who=a&ok=1')).statusCode).toBe(200);
    expect((await get('/attempt?who=a')).statusCode).toBe(401);
    const spent = await get('/attempt?who=a&ok=1');
    expect(spent.statusCode).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/attempt?who=b&ok=1')).statusCode).toBe(200);
    expect((await get('/attempt?who=a&ok=1', '192.0.2.9')).statusCode).toBe(200);
  });

  it('take each allowance as it is checked: of a burst of wrong attempts sent at once, only the allowed ones run', async () => {
    expect(tally(await burst(app, '/attempt?who=burst', 12))).toEqual({ 401: limit.max, 429: 12 - limit.max });
    // The right one, inside a later burst, is refused with the rest.
    expect(tally(await burst(app, '/attempt?who=burst&ok=1', 3))).toEqual({ 429: 3 });
  });
});

describe('the allowances in memory', () => {
  it('forget ended windows and give back no more than was taken', async () => {
    const store = new MemoryAllowances();
    expect(await store.take('k', 1, 30)).toMatchObject({ taken: true });
    expect(await store.take('k', 1, 30)).toMatchObject({ taken: false });
    await store.giveBack('k');
    await store.giveBack('k');
    expect(await store.take('k', 1, 30)).toMatchObject({ taken: true });
    expect(await store.take('k', 1, 30)).toMatchObject({ taken: false });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await store.take('k', 1, 30)).toMatchObject({ taken: true });
  });
});

describe('rate limits of several API processes', () => {
  it('are counted together in Redis, so a second process does not double the allowance', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const keyPrefix = `domus-test-${randomBytes(4).toString('hex')}`;
    const clients = await Promise.all([openRedis(url, console, 'a'), openRedis(url, console, 'b')]);
    const [one, two] = await Promise.all(clients.map((client) => appWithLimits({ client, keyPrefix })));
    try {
      const from = { remoteAddress: '192.0.2.50' };
      expect((await one!.inject({ url: '/limited', ...from })).statusCode).toBe(200);
      expect((await two!.inject({ url: '/limited', ...from })).statusCode).toBe(200);
      expect((await one!.inject({ url: '/limited', ...from })).statusCode).toBe(429);
      expect((await two!.inject({ url: '/limited', ...from })).statusCode).toBe(429);
      expect((await two!.inject({ url: '/attempt?who=x', ...from })).statusCode).toBe(401);
      expect((await one!.inject({ url: '/attempt?who=x', ...from })).statusCode).toBe(401);
      expect((await two!.inject({ url: '/attempt?who=x&ok=1', ...from })).statusCode).toBe(429);
      // A burst split across both processes at once still gets the allowance once.
      const statuses = (await Promise.all([burst(one!, '/attempt?who=y', 6), burst(two!, '/attempt?who=y', 6)])).flat();
      expect(tally(statuses)).toEqual({ 401: limit.max, 429: 12 - limit.max });
    } finally {
      await Promise.all([one!.close(), two!.close()]);
      const keys = await clients[0]!.keys(`${keyPrefix}*`);
      if (keys.length) await clients[0]!.del(...keys);
      await Promise.all(clients.map(closeRedis));
    }
  });
});
