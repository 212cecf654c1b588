import type { Property } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PUBLIC = `status = 1 and request_status = 'approved'`;
const count = async (where: string, params: unknown[] = []) =>
  (
    await t.db.query<{ n: number }>(`select count(*)::int as n from properties where ${PUBLIC} and ${where}`, params)
  )[0]!.n;
const list = async (query: string) => {
  const reply = await t.get(`/api/get_property?${query}`);
  expect(reply.status).toBe(200);
  expect(reply.body.error).toBe(false);
  return reply.body as { data: Property[]; total: number; similar_properties?: Property[] };
};
/** Words as the search sees them: letters and digits between anything else, lower-cased. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** How many public listings have, for every one of `prefixes`, a word beginning with it (computed here, not in SQL). */
const publicCountMatching = async (prefixes: string[]) => {
  const rows = await t.db.query<{ text: string }>(
    `select title || ' ' || address || ' ' || city || ' ' || state || ' ' || country as text from properties where ${PUBLIC}`,
  );
  return rows.filter((row) => {
    const words = wordsOf(row.text);
    return prefixes.every((prefix) => words.some((word) => word.startsWith(prefix)));
  }).length;
};
const nonIncreasing = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);

describe('get_property without filters', () => {
  it('lists public listings only, newest first, 10 by default, with the total before paging', async () => {
    const { data, total } = await list('');
    expect(total).toBe(await count('true'));
    expect(total).toBeLessThan(160);
    expect(data).toHaveLength(10);
    expect(data.every((p) => p.status === 1 && p.request_status === 'approved')).toBe(true);
    expect(nonIncreasing(data.map((p) => Date.parse(p.created_at)))).toBe(true);
  });

  it('pages with offset and limit without overlap, keeping the same total', async () => {
    const whole = await list('limit=30');
    const first = await list('limit=15&offset=0');
    const second = await list('limit=15&offset=15');
    expect(first.total).toBe(whole.total);
    expect(second.total).toBe(whole.total);
    expect([...first.data, ...second.data].map((p) => p.id)).toEqual(whole.data.map((p) => p.id));
  });

  it('returns an empty page past the end, still with the total', async () => {
    const { data, total } = await list('offset=5000');
    expect(data).toEqual([]);
    expect(total).toBe(await count('true'));
  });

  it('treats empty filters as absent', async () => {
    const empty = await list('city=&category_id=&property_type=&search=&max_price=');
    const none = await list('');
    expect(empty.total).toBe(none.total);
    expect(empty.data.map((p) => p.id)).toEqual(none.data.map((p) => p.id));
  });

  it('builds the property object of docs/api-shapes.md with image URLs under /uploads', async () => {
    const { data } = await list('limit=20');
    const property = data.find((p) => p.gallery.length > 0)!;
    expect(property.title_image).toMatch(/^http:\/\/localhost:8080\/uploads\/seed\/.+\.jpg$/);
    expect(property.gallery[0]!.image_url).toMatch(/^http:\/\/localhost:8080\/uploads\//);
    expect(property.category).toEqual(
      expect.objectContaining({ id: property.category_id, slug_id: expect.any(String) }),
    );
    expect(property.parameters.length).toBeGreaterThan(0);
    expect(property.assign_facilities[0]).toEqual(
      expect.objectContaining({
        facility_id: expect.any(Number),
        distance: expect.any(Number),
        name: expect.any(String),
      }),
    );
    expect(property.customer_name).not.toBe('');
    expect(property.post_created).toMatch(/ago$|just now/);
  });

  it('gives a visitor 0 for every per-reader flag, even when current_user names someone', async () => {
    const [liked] = await t.db.query<{ user_id: number; property_id: number }>(
      'select user_id, property_id from favourites limit 1',
    );
    const { data } = await list(`id=${liked!.property_id}&current_user=${liked!.user_id}`);
    expect(data[0]!.total_favourite_users).toBeGreaterThan(0);
    for (const flag of [
      'is_favourite',
      'is_interested',
      'is_reported',
      'is_blocked_by_me',
      'is_blocked_by_user',
    ] as const) {
      expect(data[0]![flag]).toBe(0);
    }
  });
});

describe('get_property filters', () => {
  it('category_id keeps that category only', async () => {
    const { data, total } = await list('category_id=2&limit=100');
    expect(total).toBe(await count('category_id = 2'));
    expect(total).toBeGreaterThan(0);
    expect(data.every((p) => p.category.id === 2)).toBe(true);
  });

  it('category_slug_id keeps that category only', async () => {
    const { data, total } = await list('category_slug_id=house&limit=100');
    expect(total).toBe(await count(`category_id = (select id from categories where slug_id = 'house')`));
    expect(data.every((p) => p.category.slug_id === 'house')).toBe(true);
  });

  it('city matches whatever the letter case', async () => {
    const [{ city }] = (await t.db.query<{ city: string }>(
      `select city from properties where ${PUBLIC} group by city order by count(*) desc limit 1`,
    )) as [{ city: string }];
    const { data, total } = await list(`city=${encodeURIComponent(city.toUpperCase())}&limit=100`);
    expect(total).toBe(await count('city = $1', [city]));
    expect(data.every((p) => p.city === city)).toBe(true);
  });

  it('state and country narrow to their region', async () => {
    const byState = await list('state=England&limit=100');
    expect(byState.total).toBe(await count(`state = 'England'`));
    expect(byState.data.every((p) => p.state === 'England')).toBe(true);
    const byCountry = await list('country=united%20states&limit=100');
    expect(byCountry.total).toBe(await count(`country = 'United States'`));
    expect(byCountry.data.every((p) => p.country === 'United States')).toBe(true);
  });

  it('property_type takes the word or its code (1 = rent)', async () => {
    const byWord = await list('property_type=rent&limit=100');
    const byCode = await list('property_type=1&limit=100');
    expect(byWord.total).toBe(await count(`property_type = 'rent'`));
    expect(byCode.data.map((p) => p.id)).toEqual(byWord.data.map((p) => p.id));
    expect(byWord.data.every((p) => p.property_type === 'rent' && p.rentduration !== null)).toBe(true);
    const sold = await list('property_type=2&limit=100');
    expect(sold.data.every((p) => p.property_type === 'sold')).toBe(true);
  });

  it('min_price and max_price bound the price, inclusive', async () => {
    const { data, total } = await list('min_price=100000&max_price=900000&limit=100');
    expect(total).toBe(await count('price between 100000 and 900000'));
    expect(total).toBeGreaterThan(0);
    expect(data.every((p) => p.price >= 100000 && p.price <= 900000)).toBe(true);
  });

  it('posted_since keeps recent listings (lastweek, yesterday, last3months)', async () => {
    for (const [window, days] of [
      ['lastweek', 7],
      ['yesterday', 1],
      ['last3months', 90],
    ] as const) {
      const { data, total } = await list(`posted_since=${window}&limit=100`);
      const since = Date.now() - days * 24 * 3600 * 1000 - 60_000;
      expect(total).toBe(await count(`created_at >= now() - make_interval(days => ${days})`));
      expect(data.every((p) => Date.parse(p.created_at) >= since)).toBe(true);
    }
    expect((await list('posted_since=lastweek')).total).toBeGreaterThan(0);
    expect((await list('posted_since=0')).total).toBe((await list('posted_since=lastweek')).total);
  });

  it('search matches words and word beginnings of title, address, city, state or country, any case', async () => {
    const { data, total } = await list('search=LONDON&limit=100');
    expect(total).toBe(await publicCountMatching(['london']));
    expect(total).toBeGreaterThan(0);
    expect(
      data.every((p) =>
        wordsOf(`${p.title} ${p.address} ${p.city} ${p.state} ${p.country}`).some((w) => w.startsWith('london')),
      ),
    ).toBe(true);
    // A beginning is enough; every word must match.
    expect((await list('search=lond')).total).toBe(total);
    const both = await list('search=apartment%20lond&limit=100');
    expect(both.total).toBe(await publicCountMatching(['apartment', 'lond']));
    expect(both.total).toBeLessThanOrEqual(total);
    // The middle of a word is not a word beginning.
    expect((await list('search=ondon')).total).toBe(await publicCountMatching(['ondon']));
  });

  it('a text search pages newest first without overlap and keeps its total past the last page', async () => {
    const whole = await list('search=a&limit=40');
    expect(whole.total).toBe(await publicCountMatching(['a']));
    expect(whole.total).toBeGreaterThan(20);
    expect(nonIncreasing(whole.data.map((p) => Date.parse(p.created_at)))).toBe(true);
    const first = await list('search=a&limit=10');
    const second = await list('search=a&limit=10&offset=10');
    expect([...first.data, ...second.data].map((p) => p.id)).toEqual(whole.data.slice(0, 20).map((p) => p.id));
    expect(second.total).toBe(whole.total);
    const past = await list(`search=a&offset=${whole.total + 5}`);
    expect(past).toMatchObject({ data: [], total: whole.total });
    expect(await list('search=zzqqxx&offset=3')).toMatchObject({ data: [], total: 0 });
  });

  it('search text without a word in it matches nothing, and operators are plain text', async () => {
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
    for (const text of ['!', '&|', "'", ':*', '\\', '(london']) {
      const reply = await t.get(`/api/get_property?search=${encodeURIComponent(text)}`);
      expect(reply.status).toBe(200);
    }
    expect((await list(`search=${encodeURIComponent('(london!')}`)).total).toBe((await list('search=london')).total);
  });

  it('userid keeps that owner’s listings', async () => {
    const { data, total } = await list('userid=2&limit=100');
    expect(total).toBe(await count('user_id = 2'));
    expect(total).toBeGreaterThan(0);
    expect(data.every((p) => p.customer_id === 2)).toBe(true);
  });

  it('promoted=1 keeps listings featured by a running, approved advertisement', async () => {
    const { data, total } = await list('promoted=1&limit=100');
    expect(total).toBe(
      await count(`exists (select 1 from advertisements a where a.property_id = properties.id and a.status = 'approved'
        and a.start_date <= now() and (a.end_date is null or a.end_date > now()))`),
    );
    expect(total).toBeGreaterThan(0);
    expect(data.every((p) => p.promoted)).toBe(true);
  });

  it('users_promoted=1 is empty for a visitor', async () => {
    expect(await list('users_promoted=1')).toEqual(expect.objectContaining({ data: [], total: 0 }));
  });

  it('top_rated=1 puts the most viewed first', async () => {
    const { data, total } = await list('top_rated=1&limit=30');
    expect(total).toBe(await count('true'));
    expect(nonIncreasing(data.map((p) => p.total_view))).toBe(true);
    const [{ max }] = (await t.db.query<{ max: number }>(
      `select max(total_view) as max from properties where ${PUBLIC}`,
    )) as [{ max: number }];
    expect(data[0]!.total_view).toBe(max);
  });

  it('most_liked=1 puts the most favourited first', async () => {
    const { data } = await list('most_liked=1&limit=30');
    expect(data[0]!.total_favourite_users).toBeGreaterThan(0);
    expect(nonIncreasing(data.map((p) => p.total_favourite_users))).toBe(true);
  });

  it('combines filters with AND', async () => {
    const { data, total } = await list('property_type=sell&country=United%20States&max_price=5000000&limit=100');
    expect(total).toBe(await count(`property_type = 'sell' and country = 'United States' and price <= 5000000`));
    expect(data.every((p) => p.property_type === 'sell' && p.country === 'United States' && p.price <= 5000000)).toBe(
      true,
    );
  });
});

describe('get_property for one listing', () => {
  const firstPublic = async () =>
    (
      await t.db.query<{ id: number; slug_id: string; category_id: number; total_view: number }>(
        // premium listings open only for readers with premium_properties (premium tests: listings/property-posting.test.ts)
        `select id, slug_id, category_id, total_view from properties where ${PUBLIC} and not is_premium order by id limit 1`,
      )
    )[0]!;

  it('by slug_id returns it, counts the view and adds similar listings of the same category', async () => {
    const target = await firstPublic();
    const reply = await list(`slug_id=${target.slug_id}`);
    expect(reply.total).toBe(1);
    expect(reply.data[0]!.id).toBe(target.id);
    expect(reply.data[0]!.total_view).toBe(target.total_view + 1);
    const again = await list(`slug_id=${target.slug_id}`);
    expect(again.data[0]!.total_view).toBe(target.total_view + 2);
    expect(reply.similar_properties!.length).toBeGreaterThan(0);
    expect(reply.similar_properties!.every((p) => p.category_id === target.category_id && p.id !== target.id)).toBe(
      true,
    );
  });

  it('by id returns the same listing', async () => {
    const target = await firstPublic();
    const reply = await list(`id=${target.id}`);
    expect(reply.data.map((p) => p.slug_id)).toEqual([target.slug_id]);
    expect(reply.similar_properties).toBeDefined();
  });

  it('get_simiilar=1 lists the similar listings instead, without counting a view', async () => {
    const target = await firstPublic();
    const before = (
      await t.db.query<{ v: number }>('select total_view as v from properties where id = $1', [target.id])
    )[0]!.v;
    const { data, total } = await list(`get_simiilar=1&id=${target.id}&limit=100`);
    expect(total).toBe(await count('category_id = $1 and id <> $2', [target.category_id, target.id]));
    expect(data.every((p) => p.category_id === target.category_id && p.id !== target.id)).toBe(true);
    const after = (
      await t.db.query<{ v: number }>('select total_view as v from properties where id = $1', [target.id])
    )[0]!.v;
    expect(after).toBe(before);
  });

  it('pages the similar listings nearest first, those at the same spot in id order, none twice or missed', async () => {
    const target = await firstPublic();
    // Several listings of the target's category at one spot: ties of distance on every page's edge.
    await t.db.query(
      `insert into properties (slug_id, user_id, category_id, title, description, price, property_type,
         address, city, state, country, latitude, longitude, status, request_status)
       select 'same-spot-' || n || '-' || gen_random_uuid(), user_id, category_id, title, description, price,
         property_type, address, city, state, country, latitude + 0.01, longitude, 1, 'approved'
         from properties, generate_series(1, 7) as n where id = $1`,
      [target.id],
    );
    const whole = (await list(`get_simiilar=1&id=${target.id}&limit=100`)).data;
    const paged: Property[] = [];
    for (let offset = 0; offset < whole.length; offset += 3) {
      paged.push(...(await list(`get_simiilar=1&id=${target.id}&limit=3&offset=${offset}`)).data);
    }
    expect(paged.map((p) => p.id)).toEqual(whole.map((p) => p.id));
    const [spot] = await t.db.query<{ latitude: number; longitude: number }>(
      'select latitude, longitude from properties where id = $1',
      [target.id],
    );
    const distance = (p: Property) => Math.hypot(p.latitude - spot!.latitude, p.longitude - spot!.longitude);
    for (const [before, after] of whole.slice(1).map((p, k) => [whole[k]!, p] as const)) {
      expect(distance(before) < distance(after) || (distance(before) === distance(after) && before.id < after.id)).toBe(
        true,
      );
    }
    await t.db.query(`delete from properties where slug_id like 'same-spot-%'`);
  });

  it('answers 404 for an unknown slug and for a listing that is not public', async () => {
    const unknown = await t.get('/api/get_property?slug_id=no-such-home');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: true, message: 'Property not found', code: 'notFound', key: 'notFound' });
    const [hidden] = await t.db.query<{ id: number }>(`select id from properties where not (${PUBLIC}) limit 1`);
    expect((await t.get(`/api/get_property?id=${hidden!.id}`)).status).toBe(404);
  });
});

