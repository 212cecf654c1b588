import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { cacheControlFor, revalidate } from './cache-headers';
import { buildRemoteMap, siteRemotes, type SiteRemote } from './remote-map';

export interface SiteOptions {
  /** The repository root: dist folders are `<root>/shell/dist` and `<root>/mf-*\/dist`. */
  root: string;
  /** Per-remote manifest URL overrides, by folder (from REMOTE_MF_<NAME>_URL). */
  remoteOverrides: Partial<Record<SiteRemote, string>>;
}

/**
 * How every file of the built site goes out: the build's `.br` copy when the browser accepts
 * brotli, else its `.gz` copy, else the file itself (never compressed per request), with
 * `Vary: Accept-Encoding`, a weak ETag from the file's size and time (304 when unchanged) and
 * the Cache-Control its name calls for.
 */
const builtFiles = {
  preCompressed: true,
  setHeaders: (reply, filePath) => {
    void reply.header('Cache-Control', cacheControlFor(filePath));
  },
} satisfies Partial<FastifyStaticOptions>;

/**
 * Serves the web site on the API's port: the shell, every remote under /remotes/<folder>/,
 * /remotes.json, and the shell's index.html for every page route (client-side routing:
 * `pageFallback`, which needs the `reply.sendFile` this plugin adds to the app).
 */
export const sitePlugin = fp(async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const shellDist = path.join(options.root, 'shell', 'dist');
  const remoteMap = buildRemoteMap(options.remoteOverrides);

  app.get('/remotes.json', async (_request, reply) => {
    void reply.header('Cache-Control', revalidate);
    return remoteMap;
  });

  for (const folder of siteRemotes) {
    const dist = path.join(options.root, folder, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`${folder} is not built (${dist} missing): run the build first`);
      continue;
    }
    await app.register(fastifyStatic, {
      ...builtFiles,
      root: dist,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
    });
  }

  // reply.sendFile for the page fallback: index.html as the other built files go out.
  await app.register(fastifyStatic, { ...builtFiles, root: shellDist, serve: false });
  if (!existsSync(shellDist)) {
    app.log.warn(`shell is not built (${shellDist} missing): run the build first`);
    return;
  }
  // No wildcard: one route per built file (not per compressed copy), so the page fallback
  // below can own every other path.
  await app.register(fastifyStatic, {
    ...builtFiles,
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    decorateReply: false,
  });
});

const assetExtension = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|txt|woff2?)$/i;
const notPages = ['/api', '/uploads/', '/remotes/'];

/** A page route (not an asset, not under /api, /uploads or /remotes): the shell renders it. */
export function isPageRoute(url: string): boolean {
  const pathname = url.split('?')[0];
  if (
    notPages.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
  ) {
    return false;
  }
  return !assetExtension.test(pathname);
}

type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The root not-found handler once the site is served: page routes get the shell's
 * index.html (read per request, so a redeployed one needs no restart; precompressed,
 * revalidated with its ETag); everything else keeps the API's not-found envelope.
 */
export function pageFallback(root: string, otherwise: NotFoundHandler): NotFoundHandler {
  const indexFile = path.join(root, 'shell', 'dist', 'index.html');
  return async (request, reply) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || !isPageRoute(request.url) || !existsSync(indexFile)) return otherwise(request, reply);
    return reply.sendFile('index.html');
  };
}
