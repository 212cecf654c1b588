import type { Queryable } from '../../db/db';
import { sql } from 'kysely';
import { boundArray, kyselyOf } from '../../db/kysely';

/** Stored settings by key (values are JSON). */
export async function readSettings(db: Queryable, keys?: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await kyselyOf(db)
    .selectFrom('settings')
    .select(['key', 'value'])
    .$if(keys !== undefined, (qb) => qb.where((eb) => eb('key', '=', eb.fn.any(boundArray(keys!, 'text')))))
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** A "0"/"1" switch setting's stored value as on or off; `fallback` when it is not stored. */
export const switchOn = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null ? fallback : value === '1' || value === 1 || value === true;

/** A "0"/"1" switch setting; `fallback` when it is not stored. */
export async function readSwitch(db: Queryable, key: string, fallback: boolean): Promise<boolean> {
  return switchOn((await readSettings(db, [key])).get(key), fallback);
}

/** Stores settings (values as JSON), replacing those already stored. */
export async function writeSettings(db: Queryable, entries: readonly (readonly [string, unknown])[]): Promise<void> {
  if (entries.length === 0) return;
  await kyselyOf(db)
    .insertInto('settings')
    .values(entries.map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: sql<Date>`now()` })),
    )
    .execute();
}
