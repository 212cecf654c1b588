import type { CaseCursor } from '@domus/shared/contract';
import { sql, type RawBuilder } from 'kysely';

/** Who decides a case, and through what: the console (an HTTP call) or the admin command. */
export interface Decider {
  id: number;
  via: 'console' | 'command';
}

/**
 * A page of a case list: by keyset (`after`, the cursor of the page before) for the console, by
 * offset for the admin commands; `state`: the open cases, the decided ones or all of them.
 */
export interface CasePage {
  limit: number;
  state: 'open' | 'decided' | 'all';
  after?: CaseCursor;
  offset?: number;
}

/** A row's keyset cursor: its created_at (UTC, to the microsecond, as the contract's shape) and id. */
export const cursorOf = (alias: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(`${alias}.created_at`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${sql.ref(`${alias}.id`)}`;

/** Rows after the cursor, in the lists' order (created_at desc, id desc). */
export const afterCursor = (alias: string, after: CaseCursor) =>
  sql<boolean>`(${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.id`)}) < (${after.at}::timestamptz, ${after.id})`;

/**
 * The page and the cursor of the next one: the last row's, when there is a row after it (one more
 * than `limit` was asked for). A count alone (`limit` 0) has no page after it.
 */
export function pageOf<Row extends { cursor: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? last.cursor : null };
}
