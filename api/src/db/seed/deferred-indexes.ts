import type { Db, Queryable } from '../db';

interface Definition {
  name: string;
  table: string;
  definition: string;
}

/** What dropIndexes() dropped, to be built again by buildIndexes(). */
export interface DroppedIndexes {
  keys: Definition[];
  indexes: Definition[];
  foreignKeys: Definition[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops the indexes, keys and foreign keys of `tables` (and foreign keys of other tables
 * pointing at them) before a bulk load, and returns their definitions (pg_get_indexdef /
 * pg_get_constraintdef) for buildIndexes(): one sorted build per index and one join per foreign
 * key instead of an index insertion and a key lookup per row. At a million listings that is the
 * difference between minutes and hours.
 */
export async function dropIndexes(db: Queryable, tables: readonly string[]): Promise<DroppedIndexes> {
  const targets = `(select to_regclass(t) from unnest($1::text[]) as t)`;
  const foreignKeys = await db.query<Definition>(
    `select conname as name, conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype = 'f' and (conrelid in ${targets} or confrelid in ${targets})
      order by conrelid, conname`,
    [tables],
  );
  const keys = await db.query<Definition>(
    `select conname as name, conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype in ('p', 'u') and conrelid in ${targets}
      order by conrelid, contype, conname`,
    [tables],
  );
  const indexes = await db.query<Definition>(
    `select i.indexrelid::regclass::text as name, i.indrelid::regclass::text as table,
            pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid in ${targets}
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by i.indrelid, i.indexrelid`,
    [tables],
  );
  const dropConstraint = ({ table, name }: Definition) => `alter table ${table} drop constraint ${quoteIdent(name)}`;
  await db.exec(
    [
      ...foreignKeys.map(dropConstraint),
      ...keys.map(dropConstraint),
      ...indexes.map(({ name }) => `drop index ${name}`),
    ].join(';\n'),
  );
  return { keys, indexes, foreignKeys };
}

/** Room to sort each index in memory, for the transaction it is set in. */
const SORT_MEMORY = `set local maintenance_work_mem = '1GB'`;

/**
 * The statements that build `dropped` again, in phases that must follow one another: the keys
 * and indexes, then the foreign keys (which need the keys they point at). Within a phase any
 * order works; the GIN indexes go first, as they take longest (PostgreSQL builds one on a single
 * core) and the rest can fill the other core meanwhile.
 */
export function buildPhases({ keys, indexes, foreignKeys }: DroppedIndexes) {
  const addConstraint = ({ table, name, definition }: Definition) =>
    `alter table ${table} add constraint ${quoteIdent(name)} ${definition}`;
  const isGin = ({ definition }: Definition) => / USING gin /i.test(definition);
  const build = ({ name, definition }: Definition) => ({ name, sql: definition });
  return [
    [
      ...indexes.filter(isGin).map(build),
      ...keys.map((key) => ({ name: key.name, sql: addConstraint(key) })),
      ...indexes.filter((index) => !isGin(index)).map(build),
    ],
    foreignKeys.map((key) => ({ name: key.name, sql: addConstraint(key) })),
  ];
}

type Step = ReturnType<typeof buildPhases>[number][number];

async function timed(step: Step, run: () => Promise<void>, onProgress: (step: string) => void) {
  const started = performance.now();
  await run();
  onProgress(`${step.name} built (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Builds what dropIndexes() dropped, inside the transaction that loaded the rows (`tx`), one
 * statement after the other. A key the load broke fails, and the transaction with it.
 */
export async function buildIndexesInTransaction(
  tx: Queryable,
  dropped: DroppedIndexes,
  onProgress: (step: string) => void = () => undefined,
) {
  await tx.exec(SORT_MEMORY);
  for (const phase of buildPhases(dropped)) {
    for (const step of phase) await timed(step, () => tx.exec(step.sql), onProgress);
  }
}

/**
 * Builds what dropIndexes() dropped after the load committed, `connections` statements at a
 * time, each in its own transaction: a GIN index builds on one core while the B-trees use the
 * others. A key the load broke fails, with the first error thrown once the statements under
 * way have ended (the caller empties the database).
 */
export async function buildIndexesConcurrently(
  db: Db,
  dropped: DroppedIndexes,
  { connections, onProgress = () => undefined }: { connections: number; onProgress?: (step: string) => void },
) {
  for (const phase of buildPhases(dropped)) {
    await inTurns(phase, connections, (step) =>
      timed(
        step,
        () =>
          db.transaction(async (tx) => {
            await tx.exec(SORT_MEMORY);
            await tx.exec(step.sql);
          }),
        onProgress,
      ),
    );
  }
}

/**
 * Runs `run` over `items`, `workers` at a time, in order. After a failure no new item starts;
 * the first error is thrown once the items under way have ended.
 */
export async function inTurns<T>(items: readonly T[], workers: number, run: (item: T) => Promise<unknown>) {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++] as T;
      await run(item).catch((error: unknown) => {
        failure ??= { error };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  if (failure) throw failure.error;
}
