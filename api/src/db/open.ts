import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDir);
}
