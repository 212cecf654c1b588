import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate, bearerToken } from '../../http/auth';

/**
 * Sets `request.user` on every API request that carries a bearer token. A bad token is a 401
 * on every call, optional ones included, so the client knows to sign out.
 */
export const auth = fp(
  async (app) => {
    const sessions = { db: app.deps.db, tokens: app.deps.accounts.tokens };
    app.decorateRequest('user', undefined);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      request.user = undefined;
      if (!request.url.startsWith('/api/')) return;
      const token = bearerToken(request.headers.authorization);
      if (token !== undefined) request.user = await authenticate(sessions, token);
    });
  },
  { name: 'auth', dependencies: ['deps'] },
);
