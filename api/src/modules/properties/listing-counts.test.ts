import fc from 'fast-check';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { Queryable } from '../../db/db';

let t: TestApp;
let categories: number[];
let cities: string[];
beforeAll(async () => {
  t = await startTestApp();
  categories = (await t.db.query<{ id: number }>('select id from categories order by id')).map((row) => row.id);
  cities = (await t.db.query<{ city: string }>('select distinct city from properties order by city')).map(
    (row) => row.city,
  );
});
afterAll(() => t.close());

interface Filters {
  category_id?: number;
  property_type?: string;
  city?: string;
  min_price?: number;
  max_price?: number;
}

/** The same filters counted straight from the listings. */
async function countedFromListings(filters: Filters) {
  const where = [`status = 1 and request_status = 'approved'`];
  const values: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    values.push(value);
    where.push(condition(`$${values.length}`));
  };
  if (filters.category_id !== undefined) add((v) => `category_id = ${v}`, filters.category_id);
  if (filters.property_type !== undefined) add((v) => `property_type = ${v}`, filters.property_type);
  if (filters.city !== undefined) add((v) => `lower(city) = lower(${v})`, filters.city);
  if (filters.min_price !== undefined) add((v) => `price >= ${v}`, filters.min_price);
  if (filters.max_price !== undefined) add((v) => `price <= ${v}`, filters.max_price);
  const [row] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from properties where ${where.join(' and ')}`,
    values,
  );
  return row!.n;
}

/** Posts a copy of listing `id` (same filters' values); returns the copy's id. */
async function copyOf(db: Queryable, id: number) {
  const [copy] = await db.query<{ id: number }>(
    `insert into properties (slug_id, user_id, category_id, title, description, price, property_type,
       address, city, state, country, latitude, longitude, status, request_status)
     select 'counted-' || gen_random_uuid(), user_id, category_id, title, description, price, property_type,
       address, city, state, country, latitude, longitude, status, request_status
       from properties where id = $1
     returning id`,
    [id],
  );
  return copy!.id;
}

async function totalOf(filters: Filters) {
  const query = new URLSearchParams(
    Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const reply = await t.get(`/api/get_property?limit=1&${query}`);
  expect(reply.status).toBe(200);
  return reply.body.total as number;
}

/** Prices on band edges (as a price filter offers them), inside bands, and the listings' own. */
const price = () =>
  fc.oneof(
    fc.constantFrom(0, 1, 500, 1000, 1500, 2500, 100_000, 250_000, 300_000, 450_000, 500_000, 1_000_000, 2_000_000),
    fc.integer({ min: 0, max: 5_000_000 }),
    fc.double({ min: 0, max: 10_000, noNaN: true }).map((value) => Math.round(value * 100) / 100),
  );

/** Any mix of the filters; a price range the right way round (an inverted one is refused). */
const filters = () =>
  fc
    .record(
      {
        category_id: fc.constantFrom(...categories),
        property_type: fc.constantFrom('sell', 'rent', 'sold', 'rented'),
        city: fc.constantFrom(...cities).chain((city) => fc.constantFrom(city, city.toUpperCase(), city.toLowerCase())),
        min_price: price(),
        max_price: price(),
      },
      { requiredKeys: [] },
    )
    .map((chosen): Filters =>
      chosen.min_price !== undefined && chosen.max_price !== undefined && chosen.min_price > chosen.max_price
        ? { ...chosen, min_price: chosen.max_price, max_price: chosen.min_price }
        : chosen,
    );

describe('price bands', () => {
  it('start at their floor and end just below the next one, over every band a price can reach', async () => {
    const [mismatch] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from generate_series(16, 207) as band
        where listing_price_band(listing_price_band_floor(band)) <> band
           or listing_price_band(listing_price_band_floor(band + 1) - 0.01) <> band`,
    );
    expect(mismatch!.n).toBe(0);
  });
});

describe('totals of the category, type, city and price filters', () => {
  it('equal the listings that match, whatever the filters and price bounds', async () => {
    await fc.assert(
      fc.asyncProperty(filters(), async (chosen) => {
        expect(await totalOf(chosen)).toBe(await countedFromListings(chosen));
      }),
      { numRuns: 150 },
    );
  });

  it('follow listings as they are posted, edited, hidden, approved and deleted', async () => {
    const [sample] = await t.db.query<{ id: number }>('select id from properties order by id limit 1');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('price' as const), value: price() }),
            fc.record({ kind: fc.constant('type' as const), value: fc.constantFrom('sell', 'rent', 'sold') }),
            fc.record({ kind: fc.constant('category' as const), value: fc.constantFrom(...categories) }),
            fc.record({ kind: fc.constant('city' as const), value: fc.constantFrom(...cities) }),
            fc.record({ kind: fc.constant('status' as const), value: fc.constantFrom(0, 1) }),
            fc.record({
              kind: fc.constant('review' as const),
              value: fc.constantFrom('approved', 'pending', 'rejected'),
            }),
            fc.record({ kind: fc.constant('copy' as const), value: fc.constant(0) }),
            fc.record({ kind: fc.constant('delete' as const), value: fc.constant(0) }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        filters(),
        async (changes, chosen) => {
          await t.db.transaction(async (tx) => {
            // a listing of its own each run, so the seeded ones stay as they were
            let id = await copyOf(tx, sample!.id);
            for (const change of changes) {
              const set: Record<string, string> = {
                price: 'price = $2',
                type: 'property_type = $2',
                category: 'category_id = $2',
                city: 'city = $2',
                status: 'status = $2',
                review: 'request_status = $2',
              };
              if (change.kind === 'copy') {
                id = await copyOf(tx, id);
              } else if (change.kind === 'delete') {
                await tx.query('delete from properties where id = $1', [id]);
                id = await copyOf(tx, sample!.id);
              } else {
                await tx.query(`update properties set ${set[change.kind]} where id = $1`, [id, change.value]);
              }
            }
          });
          expect(await totalOf(chosen)).toBe(await countedFromListings(chosen));
          expect(await totalOf({})).toBe(await countedFromListings({}));
        },
      ),
      { numRuns: 25 },
    );
  });
});
