import { explainRequests, listingTables, listPlanRequests, planRequests } from '../../../bench/explain';
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
});

if (!process.env.TEST_DATABASE_URL) {
  it.skip('query plans: skipped, set TEST_DATABASE_URL to a PostgreSQL server to check them', () => undefined);
}
