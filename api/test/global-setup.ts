import { openPostgres } from '../src/db/postgres';

/**
 * On PostgreSQL, every test file migrates into its own schema. pg_trgm can exist once per
 * database, so it is installed into public here, before the files run in parallel.
 */
export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const db = await openPostgres(url, { max: 1 });
  try {
    await db.exec('create extension if not exists pg_trgm with schema public');
  } finally {
    await db.close();
  }
}
