/**
 * The one database seam of the API. PGlite (embedded) and a PostgreSQL server both sit
 * behind it, so services and migrations run the same SQL on either.
 */
export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * A statement whose text never changes and whose best plan does not depend on its values:
   * a PostgreSQL server plans it once per connection and keeps the plan (a named prepared
   * statement). PGlite plans every statement.
   */
  prepare?: boolean;
}

export interface Queryable {
  /** One parameterised statement; values are bound, never spliced into the text. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** A script of several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
  /**
   * Loads rows given in COPY's text format (tab-separated, `\N` for null, one row a line)
   * into `table`: bulk loads (the demo data) without a statement per row.
   */
  copyIn(table: string, columns: readonly string[], text: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
