import type { Property } from '@domus/shared/contract';
import { seedDemoData } from '../../db/seed';
import { fixtureRepoRoot, startTestApp, type TestApp } from '../../../test/test-app';
import { estimateTotalsFrom } from './constants';

/**
 * Text searches with many matches are walked to their page and answer an estimated total;
 * few are collected and counted exactly (see textSearchPage() in service.ts). Enough
 * listings that a common word has thousands of matches.
 */
const LISTINGS = 4000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await seedDemoData(t.db, { properties: LISTINGS, projects: 2, agents: 6, members: 4, repoRoot: fixtureRepoRoot });
}, 120_000);
afterAll(() => t.close());

/** The public listings matching `where`, newest first, as the API must page them. */
async function matching(where: string, values: unknown[] = []) {
  return (
    await t.db.query<{ id: number }>(
      `select id from properties p where status = 1 and request_status = 'approved' and ${where}
        order by created_at desc, id desc`,
      values,
    )
  ).map((row) => row.id);
}

const page = async (query: string) => {
  const reply = await t.get(`/api/get_property?${query}`);
  expect(reply.status).toBe(200);
  return reply.body as {
    data: Property[];
    total: number;
    total_is_estimate: boolean;
    total_is_capped: boolean;
    pageable_total: number;
  };
};

describe('text searches with many matches', () => {
  it('answer an estimate near the real total, and the exact pages in order', async () => {
    const all = await matching(`search_words @@ listing_words_query('apartment')`);
    expect(all.length).toBeGreaterThan(estimateTotalsFrom);
    for (const offset of [0, 10, 120]) {
      const reply = await page(`search=apartment&offset=${offset}&limit=10`);
      expect(reply.total_is_estimate).toBe(true);
      expect(Number(reply.total.toPrecision(2))).toBe(reply.total); // two figures
      expect(Math.abs(reply.total - all.length) / all.length).toBeLessThan(0.35);
      expect(reply.data.map((property) => property.id)).toEqual(all.slice(offset, offset + 10));
    }
  });

  it('walk with the filters too', async () => {
    const all = await matching(`search_words @@ listing_words_query('apartment') and property_type = 'sell'`);
    const reply = await page('search=apartment&property_type=sell&offset=20&limit=10');
    expect(reply.data.map((property) => property.id)).toEqual(all.slice(20, 30));
  });
});

describe('text searches with few matches', () => {
  it('are counted exactly and paged in order, with the filters and a price range', async () => {
    const [{ city }] = (await t.db.query<{ city: string }>(
      `select city from properties group by city order by count(*) desc limit 1`,
    )) as [{ city: string }];
    const all = await matching(
      `search_words @@ listing_words_query('apartment') and lower(city) = lower($1) and price between 100000 and 900000`,
      [city],
    );
    expect(all.length).toBeGreaterThan(5);
    expect(all.length).toBeLessThan(estimateTotalsFrom);
    const query = `search=apartment&city=${encodeURIComponent(city)}&min_price=100000&max_price=900000`;
    const first = await page(`${query}&limit=5`);
    expect(first).toMatchObject({ total: all.length, total_is_estimate: false, total_is_capped: false });
    expect(first.data.map((property) => property.id)).toEqual(all.slice(0, 5));
    const past = await page(`${query}&offset=${all.length}&limit=5`);
    expect(past).toMatchObject({ total: all.length, data: [] });
  });
});
