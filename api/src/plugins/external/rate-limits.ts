import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * @fastify/rate-limit for the routes that ask for it (`rateLimited` in http/rate-limits.ts),
 * counted in Redis when REDIS_URL is set so every API process shares the counts, in memory
 * otherwise. Replies carry the standard RateLimit-Limit / -Remaining / -Reset headers and, on
 * 429, Retry-After. A Redis failure lets requests through (logged) rather than failing them.
 */
export const rateLimits = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      enableDraftSpec: true,
      redis: app.redis,
      nameSpace: `${app.config.redis?.keyPrefix ?? 'domus'}:rate-limit:`,
      skipOnError: true,
    });
  },
  { name: 'rate-limits', decorators: { fastify: ['config', 'redis'] } },
);
