import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createHash } from 'node:crypto';
import type { Db, Queryable, QueryOptions } from './db';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Same JS values as the PGlite side: counts and money as numbers.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One name per prepared text: pg keeps each connection's prepared statements by name. */
const preparedNames = new Map<string, string>();
const preparedName = (sql: string) => {
  let name = preparedNames.get(sql);
  if (!name) {
    name = `domus_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    preparedNames.set(sql, name);
  }
  return name;
};

const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T extends object>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
    const values = params as unknown[];
    const result = await target.query<T & pg.QueryResultRow>(
      options.prepare ? { name: preparedName(sql), text: sql, values } : { text: sql, values },
    );
    return result.rows;
  },
  async exec(sql: string) {
    // Without parameters pg uses the simple protocol, which runs a whole script.
    await target.query(sql);
  },
  async copyIn(table: string, columns: readonly string[], text: string) {
    const client = target instanceof pg.Pool ? await target.connect() : target;
    try {
      const sql = `copy ${table} (${columns.map(quoteIdent).join(', ')}) from stdin`;
      await pipeline(Readable.from([Buffer.from(text)]), client.query(copyFrom(sql)));
    } finally {
      if (client !== target) (client as pg.PoolClient).release();
    }
  },
});

export interface PostgresOptions {
  /** Schemas to search, first one gets new tables (tests isolate each file in its own). */
  searchPath?: string[];
  max?: number;
}

/** A PostgreSQL server through a pg pool. */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const searchPath = options.searchPath?.map((schema) => `"${schema.replace(/"/g, '""')}"`).join(',');
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types: typeParsers,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
