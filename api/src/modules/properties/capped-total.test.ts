import { startTestApp, type TestApp } from '../../../test/test-app';

/** A small cap, so the seeded listings go past it (the default is 10,000). */
const CAP = 50;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { EXACT_TOTAL_UP_TO: String(CAP) } });
});
afterAll(() => t.close());

const publicCount = async (where = 'true') =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from properties where status = 1 and request_status = 'approved' and ${where}`,
    )
  )[0]!.n;

/** A search box text nearly every listing matches (a one-letter word matches as a word beginning). */
const BROAD_SEARCH = 'search=a';
/** A filter counted from the listings (not by listing_counts) that every listing matches: the whole map. */
const WORLD = 'get-property-list?min_lat=-90&max_lat=90&min_lng=-180&max_lng=180';

describe('listing totals past the cap', () => {
  it('counts every match of the category, type, city and price filters, and pages through the first ones', async () => {
    const all = await publicCount();
    expect(all).toBeGreaterThan(CAP);
    for (const path of ['get_property', 'get-property-list']) {
      const reply = await t.get(`/api/${path}?limit=5`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ total: all, total_is_capped: false, pageable_total: CAP });
      expect(reply.body.data).toHaveLength(5);
    }
    const sales = await publicCount(`property_type = 'sell'`);
    expect(await t.get('/api/get_property?property_type=sell&limit=1')).toMatchObject({
      body: { total: sales, total_is_capped: false, pageable_total: Math.min(sales, CAP) },
    });
  });

  it('says the total of a text search is capped when more listings match than are counted', async () => {
    const reply = await t.get(`/api/get_property?${BROAD_SEARCH}&limit=5`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: CAP, total_is_capped: true, pageable_total: CAP });
    expect(reply.body.data).toHaveLength(5);
  });

  it('counts a text search exactly under the cap', async () => {
    const [{ city }] = (await t.db.query<{ city: string }>(
      `select city from properties where status = 1 and request_status = 'approved' order by id limit 1`,
    )) as [{ city: string }];
    const exact = await publicCount(`search_words @@ listing_words_query('${city.replace(/'/g, "''")}')`);
    expect(exact).toBeLessThan(CAP);
    const reply = await t.get(`/api/get_property?search=${encodeURIComponent(city)}`);
    expect(reply.body).toMatchObject({ total: exact, total_is_capped: false, pageable_total: exact });
  });

  it('pages up to the cap and refuses deeper pages with a clear message', async () => {
    const last = await t.get(`/api/get_property?offset=${CAP - 5}&limit=5`);
    expect(last.status).toBe(200);
    expect(last.body.data).toHaveLength(5);
    const deeper = await t.get(`/api/get_property?offset=${CAP}&limit=5`);
    expect(deeper.status).toBe(400);
    expect(deeper.body).toMatchObject({
      error: true,
      code: 'invalidInput',
      message: `offset must be below ${CAP}: only the first ${CAP} matches can be paged through; narrow the search to see the others`,
    });
  });

  it('remembers a capped count for a while, and recounts every other total at every request', async () => {
    expect(await t.get(`/api/${WORLD}&limit=1`)).toMatchObject({
      body: { total: CAP, total_is_capped: true },
    });
    const hidden = await t.db.query<{ id: number }>(
      `update properties set status = 0 where status = 1 and property_type in ('sell', 'rent') returning id`,
    );
    try {
      // "50+" stays the answer for a minute, though fewer listings are public now...
      expect(await publicCount()).toBeLessThan(CAP);
      expect(await t.get(`/api/${WORLD}&limit=1`)).toMatchObject({
        body: { total: CAP, total_is_capped: true },
      });
      // ...while another count, the filters' totals and text searches' follow at once.
      expect(await t.get(`/api/${WORLD}&property_type=sell&limit=1`)).toMatchObject({
        body: { total: 0, total_is_capped: false },
      });
      expect(await t.get('/api/get_property?property_type=sell')).toMatchObject({
        body: { total: 0, total_is_capped: false, pageable_total: 0, data: [] },
      });
      expect(await t.get('/api/get_property?search=a&property_type=sell')).toMatchObject({
        body: { total: 0, total_is_capped: false, data: [] },
      });
    } finally {
      await t.db.query('update properties set status = 1 where id = any($1::int[])', [hidden.map((row) => row.id)]);
    }
  });
});
