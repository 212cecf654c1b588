import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { RedisClient } from '../../adapters/redis';
import { withTimeout } from '../../lib/with-timeout';

/** How long each dependency may take to answer; probes themselves usually give up after 1-2 s. */
const readinessCheckTimeoutMs = 1000;

type CheckState = 'ok' | 'failed' | 'not configured';

/**
 * Probes answer even while load shedding refuses other requests (see load-shedding.ts): a busy
 * process is still alive and its database still answers, and an orchestrator that restarted
 * or unrouted every busy replica at once would turn a spike into an outage.
 */
const probeRoute = { schema: { hide: true }, config: { pressureHandler: () => undefined } };

/**
 * Health checks for orchestrators and load balancers, at the root (outside /api) and never
 * cached: /healthz says the process answers (nothing else is asked), /readyz that its
 * database and, when configured, Redis answer too (503 naming what does not).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  app.get('/healthz', probeRoute, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', probeRoute, async (request, reply) => {
    const client = deps.redis;
    const [database, redis] = await Promise.all([
      check('database', () => deps.db.query('select 1'), request.log),
      client ? check('redis', () => pingRedis(client), request.log) : ('not configured' as const),
    ]);
    const checks = { database, redis };
    void reply.header('Cache-Control', 'no-store');
    const failing = Object.entries(checks)
      .filter(([, state]) => state === 'failed')
      .map(([name]) => name);
    if (!failing.length) return { status: 'ok', checks };
    return reply.status(503).send({
      status: 'unavailable',
      checks,
      message: `${failing.join(' and ')} ${failing.length > 1 ? 'are' : 'is'} not answering`,
    });
  });
};

async function check(name: string, work: () => Promise<unknown>, log: FastifyBaseLogger): Promise<CheckState> {
  try {
    await withTimeout(readinessCheckTimeoutMs, work(), name);
    return 'ok';
  } catch (error) {
    log.warn({ err: error, check: name }, 'readiness check failed');
    return 'failed';
  }
}

/** A client that is reconnecting would queue the PING until Redis is back: report it at once instead. */
async function pingRedis(redis: RedisClient) {
  if (redis.status !== 'ready') throw new Error('not connected');
  await redis.ping();
}
