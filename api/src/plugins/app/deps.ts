import fp from 'fastify-plugin';
import { createAppDeps, type AppDeps } from '../../app-deps';
import { otpKeyName } from '../../auth/otp';
import type { AccountServiceOverrides } from '../../auth/services';
import { sessionKeyName } from '../../auth/tokens';
import type { Db } from '../../db/db';
import { SocketPublisher } from '../../realtime/publisher';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the modules' routes and services work with, built once (app-deps.ts). */
    deps: AppDeps;
  }
}

interface DepsOptions {
  db: Db;
  /** Replacements for outside services (tests: a fake Firebase verifier, a stub SMS client). */
  accountOverrides?: AccountServiceOverrides;
}

/**
 * Builds the app's deps once, from its configuration, database, Redis and sockets, and makes
 * them `app.deps`: the modules, the jobs, the first view and the tests all use this one set.
 */
export const deps = fp<DepsOptions>(
  async (app, { db, accountOverrides }) => {
    const built = createAppDeps({
      config: app.config,
      db,
      redis: app.redis,
      realtime: new SocketPublisher(app.sockets),
      log: app.log,
      accountOverrides,
    });
    app.decorate('deps', built);
    // Loaded before any transaction needs them: the embedded database has one connection.
    app.addHook('onReady', () => built.accounts.secrets.warmUp([sessionKeyName, otpKeyName]));
  },
  { name: 'deps', dependencies: ['config', 'redis', 'sockets'] },
);
