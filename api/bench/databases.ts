/**
 * Throw-away PostgreSQL databases for the bench: a database of its own on the server
 * (dropped afterwards, connections and all), or, where the role may not create databases,
 * a schema of its own chosen through search_path, as the API tests do.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PgTarget {
  url: string;
  searchPath?: string[];
  /** What it is, for the report. */
  label: string;
  drop(): Promise<void>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const serverVersion = (url: string) =>
  withClient(
    url,
    async (client) =>
      (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?',
  );

export async function createPgTarget(adminUrl: string, tag: string): Promise<PgTarget> {
  const name = `domus_bench_${tag}_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await withClient(adminUrl, (client) => client.query(`create database ${quote(name)}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      label: `database ${name}`,
      drop: () =>
        withClient(adminUrl, (client) => client.query(`drop database if exists ${quote(name)} with (force)`)).then(
          () => undefined,
        ),
    };
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error; // not "insufficient privilege"
  }
  await withClient(adminUrl, async (client) => {
    await client.query('create extension if not exists pg_trgm with schema public');
    await client.query(`create schema ${quote(name)}`);
  });
  return {
    url: adminUrl,
    searchPath: [name, 'public'],
    label: `schema ${name}`,
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop schema if exists ${quote(name)} cascade`)).then(
        () => undefined,
      ),
  };
}
