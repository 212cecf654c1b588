import {
  explainRequests,
  listingTables,
  listPlanRequests,
  planRequests,
  publicPageRequests,
} from '../../../bench/explain';
import { migrate } from '../../db/migrate';
import { seedDemoData } from '../../db/seed';
import { createTestDb, type TestDb } from '../../../test/test-db';

/**
 * The common listing filters, on their first page and a deep one, at 100,000 listings: no
 * plan may read a listing table from end to end. PostgreSQL only: its planner is the one
 * that serves many listings, and seeding 100,000 takes PGlite minutes.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const LISTINGS = 100_000;

let t: TestDb | undefined;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  t = await createTestDb();
  await migrate(t.db);
  await seedDemoData(t.db, { properties: LISTINGS });
}, 600_000);
afterAll(() => t?.dispose());

onPostgres(`query plans at ${LISTINGS.toLocaleString('en')} listings (needs TEST_DATABASE_URL)`, () => {
  it('reads no listing table whole for the common filters, sorts and deep pages', async () => {
    const results = await explainRequests(t!.db, [...planRequests, ...listPlanRequests]);
    const scans = results.flatMap(({ name, status, statements }) => [
      ...(status === 200 ? [] : [`${name}: HTTP ${status}`]),
      ...statements.flatMap(({ seqScans }) =>
        seqScans.filter((table) => listingTables.includes(table)).map((table) => `${name}: Seq Scan on ${table}`),
      ),
    ]);
    expect(results.every(({ statements }) => statements.length > 0)).toBe(true);
    expect(scans).toEqual([]);
  }, 120_000);

  /*
   * The public pages' reads, home page first: each statement (run, with EXPLAIN ANALYZE)
   * reads at most a bounded margin beyond what it returns, whatever the number of listings:
   * no table of more than a thousand rows read whole, at most a thousand rows plus a hundred
   * per row returned (a card's pictures, facilities and counts), no sort given more than a
   * couple of hundred rows.
   */
  const readBound = 1_000;
  const readPerRow = 100;
  const sortBound = 200;
  // Known costs still proportional to the listings, to be brought under the bounds: the
  // featured list's total counts every running advertisement; near a point, a rare filter
  // (premium, featured) walks every listing in the radius, and the map's hundred are sorted
  // from the whole radius while the planner, at this size, expects fewer in it.
  const notYetBounded = new Set([
    'homepage/property-sections near a point',
    'homepage/properties-on-map near a point',
    'featured properties',
  ]);
  it('reads a bounded number of rows for every public page read', async () => {
    const requests = (await publicPageRequests(t!.db)).filter(({ name }) => !notYetBounded.has(name));
    const results = await explainRequests(t!.db, requests, { analyze: true, every: true });
    const large = new Set(
      (
        await t!.db.query<{ relname: string }>(
          `select relname from pg_class where relkind = 'r' and reltuples > ${readBound}`,
        )
      ).map((row) => row.relname),
    );
    const problems = results.flatMap(({ name, status, statements }) => [
      ...(status === 200 ? [] : [`${name}: HTTP ${status}`]),
      ...statements.flatMap(({ sql, seqScans, rowsRead = 0, rowsReturned = 0, rowsSorted = 0 }) => [
        ...seqScans.filter((table) => large.has(table)).map((table) => `${name}: Seq Scan on ${table}`),
        ...(rowsRead > readBound + readPerRow * rowsReturned
          ? [`${name}: ${rowsRead} rows read for ${rowsReturned} by ${sql.slice(0, 160)}`]
          : []),
        ...(rowsSorted > sortBound ? [`${name}: ${rowsSorted} rows sorted by ${sql.slice(0, 160)}`] : []),
      ]),
    ]);
    expect(results.every(({ statements }) => statements.length > 0)).toBe(true);
    expect(problems).toEqual([]);
  }, 120_000);
});

if (!process.env.TEST_DATABASE_URL) {
  it.skip('query plans: skipped, set TEST_DATABASE_URL to a PostgreSQL server to check them', () => undefined);
}
