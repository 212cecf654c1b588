import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountServiceOverrides } from './auth/services';
import type { Config } from './config';
import type { Db } from './db/db';
import { configureImageProcessing } from './files/picture-work';
import { rewriteCallAliases } from './http/call-aliases';
import { handleError, handleNotFound } from './http/error-handler';
import { loggerOptions } from './http/request-log';
import { apiModules } from './modules';
import { seoRoutes } from './modules/seo/routes';
import { auth } from './plugins/app/auth';
import { appConfig } from './plugins/app/config';
import { deps } from './plugins/app/deps';
import { draining } from './plugins/app/draining';
import { filtersParam } from './plugins/app/filters-param';
import { healthRoutes } from './plugins/app/health';
import { inputChecks } from './plugins/app/input-checks';
import { publicCache } from './plugins/app/public-cache';
import { redis } from './plugins/app/redis';
import { services } from './plugins/app/services';
import { sockets } from './plugins/app/sockets';
import { storedFiles } from './plugins/app/stored-files';
import { timedJobs } from './plugins/app/timed-jobs';
import { apiDocsPage, openApi } from './plugins/external/api-docs';
import { bodyParsers } from './plugins/external/body-parsers';
import { compression } from './plugins/external/compression';
import { contentLanguage } from './plugins/external/content-language';
import { crossOrigin } from './plugins/external/cors';
import { loadShedding } from './plugins/external/load-shedding';
import { rateLimits } from './plugins/external/rate-limits';
import { securityHeaders } from './plugins/external/security-headers';
import { firstViewRoutes } from './site/first-view';
import { pageFallback, sitePlugin } from './site/plugin';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Serve the built web site too (the repository root holding shell/dist and mf-*\/dist). */
  site?: { root: string };
  /** Replacements for outside services (tests: a fake Firebase verifier, a stub SMS client). */
  accountOverrides?: AccountServiceOverrides;
  /** Run the timed jobs (package expiry notices, stale listings, saved search alerts): main.ts does; tests call the jobs directly. */
  timedJobs?: boolean;
  /** Sees every route as it is added, before any plugin registers one (tests list the app's routes). */
  onRoute?: (route: RouteOptions) => void;
}

/** Fastify's trustProxy of TRUST_PROXY: a hop count becomes "the nearest n hops" (its types take no number). */
const trustedProxies = (setting: Config['trustProxy']) => {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
};

/**
 * The whole HTTP app, built without listening (tests call this and use app.inject). It reads
 * as the order things happen to a request: the external plugins (plugins/external), the app's
 * own plugins (plugins/app), the API modules under /api (modules/), then the web site (site/).
 */
export async function buildApp({
  config,
  db,
  site,
  accountOverrides,
  timedJobs: withTimedJobs = false,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // While closing, plugins/app/draining.ts answers late requests in our envelope instead.
    return503OnClosing: false,
    // request.ip is the socket's address unless TRUST_PROXY names the proxies that may say otherwise.
    trustProxy: trustedProxies(config.trustProxy),
    // Addresses the router refuses (bad percent-encoding, an over-long parameter) get the envelope too.
    frameworkErrors: handleError,
    // Paths existing clients use for a call beside its own (contact-us).
    rewriteUrl: rewriteCallAliases,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  configureImageProcessing();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Stack traces and internals never reach a reply.
  app.setErrorHandler(handleError);

  await app.register(appConfig, { config });
  await app.register(redis);

  // External plugins: headers, CORS, languages, load, limits and bodies of every request.
  await app.register(securityHeaders);
  await app.register(crossOrigin);
  await app.register(draining);
  await app.register(contentLanguage);
  await app.register(publicCache);
  await app.register(loadShedding);
  await app.register(rateLimits);
  await app.register(bodyParsers);
  await app.register(filtersParam);
  await app.register(inputChecks);
  await app.register(openApi);

  // App plugins: sockets, the deps and services every module works with, who the reader is, timed jobs, stored files.
  await app.register(sockets);
  await app.register(deps, { db, accountOverrides });
  await app.register(services);
  await app.register(auth);
  if (withTimedJobs) await app.register(timedJobs);
  await app.register(storedFiles);

  // Replies built per request, compressed per request: stored files and the site are not.
  await app.register(async (built) => {
    await built.register(compression);
    await built.register(healthRoutes);
    await built.register(
      async (api) => {
        api.setNotFoundHandler(handleNotFound);
        for (const module of apiModules) await api.register(module);
        await api.register(apiDocsPage);
      },
      { prefix: '/api' },
    );
    // robots.txt and the sitemaps: the site's, but built from the database.
    await built.register(seoRoutes);
    // The pages most visits start on, with their first screen (the other pages: index.html below).
    if (site) await built.register(firstViewRoutes, { root: site.root });
  });

  // The web site last, after every API route: /api/* keeps the JSON not-found envelope,
  // page routes fall back to the shell's index.html.
  if (site) {
    await app.register(sitePlugin, { root: site.root, remoteOverrides: config.remoteOverrides });
    app.setNotFoundHandler(pageFallback(site.root, handleNotFound));
  } else {
    app.setNotFoundHandler(handleNotFound);
  }

  return app;
}
