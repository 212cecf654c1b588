import fp from 'fastify-plugin';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with (config.ts reads it from the environment). */
    config: Config;
  }
}

/** Makes the app's configuration `app.config` for every plugin registered after it. */
export const appConfig = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
