import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';

/** Upload limits for multipart forms; later upload checks (magic bytes, sharp) sit behind these. */
export const uploadLimits = {
  fileSize: 10 * 1024 * 1024,
  files: 20,
  fields: 200,
  fieldSize: 1024 * 1024,
} as const;

/**
 * Every POST accepts JSON, urlencoded and multipart alike (API-SHAPES.md): all three become a
 * plain object body, and a request without a body counts as `{}`, so the contract's
 * defaults turn missing fields into ''.
 */
export async function registerBodyParsers(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: uploadLimits.fieldSize },
    (_request, body, done) => {
      const fields: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const previous = fields[key];
        fields[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      }
      done(null, fields);
    },
  );
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: uploadLimits });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}
