import { constants } from 'node:zlib';

import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** JSON, text, XML (sitemaps) and HTML; never binary files, pictures or event streams. */
const compressibleTypes = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)(?:;|$))/;

/**
 * Compresses replies built per request (API JSON, sitemaps) above 1 KB: brotli at quality 4
 * (a few hundred microseconds for a page of listings, most of quality 11's gain on JSON) when
 * the browser accepts it, else gzip. Registered only around those routes: stored uploads and
 * the built site never pass through it (the site sends its build-time copies instead).
 * Compressed request bodies are not inflated (a few KB could inflate into gigabytes): no client sends them.
 */
export const compression = fp(
  async (scope) => {
    await scope.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      customTypes: compressibleTypes,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
