import type { PushSender } from './adapters/push';
import type { RedisClient } from './adapters/redis';
import type { AccountServices } from './auth/services';
import type { Config } from './config';
import type { Db } from './db/db';
import type { FileUrls } from './files/file-urls';
import type { AllowanceStore } from './http/allowances';
import type { ListingCatalogue } from './modules/properties/catalogue';
import type { RealtimePublisher } from './realtime/publisher';

/** What route modules and services receive from the app: no module reaches for globals. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** The app's Redis connection when REDIS_URL is set (the Socket.IO adapter keeps a pair of its own). */
  redis: RedisClient | undefined;
  files: FileUrls;
  /** The facilities and parameters listing cards name, kept at the database's version. */
  listingCatalogue: ListingCatalogue;
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

/** The part of Fastify's logger services use; `pnpm admin` passes one writing to the console. */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ModuleOptions {
  deps: AppDeps;
}
