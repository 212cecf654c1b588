import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** What clients on other origins read: the API and the files its replies link to (the live socket: realtime/socket-server.ts). */
const crossOriginPrefixes = ['/api/', '/uploads/'];

/** The origins that may call: the configured list, or any (`*`) when none is configured. */
export const allowedOrigins = (config: Pick<Config, 'corsOrigins'>): string[] | '*' =>
  config.corsOrigins.length ? config.corsOrigins : '*';

/**
 * CORS for the API: web clients on their own domains (and the mobile apps' web views) call it
 * with a bearer token. Any origin may by default, without credentials: the API reads its
 * reader from the Authorization header only, never from a cookie, so a foreign page can do
 * nothing but what a token it already holds allows, and there is nothing to forge (no CSRF).
 * CORS_ORIGINS narrows it to a list. Preflights answer 204 and may be kept for 10 minutes.
 * Pages and the site's code are not offered to other origins.
 */
export async function registerCors(app: FastifyInstance, config: Pick<Config, 'corsOrigins'>) {
  const origin = allowedOrigins(config);
  const options = {
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Content-Language'],
    maxAge: 600,
    credentials: false,
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      const crossOrigin = crossOriginPrefixes.some((prefix) => request.url.startsWith(prefix));
      callback(null, { ...options, origin: crossOrigin ? origin : false });
    },
  });
}
