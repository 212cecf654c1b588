import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { invalidInput } from '../../http/api-error';
import { registerTemporaryUploads, temporaryUploadsDir } from '../../http/temporary-uploads';

/** Upload limits for multipart forms; later upload checks (magic bytes, sharp) sit behind these. */
const multipartLimits = {
  fileSize: 10 * 1024 * 1024,
  files: 20,
  fields: 200,
  fieldSize: 1024 * 1024,
} as const;

/**
 * The multipart parser's own failures (no boundary, a body that ends mid-part, a malformed
 * part header) carry no status: they are the client's broken body, a 400 that says so. The
 * plugin's limit and content errors keep their status.
 */
function asBodyError(error: unknown): unknown {
  if (!(error instanceof Error) || (error as { statusCode?: number }).statusCode !== undefined) return error;
  return invalidInput(`The multipart body could not be read: ${error.message}.`);
}

/**
 * Every POST accepts JSON, urlencoded and multipart alike (docs/api-shapes.md): all three become a
 * plain object body, and a request without a body counts as `{}`, so the contract's
 * defaults turn missing fields into ''. A multipart body's files are UploadedFiles on disk under
 * DATA_DIR/tmp/uploads (http/temporary-uploads.ts), removed when the request ends.
 */
export const bodyParsers = fp(
  async (app) => {
    // Repeated names become lists (a=1&a=2 -> ['1', '2']), as multipart's do.
    await app.register(formbody, { bodyLimit: multipartLimits.fieldSize });
    const onFile = registerTemporaryUploads(app, temporaryUploadsDir(app.config.dataDir));
    await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: multipartLimits, onFile });
    app.addHook('preParsing', async (request, _reply, payload) => {
      const parts = request.parts.bind(request);
      request.parts = async function* readableParts(options) {
        try {
          yield* parts(options);
        } catch (error) {
          throw asBodyError(error);
        }
      };
      return payload;
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    });
  },
  { name: 'body-parsers' },
);
