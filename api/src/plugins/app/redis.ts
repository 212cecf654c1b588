import fp from 'fastify-plugin';
import { closeRedis, connectRedis, type RedisClient } from '../../adapters/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Redis connection when REDIS_URL is set (the Socket.IO adapter keeps a pair of its own). */
    redis: RedisClient | undefined;
  }
}

/** Rate limits, allowances and /readyz share one Redis connection, closed with the app. */
export const redis = fp(
  async (app) => {
    const client = await connectRedis(app.config, app.log);
    app.decorate('redis', client);
    if (client) app.addHook('onClose', () => closeRedis(client));
  },
  { name: 'redis', decorators: { fastify: ['config'] } },
);
