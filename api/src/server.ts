import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { createAccountServices, type AccountServiceOverrides } from './auth/services';
import { otpKeyName } from './auth/otp';
import { sessionKeyName } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/db';
import { ListingCatalogue } from './modules/properties/catalogue';
import { FileUrls } from './files/file-urls';
import { configureImageProcessing } from './files/picture-work';
import { registerAuth } from './http/auth';
import { registerBodyParsers } from './http/body-parsers';
import { registerFiltersParam } from './http/filters-param';
import { rewriteCallAliases } from './http/call-aliases';
import { registerCompression } from './http/compression';
import { registerContentLanguage } from './http/content-language';
import { registerCors } from './http/cors';
import { refuseBadInput } from './http/input-checks';
import { registerDraining } from './http/draining';
import { MemoryAllowances, RedisAllowances } from './http/allowances';
import { registerRateLimits } from './http/rate-limits';
import { loggerOptions } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { handleError, handleNotFound } from './http/error-handler';
import { healthRoutes } from './http/health';
import { registerLoadShedding } from './http/load-shedding';
import { registerHttpCaching } from './http/public-cache';
import { registerUploads } from './http/uploads';
import { apiModules } from './modules';
import { seoRoutes } from './modules/seo/routes';
import { pushSenderFor } from './adapters/push';
import { closeRedis, connectRedis } from './adapters/redis';
import { startStaleListingSweep } from './modules/listings/stale-sweep';
import { startPackageExpirySweep } from './modules/packages/expiry-notices';
import { startSavedSearchSweep } from './modules/saved-searches/sweep';
import { SocketPublisher } from './realtime/publisher';
import { createSocketServer, serveSockets } from './realtime/socket-server';
import { firstViewRoutes } from './site/first-view';
import { pageFallback, sitePlugin } from './site/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

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
 * Builds the whole HTTP app without listening: external plugins, then app plugins, then the
 * API modules under /api, then (last) the web site. Tests call this and use app.inject.
 */
export async function buildApp({
  config,
  db,
  site,
  accountOverrides,
  timedJobs = false,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // While closing, http/draining.ts answers late requests in our envelope instead.
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
  // Rate limits, /readyz and (besides its own pair) the Socket.IO adapter share one Redis.
  const redis = await connectRedis(config, app.log);
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  // External plugins.
  await registerSecurityHeaders(app, config);
  await registerCors(app, config);
  registerDraining(app);
  await registerContentLanguage(app);
  await registerHttpCaching(app);
  await registerLoadShedding(app, config.loadShedding);
  await registerRateLimits(app, redis && config.redis && { client: redis, keyPrefix: config.redis.keyPrefix });
  await registerBodyParsers(app, config);
  registerFiltersParam(app);
  refuseBadInput(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Domus API',
        version: '0.1.0',
        description:
          'Every reply is an envelope: { error: false, message, data, total? } or { error: true, message, code, key } (key = code).',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  // App plugins.
  const io = await createSocketServer(app, config);
  const deps: AppDeps = {
    config,
    db,
    redis,
    files: new FileUrls(config.publicUrl),
    listingCatalogue: new ListingCatalogue(db),
    allowances:
      redis && config.redis
        ? new RedisAllowances(redis, `${config.redis.keyPrefix}:allowance:`, app.log)
        : new MemoryAllowances(),
    accounts: createAccountServices(config, db, app.log, accountOverrides),
    realtime: new SocketPublisher(io),
    push: pushSenderFor(config),
    log: app.log,
  };
  registerAuth(app, { db, tokens: deps.accounts.tokens });
  serveSockets(io, deps);
  // Tests and the bench call services beside the routes with the app's own deps.
  app.decorate('deps', deps);
  // Loaded before any transaction needs them: the embedded database has one connection.
  app.addHook('onReady', () => deps.accounts.secrets.warmUp([sessionKeyName, otpKeyName]));
  if (timedJobs) {
    const stopSweep = startPackageExpirySweep(deps);
    app.addHook('onClose', async () => stopSweep());
    const stopStaleSweep = startStaleListingSweep(deps);
    app.addHook('onClose', () => stopStaleSweep());
    const stopSavedSearchSweep = startSavedSearchSweep(deps);
    app.addHook('onClose', async () => stopSavedSearchSweep());
  }
  await registerUploads(app, config.uploadsDir);

  // Replies built per request, compressed per request: stored files and the site are not.
  await app.register(async (built) => {
    await registerCompression(built);

    // Health checks for orchestrators and load balancers, outside /api.
    await built.register(healthRoutes, { deps });

    // API modules.
    await built.register(
      async (api) => {
        api.setNotFoundHandler(handleNotFound);
        for (const module of apiModules) await api.register(module, { deps });
        // The OpenAPI document at /api/docs/json, browsable at /api/docs (Swagger UI, its own files).
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
      },
      { prefix: '/api' },
    );

    // robots.txt and the sitemaps: the site's, but built from the database.
    await built.register(seoRoutes, { deps });

    // The pages most visits start on, with their first screen (the other pages: index.html below).
    if (site) await built.register(firstViewRoutes, { deps, root: site.root, remoteOverrides: config.remoteOverrides });
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
