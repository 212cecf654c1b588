import type { AccountServices } from './auth/services';
import type { Config } from './config';
import type { Db } from './db/db';
import type { FileUrls } from './files/file-urls';

/** What route modules and services receive from the app: no module reaches for globals. */
export interface AppDeps {
  config: Config;
  db: Db;
  files: FileUrls;
  /** Tokens, one-time codes, messages and identity providers. */
  accounts: AccountServices;
}

export interface ModuleOptions {
  deps: AppDeps;
}
