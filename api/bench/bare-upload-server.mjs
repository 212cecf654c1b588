/**
 * The memory bench's anchor: the same Fastify and @fastify/multipart as the API, with one
 * trivial route that takes any request the API's load sends (JSON, urlencoded or multipart),
 * streams every file part to a temporary file, removes it and answers the envelope. Plain
 * JavaScript run by node itself, as the API's production build is: no TypeScript loader in
 * the process whose memory is measured. Started with fork(); tells its port over IPC.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';

const tmp = await mkdtemp(path.join(os.tmpdir(), 'domus-bare-uploads-'));
const app = Fastify({ logger: { level: 'warn' } });
await app.register(formbody);
// The API's largest file (a panorama, 25 MB) fits.
await app.register(multipart, { limits: { fileSize: 26 * 1024 * 1024, files: 20, fields: 500 } });

// A body the multipart parser cannot read is the client's broken body, as the API answers it.
app.setErrorHandler((error, _request, reply) =>
  reply.code(error.statusCode ?? 400).send({ error: true, message: error.message, code: 'invalidInput' }),
);

app.route({
  method: ['GET', 'POST', 'DELETE'],
  url: '/bare',
  handler: async (request) => {
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const file = path.join(tmp, randomBytes(8).toString('hex'));
        try {
          await pipeline(part.file, createWriteStream(file));
        } finally {
          await unlink(file).catch(() => undefined);
        }
      }
    }
    return { error: false, message: 'ok', data: { hello: 'world' } };
  },
});

await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', port: app.server.address().port });

const stop = async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
  process.exit(0);
};
process.on('message', (message) => message?.type === 'stop' && void stop());
process.on('disconnect', () => void stop());
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
