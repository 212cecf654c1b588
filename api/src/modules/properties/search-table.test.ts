import type { Property } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';

/**
 * property_search (migration 003) is a narrow copy of properties that text searches count and
 * page on: it must hold exactly the same rows and values whatever is written to properties.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const copied = [
  'user_id',
  'category_id',
  'property_type',
  'price',
  'city',
  'state',
  'country',
  'status',
  'request_status',
  'created_at',
  'search_text',
];
/** Listings whose copy is missing, extra or different. */
const mismatches = async () =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from properties p full join property_search s on s.id = p.id
        where p.id is null or s.id is null
           or (${copied.map((column) => `p.${column}`).join(', ')}) is distinct from (${copied.map((column) => `s.${column}`).join(', ')})`,
    )
  )[0]!.n;
const search = async (query: string) => {
  const reply = await t.get(`/api/get_property?${query}`);
  expect(reply.status).toBe(200);
  return reply.body as { data: Property[]; total: number };
};

describe('property_search', () => {
  it('copies every seeded listing', async () => {
    const [{ n }] = (await t.db.query<{ n: number }>('select count(*)::int as n from property_search')) as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(0);
    expect(await mismatches()).toBe(0);
  });

  it('follows inserts, updates and deletes, and searches see them at once', async () => {
    const [{ id }] = (await t.db.query<{ id: number }>(
      `insert into properties (slug_id, user_id, category_id, title, price, property_type, latitude, longitude,
                               city, state, country, status, request_status)
       select 'search-table-test-' || n, u.id, 1, 'Quokka lodge ' || n, 1000 * n, 'sell', -31.95, 115.86,
              'Perth', 'Western Australia', 'Australia', 1, 'approved'
         from generate_series(1, 3) n, (select id from users order by id limit 1) u
       returning id`,
    )) as [{ id: number }];
    expect(await mismatches()).toBe(0);
    expect((await search('search=quokka')).total).toBe(3);
    expect((await search('search=quokka&max_price=2000')).total).toBe(2);

    await t.db.query(`update properties set title = 'Wombat lodge', price = 5 where id = $1`, [id]);
    expect(await mismatches()).toBe(0);
    expect((await search('search=quokka')).total).toBe(2);
    const wombat = await search('search=wombat&max_price=10');
    expect(wombat.data.map((property) => property.id)).toEqual([id]);

    await t.db.query(`update properties set total_view = total_view + 1, status = 0 where id = $1`, [id]);
    expect(await mismatches()).toBe(0);
    expect((await search('search=wombat')).total).toBe(0);

    await t.db.query(`update properties set request_status = 'pending' where slug_id like 'search-table-test-%'`);
    expect(await mismatches()).toBe(0);
    expect((await search('search=lodge&city=perth')).total).toBe(0);

    await t.db.query(`delete from properties where slug_id like 'search-table-test-%'`);
    expect(await mismatches()).toBe(0);
  });
});

describe('the two ways a search box text is matched (TextMatch)', () => {
  it('find the same listings: the keys index (found) and prefix terms on the stored words (filtered)', async () => {
    const [{ words }] = (await t.db.query<{ words: string }>(
      `select string_agg(search_text, ' ') as words from (select search_text from property_search order by id limit 5) s`,
    )) as [{ words: string }];
    const samples = words.split(/\s+/).filter((word) => word.length > 0);
    const texts = [
      ...samples.slice(0, 6),
      ...samples.slice(0, 6).map((word) => word.slice(0, 3)),
      samples.slice(0, 2).join(' '),
      `${samples[0]} ${samples[1]!.slice(0, 2)}`,
      'a',
      'lo',
      'LONDON',
      '5-bed',
      '!!',
      'zzzznotaword',
      // the beginnings of the filters' keys (=type=sell, =city=london...) match no typed word
      'ty',
      'type',
      'ci',
      'ca',
      'ba',
      'de',
      '=',
    ];
    for (const text of texts) {
      const ids = async (predicate: string) =>
        (
          await t.db.query<{ id: number }>(`select id from property_search p where ${predicate} order by id`, [text])
        ).map((row) => row.id);
      const filtered = await ids(`p.search_words @@ listing_words_query($1)`);
      const found = await ids(
        `listing_search_keys(p.search_text, p.property_type, p.category_id, p.city) @@ listing_prefix_query($1)`,
      );
      expect({ text, found }).toEqual({ text, found: filtered });
    }
  });
});
