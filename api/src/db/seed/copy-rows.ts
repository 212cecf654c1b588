import type { Queryable } from '../db';

export type CopyValue = string | number | boolean | Date | null | undefined;

const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const needsEscape = /[\\\t\n\r]/;

function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') {
    // Most text has nothing to escape: tested first, it is not copied by replace().
    return needsEscape.test(value) ? value.replace(/[\\\t\n\r]/g, (char) => escapes[char]!) : value;
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Rows in COPY's text format, for `Queryable.copyIn`. Values travel as text either way
 * (unnest() arrays were text too), so the stored values are the same as an INSERT's.
 */
export function copyText(rows: readonly (readonly CopyValue[])[]): string {
  // Appended field by field: a seed's million listings made arrays and joins the work of a core.
  let text = '';
  for (const row of rows) {
    for (let column = 0; column < row.length; column++) {
      if (column > 0) text += '\t';
      text += copyField(row[column]);
    }
    text += '\n';
  }
  return text;
}

/** Inserts `rows` (values in the order of `columns`) with one COPY. */
export async function copyRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly CopyValue[])[],
) {
  const misfit = rows.find((row) => row.length !== columns.length);
  if (misfit) throw new Error(`${table}: a row has ${misfit.length} values for ${columns.length} columns`);
  if (rows.length) await db.copyIn(table, columns, copyText(rows));
}
