import { createTestDb, type TestDb } from '../../../test/test-db';
import { migrate } from '../../db/migrate';
import { publicPropertySql } from './visibility';
import { publicProjectSql } from './visibility';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await migrate(t.db);
});
afterAll(() => t.dispose());

/** Partial index predicates of a table as PostgreSQL keeps them (normalised: casts, parentheses, AND). */
const predicates = (table: string) =>
  t.db.query<{ name: string; predicate: string }>(
    `select i.relname as name, pg_get_expr(x.indpred, x.indrelid) as predicate
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class r on r.oid = x.indrelid
      where r.relname = $1 and r.relnamespace = to_regnamespace(current_schema()) and x.indpred is not null
      order by 1`,
    [table],
  );

/** The rule as PostgreSQL keeps it in an index: a probe index made from the rule's own compiled text. */
async function ruleAsIndexPredicate(table: string, ruleSql: string): Promise<string> {
  const rolledBack = new Error('probe only');
  let predicate = '';
  await t.db
    .transaction(async (tx) => {
      await tx.query(`create index public_rule_probe on ${table} (id) where ${ruleSql}`);
      const [row] = await tx.query<{ predicate: string }>(
        `select pg_get_expr(x.indpred, x.indrelid) as predicate
           from pg_index x join pg_class i on i.oid = x.indexrelid
          where i.relname = 'public_rule_probe' and i.relnamespace = to_regnamespace(current_schema())`,
      );
      predicate = row!.predicate;
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return predicate;
}

describe.each([
  ['properties', publicPropertySql],
  ['projects', publicProjectSql],
])('the public rule of %s', (table, ruleSql) => {
  it("is the predicate of the migrations' partial indexes on public rows", async () => {
    const rule = await ruleAsIndexPredicate(table, ruleSql(table));
    expect(rule).toMatch(/^\(\(status = 1\) AND \(request_status = 'approved'/);
    // Indexes on public rows: the rule itself, or the rule and more conditions (renewals, the text sample).
    const inner = rule.slice(1, -1);
    const onPublicRows = (await predicates(table)).filter((index) =>
      index.predicate.includes("request_status = 'approved'"),
    );
    expect(onPublicRows.length).toBeGreaterThan(0);
    for (const index of onPublicRows) {
      expect({ index: index.name, predicate: index.predicate }).toEqual({
        index: index.name,
        predicate: index.predicate === rule ? rule : expect.stringContaining(inner),
      });
    }
  });
});
