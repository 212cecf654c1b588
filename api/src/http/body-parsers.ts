import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';

/** Upload limits for multipart forms; later upload checks (magic bytes, sharp) sit behind these. */
export const uploadLimits = {
  fileSize: 10 * 1024 * 1024,
  files: 20,
  fields: 200,
  fieldSize: 1024 * 1024,
} as const;

/**
 * Every POST accepts JSON, urlencoded and multipart alike (docs/API-SHAPES.md): all three become a
 * plain object body, and a request without a body counts as `{}`, so the contract's
 * defaults turn missing fields into ''.
 */
export async function registerBodyParsers(app: FastifyInstance) {
  // Repeated names become lists (a=1&a=2 -> ['1', '2']), as multipart's do.
  await app.register(formbody, { bodyLimit: uploadLimits.fieldSize });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: uploadLimits });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}
