import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

/** The origins that may call: the configured list, or any (`*`) when none is configured. */
export const allowedOrigins = (config: Pick<Config, 'corsOrigins'>): string[] | '*' =>
  config.corsOrigins.length ? config.corsOrigins : '*';

/**
 * CORS: web clients on their own domains (and the mobile apps' web views) call the API with a
 * bearer token and show the files its replies link to. Any origin may by default, without
 * credentials: the API reads its reader from the Authorization header only, never from a
 * cookie, so a foreign page can do nothing but what a token it already holds allows, and there
 * is nothing to forge (no CSRF); without credentials a browser sends no cookie either, so what
 * it reads is what any visitor sees. CORS_ORIGINS narrows it to a list (replies then vary by
 * Origin). Preflights answer 204 and may be kept for 10 minutes. The live socket follows the
 * same list (plugins/app/sockets.ts).
 */
export const crossOrigin = fp(
  async (app) => {
    await app.register(cors, {
      origin: allowedOrigins(app.config),
      methods: ['GET', 'POST', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Content-Language'],
      maxAge: 600,
      credentials: false,
    });
  },
  { name: 'cors' },
);
