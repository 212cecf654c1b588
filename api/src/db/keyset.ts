import type { KeysetPosition } from '@domus/shared/contract';
import { sql, type RawBuilder } from 'kysely';

/*
 * Keyset paging of the operators' long lists, ordered by a time column and the id: a page starts
 * after the last row of the page before (the contract's keysetCursor: `<time>_<id>`), so the
 * millionth row costs what the first does. Fetch `limit + 1` rows; keysetPage keeps `limit`.
 */

/** A row's cursor: its time (UTC, to the microsecond, as the database keeps it) and id. */
export const keysetCursorSql = (alias: string, column = 'created_at'): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(`${alias}.${column}`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${sql.ref(`${alias}.id`)}`;

/** The rows after `position`, newest first (`desc`) or oldest first (`asc`) by (column, id). */
export const keysetAfter = (
  alias: string,
  position: KeysetPosition,
  order: 'asc' | 'desc' = 'desc',
  column = 'created_at',
): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${alias}.${column}`)}, ${sql.ref(`${alias}.id`)}) ${sql.raw(order === 'desc' ? '<' : '>')} (${position.at}::timestamptz, ${position.id}::bigint)`;

/** A page of `limit` rows and the cursor of the page after (null: this is the last one). */
export function keysetPage<Row extends { cursor: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? last.cursor : null };
}
