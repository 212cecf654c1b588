import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const migrationsDir = path.join(import.meta.dirname, 'migrations');

// Any constant shared by every API process: concurrent starts migrate one after another.
const MIGRATION_LOCK_KEY = 7_061_993;

/** The migration files this code knows, in the order they apply. */
export const migrationFiles = () =>
  fs
    .readdirSync(migrationsDir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort();

/**
 * Applies every migration file not yet recorded, in name order, in one transaction:
 * a failing file leaves the database as it was. Returns the names it applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    // Under the lock: two concurrent "create table if not exists" can both try to create it.
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
    );
    const pending = migrationFiles().filter((file) => !applied.has(file));
    for (const file of pending) {
      await tx.exec(fs.readFileSync(path.join(migrationsDir, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    }
    return pending;
  });
}

/** The migration files not applied to this database yet, without applying any (a read-only look). */
export async function migrationsPending(db: Db): Promise<string[]> {
  const [table] = await db.query<{ exists: boolean }>(`select to_regclass('schema_migrations') is not null as exists`);
  const applied = table?.exists
    ? new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name))
    : new Set<string>();
  return migrationFiles().filter((file) => !applied.has(file));
}
