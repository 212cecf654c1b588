import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/db';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

export interface TestDb {
  db: Db;
  /** Closes the connection and removes everything the test file created. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL a uniquely named schema on that server (search_path set per connection).
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.exec(`create schema "${schema}"`);
  const db = await openPostgres(url, { searchPath: [schema, 'public'], max: 4 });
  return {
    db,
    async dispose() {
      await db.close();
      await admin.exec(`drop schema if exists "${schema}" cascade`);
      await admin.close();
    },
  };
}
