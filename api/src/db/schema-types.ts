import path from 'node:path';
import * as prettier from 'prettier';
import type { Queryable } from './db';

export const schemaTypesFile = path.join(import.meta.dirname, 'schema.ts');
export const regenerateCommand = 'pnpm db:types';

interface ColumnFacts {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
  always: boolean;
}

/** Column types as both drivers hand them over (bigint and numeric as numbers, see pglite.ts and postgres.ts). */
const scalarTypes: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  float4: 'number',
  float8: 'number',
  int8: 'Int8',
  numeric: 'Numeric',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  tsvector: 'string',
  tsquery: 'string',
  timestamptz: 'Timestamp',
  timestamp: 'Timestamp',
  date: 'Timestamp',
  json: 'Json',
  jsonb: 'Json',
  point: 'unknown',
  polygon: 'unknown',
};

function columnType(column: ColumnFacts): string {
  const { udt_name: udt } = column;
  const element = udt.startsWith('_') ? udt.slice(1) : undefined;
  const known = scalarTypes[element ?? udt];
  if (!known) throw new Error(`No TypeScript type for ${column.table_name}.${column.column_name} (${udt})`);
  let type = element ? `${known}[]` : known;
  if (column.is_nullable === 'YES' && known !== 'unknown') type = `${type} | null`;
  if (column.always) return `GeneratedAlways<${type}>`;
  return column.has_default ? `Generated<${type}>` : type;
}

const preamble = `/**
 * Generated from the migrations by \`${regenerateCommand}\` (src/db/schema-types.ts): do not edit.
 * Every table of the API's database, column by column, for Kysely (see kysely.ts).
 */
import type { ColumnType } from 'kysely';

/** Written or left to its default; a column type of its own (Timestamp, Json) keeps its shapes. */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;
/** Computed by the database: never written. */
export type GeneratedAlways<T> =
  T extends ColumnType<infer S, unknown, unknown> ? ColumnType<S, never, never> : ColumnType<T, never, never>;

export type Int8 = ColumnType<number, number | string | bigint, number | string | bigint>;
export type Numeric = ColumnType<number, number | string, number | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Parsed on the way out; written as JSON text. */
export type Json = ColumnType<unknown, string, string>;
`;

/** schema.ts as the migrations applied to \`db\` (a freshly migrated database) make it, formatted as prettier leaves it. */
export async function generateSchemaTypes(db: Queryable): Promise<string> {
  const columns = await db.query<ColumnFacts>(
    `select c.table_name, c.column_name, c.udt_name, c.is_nullable,
            (c.column_default is not null or c.is_identity = 'YES') as has_default,
            (c.is_generated = 'ALWAYS' or c.identity_generation = 'ALWAYS') as always
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, ColumnFacts[]>();
  for (const column of columns) tables.set(column.table_name, [...(tables.get(column.table_name) ?? []), column]);
  const pascal = (name: string) => name.replace(/(^|_)(\w)/g, (_, __, char: string) => char.toUpperCase());
  const interfaces = [...tables].map(
    ([table, cols]) =>
      `export interface ${pascal(table)} {\n${cols.map((c) => `  ${c.column_name}: ${columnType(c)};`).join('\n')}\n}`,
  );
  const database = `export interface Database {\n${[...tables.keys()].map((t) => `  ${t}: ${pascal(t)};`).join('\n')}\n}`;
  const text = [preamble, ...interfaces, database].join('\n\n');
  const options = await prettier.resolveConfig(schemaTypesFile);
  return prettier.format(text, { ...options, filepath: schemaTypesFile });
}
