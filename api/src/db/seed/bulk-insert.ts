import type { Queryable } from '../db';

export type ColumnType = 'int' | 'text' | 'float8' | 'numeric' | 'boolean' | 'timestamptz' | 'jsonb' | 'smallint';

/**
 * Inserts many rows with one statement per batch: each column travels as one array
 * parameter and unnest() zips them back into rows. Fast on PGlite and PostgreSQL alike,
 * and still fully parameterised.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: Record<string, ColumnType>,
  rows: readonly (readonly unknown[])[],
  batchSize = 5000,
) {
  const names = Object.keys(columns);
  const types = Object.values(columns);
  const sql = `insert into ${table} (${names.map((name) => `"${name}"`).join(', ')}) select * from unnest(${types
    .map((type, index) => `$${index + 1}::${type}[]`)
    .join(', ')})`;
  const misfit = rows.find((row) => row.length !== names.length);
  if (misfit) throw new Error(`${table}: a row has ${misfit.length} values for ${names.length} columns`);
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = names.map((_, column) =>
      batch.map((row) => {
        const value = row[column];
        return types[column] === 'jsonb' && value !== null ? JSON.stringify(value) : value;
      }),
    );
    await db.query(sql, arrays);
  }
}
