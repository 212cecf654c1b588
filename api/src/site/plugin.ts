import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { cacheControlFor } from './cache-headers';
import { buildRemoteMap, siteRemotes, type SiteRemote } from './remote-map';

export interface SiteOptions {
  /** The repository root: dist folders are `<root>/shell/dist` and `<root>/mf-*\/dist`. */
  root: string;
  /** Per-remote manifest URL overrides, by folder (from REMOTE_MF_<NAME>_URL). */
  remoteOverrides: Partial<Record<SiteRemote, string>>;
}

const setHeaders = (reply: FastifyReply, filePath: string) => {
  void reply.header('Cache-Control', cacheControlFor(filePath));
};

/**
 * Serves the web site on the API's port: the shell, every remote under /remotes/<folder>/,
 * /remotes.json, and the shell's index.html for every page route (client-side routing).
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const shellDist = path.join(options.root, 'shell', 'dist');
  const remoteMap = buildRemoteMap(options.remoteOverrides);

  app.get('/remotes.json', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return remoteMap;
  });

  for (const folder of siteRemotes) {
    const dist = path.join(options.root, folder, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`${folder} is not built (${dist} missing): run the build first`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      setHeaders,
    });
  }

  if (!existsSync(shellDist)) {
    app.log.warn(`shell is not built (${shellDist} missing): run the build first`);
    return;
  }
  // No wildcard: one route per built file, so the page fallback below can own every other path.
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', wildcard: false, setHeaders, index: false });
}

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
 * index.html (read per request, so a redeployed shell needs no restart); everything else
 * keeps the API's not-found envelope.
 */
export function pageFallback(root: string, otherwise: NotFoundHandler): NotFoundHandler {
  const indexFile = path.join(root, 'shell', 'dist', 'index.html');
  return async (request, reply) => {
    if (request.method !== 'GET' || !isPageRoute(request.url)) return otherwise(request, reply);
    try {
      const html = await readFile(indexFile, 'utf8');
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    } catch {
      return otherwise(request, reply);
    }
  };
}
