import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { acquireDataDirLock } from './data-dir-lock';

// Counts (bigint) and money (numeric) arrive as JS numbers, as they do from the pg driver.
const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const wrap = (target: PGlite | Transaction): Queryable => ({
  async query<T extends object>(sql: string, params: readonly unknown[] = []) {
    const result = await target.query<T>(sql, params as unknown[]);
    return result.rows;
  },
  async exec(sql: string) {
    await target.exec(sql);
  },
  async copyIn(table: string, columns: readonly string[], text: string) {
    await target.query(`copy ${table} (${columns.map(quoteIdent).join(', ')}) from '/dev/blob'`, [], {
      blob: new Blob([text]),
    });
  },
});

export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** The whole data folder as a gzipped tarball, checkpointed first (what `loadDataDir` takes back). */
  dumpDataDir(): Promise<Blob>;
}

export interface OpenPgliteOptions {
  /** The caller holds the folder's lock already and keeps it past close (a restore swapping folders). */
  lockHeld?: boolean;
  /** Fill a new data folder from a tarball made by `dumpDataDir` instead of creating an empty database. */
  loadDataDir?: Blob;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps everything in memory (tests).
 * One process at a time may open a data folder, so a lock file guards it.
 */
export async function openPglite(dataDir?: string, options: OpenPgliteOptions = {}): Promise<PgliteDb> {
  const releaseLock = dataDir && !options.lockHeld ? await acquireDataDirLock(dataDir) : () => undefined;
  try {
    const pglite = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      parsers,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const base = wrap(pglite);
    return {
      kind: 'pglite',
      ...base,
      transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
      async dumpDataDir() {
        // Without a checkpoint the tarball is still consistent (the WAL is in it), but its
        // first start would have to replay that WAL.
        await pglite.exec('checkpoint');
        return pglite.dumpDataDir('gzip');
      },
      async close() {
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
