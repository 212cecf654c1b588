import fc from 'fast-check';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { matchPendingListings } from './matching';

/*
 * For every filter a saved search supports, a listing that becomes visible matches the search
 * exactly when get_property (get-property-list for the map's box, get-map-clusters for a drawn
 * polygon) with the same filters returns it: generated filters, every public listing matched at
 * once against the one search, the two sets compared.
 */

let t: TestApp;
let watcher: TestUser;
type Place = { city: string; state: string; country: string; latitude: number; longitude: number };
let places: Place[] = [];
let categories: { id: number; slug_id: string }[] = [];
let owners: number[] = [];
let words: string[] = [];
let prices: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  watcher = await createTestUser(t);
  places = await t.db.query<Place>(
    `select city, min(state) as state, min(country) as country, avg(latitude)::float8 as latitude,
            avg(longitude)::float8 as longitude
       from properties where status = 1 and request_status = 'approved' group by city order by city`,
  );
  categories = await t.db.query('select id, slug_id from categories order by id');
  owners = (await t.db.query<{ user_id: number }>('select distinct user_id from properties order by 1 limit 8')).map(
    (row) => row.user_id,
  );
  const titles = await t.db.query<{ title: string }>('select title from properties order by id limit 60');
  words = [
    ...new Set(titles.flatMap((row) => row.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 1)),
  ];
  prices = (await t.db.query<{ price: number }>('select price from properties order by id limit 40')).map((row) =>
    Number(row.price),
  );
  // A listing featured by a running advertisement, so `promoted` has something to find.
  await t.db.query(
    `insert into advertisements (property_id, user_id, type, status, start_date, end_date)
     select id, user_id, 'list', 'approved', now() - interval '1 day', now() + interval '9 days'
       from properties where status = 1 and request_status = 'approved' order by id limit 3`,
  );
});
afterAll(() => t.close());

const place = () => fc.constantFrom(...places);
const anyCase = (text: string) => fc.constantFrom(text, text.toUpperCase(), text.toLowerCase());
const word = () =>
  fc
    .tuple(fc.constantFrom(...words), fc.integer({ min: 1, max: 6 }))
    .map(([chosen, cut]) => chosen.slice(0, Math.max(1, chosen.length - cut + 1)));

/** Filters as a client sends them: text values, one to three of them. */
const filters = () => {
  const each: Record<string, fc.Arbitrary<string>> = {
    city: place().chain((p) => anyCase(p.city)),
    state: place().map((p) => p.state),
    country: place().map((p) => p.country),
    category_id: fc.constantFrom(...categories).map((c) => String(c.id)),
    category_slug_id: fc.constantFrom(...categories).map((c) => c.slug_id),
    property_type: fc.constantFrom('sell', 'rent', '0', '1', 'sold'),
    min_price: fc.constantFrom(...prices).map(String),
    max_price: fc.constantFrom(...prices).map((price) => String(price * 2)),
    posted_since: fc.constantFrom('yesterday', 'lastweek', 'lastmonth', 'last3months', 'lastyear'),
    search: fc.array(word(), { minLength: 1, maxLength: 2 }).map((list) => list.join(' ')),
    userid: fc.constantFrom(...owners).map(String),
    promoted: fc.constant('1'),
  };
  return fc
    .uniqueArray(fc.constantFrom(...Object.keys(each)), { minLength: 1, maxLength: 3 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, each[key]!]))))
    .filter((chosen) => !(chosen.category_id && chosen.category_slug_id))
    .filter((chosen) => !(chosen.min_price && chosen.max_price && Number(chosen.min_price) > Number(chosen.max_price)));
};

const box = () =>
  fc.tuple(place(), fc.double({ min: 0.01, max: 3, noNaN: true })).map(([p, half]) => ({
    min_lat: (p.latitude - half).toFixed(4),
    max_lat: (p.latitude + half).toFixed(4),
    min_lng: (p.longitude - half).toFixed(4),
    max_lng: (p.longitude + half).toFixed(4),
  }));