describe('get_property paging limits', () => {
  it('gives at most 100 listings when asked for more', async () => {
    const reply = await t.get('/api/get_property?limit=100000');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(100);
    expect(reply.body.total).toBeGreaterThan(100);
  });
});

describe('get_property input errors', () => {
  it.each([
    ['limit=0', 'limit must be a whole number from 1'],
    ['limit=abc', 'limit must be a whole number from 1'],
    [
      'offset=10000',
      'offset must be below 10000: only the first 10,000 matches can be paged through; narrow the search to see the others',
    ],
    [`search=${'garden'.repeat(17)}`, 'search must be at most 100 characters'],
    ['offset=-1', 'offset must be a whole number from 0 to 1000000'],
    ['property_type=castle', 'property_type must be one of: sell, rent, sold, rented, 0, 1, 2, 3'],
    [
      'posted_since=someday',
      'posted_since must be one of: yesterday, lastweek, lastmonth, last3months, last6months, lastyear, 0, 1',
    ],
    ['min_price=cheap', 'min_price must be a number from 0 to 1000000000000'],
    ['min_price=500&max_price=100', 'min_price must not be more than max_price'],
    ['promoted=yes', 'promoted must be 1 or 0'],
    ['get_simiilar=1', 'get_simiilar needs id or slug_id'],
  ])('%s answers 400 with "%s"', async (query, message) => {
    const reply = await t.get(`/api/get_property?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: true, message, code: 'invalidInput', key: 'invalidInput' });
  });
});
