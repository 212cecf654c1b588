import {
  Kysely,
  sql,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  DummyDriver,
  type CompiledQuery,
  type Expression,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type Selectable,
} from 'kysely';
import type { Queryable } from './db';
import type { Database } from './schema';

/** Kysely's statements run through `Queryable.query`: the same bound parameters, on PGlite or a server. */
class QueryableConnection implements DatabaseConnection {
  constructor(private readonly target: Queryable) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const rows = await this.target.query<R & object>(compiled.sql, compiled.parameters);
    return { rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported over the database seam');
  }
}

const noKyselyTransactions = () =>
  Promise.reject(new Error('Open transactions with db.transaction() and build queries with kyselyOf(tx)'));

/**
 * One connection over one Queryable. Transactions stay with the seam (`Db.transaction`), so
 * Kysely's own transaction calls are refused rather than silently running outside one.
 */
class QueryableDriver implements Driver {
  private readonly connection: QueryableConnection;

  constructor(target: Queryable) {
    this.connection = new QueryableConnection(target);
  }

  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  beginTransaction = noKyselyTransactions;
  commitTransaction = noKyselyTransactions;
  rollbackTransaction = noKyselyTransactions;
  async releaseConnection() {}
  async destroy() {}
}

class QueryableDialect implements Dialect {
  constructor(private readonly target: Queryable) {}

  createAdapter = () => new PostgresAdapter();
  createDriver = () => new QueryableDriver(this.target);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
}

const built = new WeakMap<Queryable, Kysely<Database>>();

/**
 * The typed query builder over a database or a transaction of it: `kyselyOf(db)` outside,
 * `kyselyOf(tx)` inside `db.transaction(async (tx) => ...)`. Rows come back as the
 * generated `Database` types say. Results carry rows only (no affected-row counts): write
 * `returning` where a statement's effect must be known.
 */
export function kyselyOf(target: Queryable): Kysely<Database> {
  let kysely = built.get(target);
  if (!kysely) {
    kysely = new Kysely<Database>({ dialect: new QueryableDialect(target) });
    built.set(target, kysely);
  }
  return kysely;
}

/**
 * `values` bound as one array parameter, for `eb('id', '=', eb.fn.any(boundArray(ids, 'int')))`:
 * one statement text whatever their count, as `= any($1::int[])` in raw SQL.
 */
export const boundArray = <T extends string | number>(values: readonly T[], type: 'int' | 'text') =>
  sql<T[]>`${values}::${sql.raw(type)}[]`;

/**
 * Columns of one table as a statement reads them, for rows of raw SQL kept for their plan:
 * `TableRow<'cities', 'name' | 'image'> & { count: number }`.
 */
export type TableRow<T extends keyof Database, K extends keyof Selectable<Database[T]>> = Pick<
  Selectable<Database[T]>,
  K
>;

/** A Kysely that only compiles: the SQL text of an expression, never run. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  },
});

/**
 * The SQL text of a Kysely expression without parameters (literals only), for the few
 * statements still written by hand: their text then follows the same rule as the builder's.
 */
export function sqlTextOf(expression: Expression<unknown>): string {
  const compiled = sql`${expression}`.compile(compiler);
  if (compiled.parameters.length > 0) throw new Error('sqlTextOf takes expressions of literals only');
  return compiled.sql;
}
