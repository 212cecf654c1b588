import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route, built from the contract's schemas as routes are added. */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Domus API',
          version: '0.1.0',
          description:
            'Every reply is an envelope: { error: false, message, data, total? } or { error: true, message, code, key } (key = code).',
        },
        servers: [{ url: app.config.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'open-api', decorators: { fastify: ['config'] } },
);

/**
 * The OpenAPI document at /api/docs/json, browsable at /api/docs (Swagger UI, its own files).
 * Registered inside the /api scope.
 */
export const apiDocsPage: FastifyPluginAsync = async (api) => {
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    // Registered under /api: the page's own links must say so.
    indexPrefix: '/api',
    uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 },
    // Its pages' own policy: scripts from this site only, as everywhere; Swagger UI sets inline
    // styles as it draws, so styles may be inline here. No upgrade to https (a site on plain
    // http, as on localhost, could not serve it).
    staticCSP: {
      'default-src': "'self'",
      'base-uri': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    },
  });
};
