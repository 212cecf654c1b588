import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The signed-in reader, when there is one. */
export interface AuthUser {
  id: number;
  role: 'admin' | 'user';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
}

/**
 * Optional authentication hook point. Sign-in arrives in a later issue: it will verify the
 * bearer token here and set `request.user`. Until then every request is a visitor, and
 * per-reader flags (is_favourite...) are 0.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.user = undefined;
  });
}

/** The reader as services see it. */
export const readerOf = (request: FastifyRequest): AuthUser | undefined => request.user;
