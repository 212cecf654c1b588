import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { closeRedis, openRedis, type RedisClient } from '../adapters/redis';
import { handleError } from './error-handler';
import { byClient, CountedLimit, rateLimited, registerRateLimits, type Limit } from './rate-limits';

const limit: Limit = {
  max: 2,
  timeWindow: 60_000,
  key: byClient,
  refusal: () => new ApiError('tooManyRequests', 'Slow down.'),
};

/** A bare app with the plugin, one route limited as a route, one counting what its handler says. */
async function appWithLimits(redis?: { client: RedisClient; keyPrefix: string }): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(handleError);
  await registerRateLimits(app, redis);
  const failures = new CountedLimit(app, limit, 'failures', (request) =>
    String((request.query as { who?: string }).who),
  );
  app.get('/limited', { ...rateLimited(limit) }, async () => ({ error: false }));
  app.get('/attempt', async (request) => {
    await failures.refuseIfSpent(request);
    if ((request.query as { ok?: string }).ok !== '1') {
      await failures.count(request);
      throw new ApiError('unauthorized', 'Wrong.');
    }
    return { error: false };
  });
  return app;
}

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
    } finally {
      await Promise.all([one!.close(), two!.close()]);
      const keys = await clients[0]!.keys(`${keyPrefix}:*`);
      if (keys.length) await clients[0]!.del(...keys);
      await Promise.all(clients.map(closeRedis));
    }
  });
});
