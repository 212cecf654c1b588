import fp from 'fastify-plugin';
import { servicesOf, type Services } from '../../modules/services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's service, built once from `app.deps` (modules/services.ts). */
    services: Services;
  }
}

/** Builds the modules' services once and makes them `app.services`, which the modules' routes read. */
export const services = fp(
  async (app) => {
    app.decorate('services', servicesOf(app.deps));
  },
  { name: 'services', dependencies: ['deps'] },
);