const polygon = () =>
  fc
    .tuple(place(), fc.double({ min: 0.01, max: 2, noNaN: true }), fc.double({ min: 0.2, max: 1, noNaN: true }))
    .map(([p, size, skew]) =>
      [
        [p.latitude - size, p.longitude - size],
        [p.latitude - size * skew, p.longitude + size],
        [p.latitude + size, p.longitude + size * skew],
        [p.latitude + size * skew, p.longitude - size],
      ]
        .map(([lat, lng]) => `${lat!.toFixed(5)},${lng!.toFixed(5)}`)
        .join(';'),
    );

/** Matches the one saved search with these filters against every public listing; its matched ids. */
async function matchedBy(chosen: Record<string, string>): Promise<number[] | undefined> {
  await t.db.query('delete from saved_searches');
  const saved = await t.post(
    '/api/save-search',
    { name: 'Property test', frequency: 'weekly', filters: chosen },
    watcher.token,
  );
  if (saved.status === 400 && /search must contain a word/.test(saved.body.message)) return undefined;
  expect(saved.status).toBe(200);
  await t.db.query(
    `insert into saved_search_pending (property_id)
     select id from properties where status = 1 and request_status = 'approved'`,
  );
  await matchPendingListings(t.app.deps);
  const rows = await t.db.query<{ property_id: number }>('select property_id from saved_search_matches order by 1');
  return rows.map((row) => row.property_id);
}

/** Listings found by a run: the comparisons must not all be of empty sets. */
const found: number[] = [];

/** Every id get_property (get-property-list for a box) answers for these filters, page after page. */
async function listed(chosen: Record<string, string>): Promise<number[]> {
  const ids: number[] = [];
  const call = chosen.min_lat === undefined ? 'get_property' : 'get-property-list';
  for (let offset = 0; ; offset += 100) {
    const reply = await t.get(
      `/api/${call}?${new URLSearchParams({ ...chosen, limit: '100', offset: String(offset) })}`,
    );
    expect(reply.status).toBe(200);
    ids.push(...reply.body.data.map((listing: { id: number }) => listing.id));
    if (reply.body.data.length < 100) break;
  }
  found.push(ids.length);
  return ids.sort((a, b) => a - b);
}

describe('a saved search matches exactly what the search shows', () => {
  it('for get_property’s filters, alone and mixed', async () => {
    await fc.assert(
      fc.asyncProperty(filters(), async (chosen) => {
        const matched = await matchedBy(chosen);
        if (matched === undefined) return;
        expect(matched).toEqual(await listed(chosen));
      }),
      { numRuns: 120 },
    );
  });

  it('for the map’s box, with or without other filters', async () => {
    await fc.assert(
      fc.asyncProperty(box(), fc.option(filters(), { nil: undefined }), async (edges, more) => {
        const chosen = { ...more, ...edges };
        const matched = await matchedBy(chosen);
        if (matched === undefined) return;
        expect(matched).toEqual(await listed(chosen));
      }),
      { numRuns: 40 },
    );
  });

  it('for a drawn polygon: as many as the map counts in it', async () => {
    await fc.assert(
      fc.asyncProperty(polygon(), fc.option(filters(), { nil: undefined }), async (area, more) => {
        const chosen: Record<string, string> = { ...more, polygon: area };
        const matched = await matchedBy(chosen);
        if (matched === undefined) return;
        const map = await t.get(
          `/api/get-map-clusters?${new URLSearchParams({ ...chosen, min_lat: '-90', max_lat: '90', min_lng: '-180', max_lng: '180', zoom: '3' })}`,
        );
        expect(map.status).toBe(200);
        expect(matched.length).toBe(map.body.total);
      }),
      { numRuns: 40 },
    );
  });

  it('compared sets that were not all empty', () => {
    expect(found.filter((count) => count > 0).length).toBeGreaterThan(found.length / 4);
  });

  it('matches nothing the watcher posted themself', async () => {
    const [listing] = await t.db.query<{ id: number; city: string }>(
      `update properties set user_id = $1 where id = (select min(id) from properties where status = 1 and request_status = 'approved')
       returning id, city`,
      [watcher.id],
    );
    const matched = await matchedBy({ city: listing!.city });
    expect(matched).not.toContain(listing!.id);
    expect(matched!.length).toBe((await listed({ city: listing!.city })).length - 1);
  });
});
