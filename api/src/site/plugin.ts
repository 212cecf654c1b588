import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { cacheControlFor } from './cache-headers';
import { buildRemoteMap, siteRemotes } from './remote-map';

export interface SiteOptions {
  /** The repository root: dist folders are `<root>/shell/dist` and `<root>/mf-*\/dist`. */
  root: string;
  env: Record<string, string | undefined>;
}

const setHeaders = (res: { setHeader(name: string, value: string): void }, filePath: string) => {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
};

/**
 * Serves the web site on the API's port: the shell, every remote under /remotes/<folder>/,
 * /remotes.json, and the shell's index.html for every page route (client-side routing).
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const shellDist = path.join(options.root, 'shell', 'dist');
  const remoteMap = buildRemoteMap(options.env);

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

/** A page route (no file extension, not under /api/ or /uploads/): the shell renders it. */
export function isPageRoute(url: string): boolean {
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/') || pathname.startsWith('/remotes/')) {
    return false;
  }
  return !path.extname(pathname);
}

export function sendShellIndex(reply: FastifyReply): FastifyReply {
  void reply.header('Cache-Control', 'no-cache');
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}
