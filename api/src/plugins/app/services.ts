import fp from 'fastify-plugin';
import { createServices, type Services } from '../../modules/services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's service, built once from `app.deps` (modules/services.ts). */
    services: Services;
  }
}

/** Builds the modules' services once and makes them `app.services` for every route and the first view. */
export const services = fp(
  async (app) => {
    app.decorate('services', createServices(app.deps));
  },
  { name: 'services', dependencies: ['deps'] },
);
