import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/db';

/**
 * Counts worth keeping for a minute, by statement and parameters, per database: a count that
 * reached its cap ("10,000+" is still true a minute later whatever a few new or removed
 * listings do), and the sample behind an estimated total ("about 7,700" is no truer for being
 * counted again). A broad search is counted once a minute, not at every page. Exact totals
 * under the cap are never kept: they stay exact, and steer the page query.
 */
const byDb = new WeakMap<Db, LRUCache<string, object>>();
const keptForMs = 60_000;

function countsOf(db: Db) {
  let cache = byDb.get(db);
  if (!cache) {
    cache = new LRUCache<string, object>({ max: 5_000, ttl: keptForMs });
    byDb.set(db, cache);
  }
  return cache;
}

/** The remembered result of `sql` with `values`, or the statement's first row, kept when `keep` says so. */
export async function rememberedCount<T extends object>(
  db: Db,
  sql: string,
  values: readonly unknown[],
  keep: (row: T | undefined) => boolean,
): Promise<T | undefined> {
  const cache = countsOf(db);
  const key = `${sql}\n${JSON.stringify(values)}`;
  const known = cache.get(key);
  if (known) return known as T;
  const [row] = await db.query<T>(sql, values, { prepare: true });
  if (row && keep(row)) cache.set(key, row);
  return row;
}
