import type { Queryable } from '../../db/db';

/** Stored settings by key (values are JSON). */
export async function readSettings(db: Queryable, keys?: readonly string[]): Promise<Map<string, unknown>> {
  const rows = keys
    ? await db.query<{ key: string; value: unknown }>('select key, value from settings where key = any($1::text[])', [
        keys,
      ])
    : await db.query<{ key: string; value: unknown }>('select key, value from settings');
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** A "0"/"1" switch setting's stored value as on or off; `fallback` when it is not stored. */
export const switchOn = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null ? fallback : value === '1' || value === 1 || value === true;

/** A "0"/"1" switch setting; `fallback` when it is not stored. */
export async function readSwitch(db: Queryable, key: string, fallback: boolean): Promise<boolean> {
  return switchOn((await readSettings(db, [key])).get(key), fallback);
}
