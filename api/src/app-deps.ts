import { pushSenderFor, type PushSender } from './adapters/push';
import type { RedisClient } from './adapters/redis';
import { createAccountServices, type AccountServiceOverrides, type AccountServices } from './auth/services';
import type { Config } from './config';
import type { Db } from './db/db';
import { FileUrls } from './files/file-urls';
import { createPrivateFileStorage, type PrivateFileStorage } from './files/private-files';
import { createFileStorage, type FileStorage } from './files/storage';
import { MemoryAllowances, RedisAllowances, type AllowanceStore } from './http/allowances';
import type { Log } from './lib/log';
import { ParametersAndFacilitiesCache } from './modules/properties/parameters-and-facilities';
import type { RealtimePublisher } from './realtime/publisher';

/** What route modules and services receive from the app: no module reaches for globals. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** The app's Redis connection when REDIS_URL is set (the Socket.IO adapter keeps a pair of its own). */
  redis: RedisClient | undefined;
  files: FileUrls;
  /** The public uploads (S3 when configured, else the uploads folder). */
  storage: FileStorage;
  /** Files only their owner and the admin may read: verification documents, chat attachments. */
  privateFiles: PrivateFileStorage;
  /** The facilities and parameters listing cards name, kept at the database's version. */
  parametersAndFacilities: ParametersAndFacilitiesCache;
  /** The counts of the limits code takes allowances of (http/rate-limits.ts CountedLimit). */
  allowances: AllowanceStore;
  /** Tokens, one-time codes, messages and identity providers. */
  accounts: AccountServices;
  /** Pushes to connected clients (Socket.IO; see api/src/realtime). */
  realtime: RealtimePublisher;
  /** Push to devices without an open socket (firebase messaging when configured). */
  push: PushSender;
  /** For failures that must not fail the call that met them (a push that could not be sent). */
  log: Log;
}

export interface AppDepsParts {
  config: Config;
  db: Db;
  redis: RedisClient | undefined;
  realtime: RealtimePublisher;
  log: Log;
  /** Replacements for outside services (tests: a fake Firebase verifier, a stub SMS client). */
  accountOverrides?: AccountServiceOverrides;
  /** Where limits count; by default Redis when there is one (shared by every process), else memory. */
  allowances?: AllowanceStore;
}

/** The one way deps are built: by the app (plugins/app/deps.ts) and by `pnpm admin`. */
export function createAppDeps({
  config,
  db,
  redis,
  realtime,
  log,
  accountOverrides,
  allowances,
}: AppDepsParts): AppDeps {
  const files = new FileUrls(config.publicUrl);
  return {
    config,
    db,
    redis,
    files,
    storage: createFileStorage(config, files),
    privateFiles: createPrivateFileStorage(config),
    parametersAndFacilities: new ParametersAndFacilitiesCache(db),
    allowances:
      allowances ??
      (redis && config.redis
        ? new RedisAllowances(redis, `${config.redis.keyPrefix}:allowance:`, log)
        : new MemoryAllowances()),
    accounts: createAccountServices(config, db, log, accountOverrides),
    realtime,
    push: pushSenderFor(config),
    log,
  };
}
