import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  demoId = (await t.db.query<{ id: number }>('select id from users where email = $1', [seedAccounts.demo.email]))[0]!
    .id;
});
afterAll(() => t.close());

const save = (body: object) => t.post('/api/personalised-fields', body, token);

describe('personalised-fields', () => {
  afterEach(() => t.send('DELETE', '/api/personalised-fields', undefined, token));

  it('is null before anything is saved', async () => {
    const { status, body } = await t.get('/api/personalised-fields', token);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
  });

  it('saves, reads back and deletes the preferences (comma lists from forms, arrays from JSON)', async () => {
    const saved = await save({
      category_ids: '2,1,2',
      outdoor_facilitiy_ids: ['3', 4],
      price_range: '100000,500000',
      property_type: 'sell,1',
      city: ' London ',
      userid: 1,
    });
    expect(saved.status).toBe(200);
    const expected = {
      category_ids: [2, 1],
      outdoor_facilitiy_ids: [3, 4],
      price_range: '100000,500000',
      min_price: 100000,
      max_price: 500000,
      property_type: ['sell', 'rent'],
      city: 'London',
    };
    expect(saved.body.data).toMatchObject(expected);
    expect((await t.get('/api/personalised-fields', token)).body.data).toMatchObject(expected);
    const [row] = await t.db.query<{ user_id: number }>('select user_id from personalised_fields');
    expect(row!.user_id).toBe(demoId);

    expect((await t.send('DELETE', '/api/personalised-fields', undefined, token)).status).toBe(200);
    expect((await t.get('/api/personalised-fields', token)).body.data).toBeNull();
  });

  it('replaces earlier preferences and takes an open price range', async () => {
    await save({ category_ids: '1', city: 'Paris' });
    const { body } = await save({ price_range: '250000,' });
    expect(body.data).toMatchObject({
      category_ids: [],
      city: '',
      price_range: '250000,',
      min_price: 250000,
      max_price: null,
    });
  });

  it('refuses unknown categories and facilities and malformed values, saving nothing', async () => {
    const refusals: [object, string][] = [
      [{ category_ids: '1,999' }, 'category_ids: there is no category with id 999'],
      [{ outdoor_facilitiy_ids: '12345' }, 'outdoor_facilitiy_ids: there is no facility with id 12345'],
      [{ category_ids: 'one' }, 'category_ids must be a list of ids'],
      [{ outdoor_facilitiy_ids: 2147483648 }, 'outdoor_facilitiy_ids must be a list of ids'],
      [{ category_ids: '1,99999999999' }, 'category_ids must be a list of ids'],
      [{ price_range: '500,100' }, 'price_range: min must not be more than max'],
      [{ price_range: 'cheap' }, 'price_range must be "min,max" with numbers'],
      [{ property_type: 'castle' }, 'property_type must be among: sell, rent, sold, rented (or 0-3)'],
    ];
    for (const [body, message] of refusals) {
      const reply = await save(body);
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 400, message });
    }
    expect(await t.db.query('select 1 from personalised_fields')).toEqual([]);
  });

  it('answers every save with what it saved while deletes of the same preferences race it', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 2 ? t.send('DELETE', '/api/personalised-fields', undefined, token) : save({ city: `Race ${n}` }),
      ),
    );
    for (const [n, reply] of replies.entries()) {
      expect({ n, status: reply.status }).toEqual({ n, status: 200 });
      if (n % 2 === 0) expect(reply.body.data).toMatchObject({ city: `Race ${n}` });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.get('/api/personalised-fields')).status).toBe(401);
    expect((await t.post('/api/personalised-fields', { city: 'x' })).status).toBe(401);
    expect((await t.send('DELETE', '/api/personalised-fields')).status).toBe(401);
  });
});

describe('get-filter-data and get-facilities-for-filter', () => {
  it('offers the categories, facilities, price range, cities and property types', async () => {
    const { status, body } = await t.get('/api/get-filter-data');
    expect(status).toBe(200);
    const [counts] = await t.db.query<{ categories: number; facilities: number; min: number; max: number }>(
      `select (select count(*)::int from categories where status = 1) as categories,
              (select count(*)::int from facilities) as facilities,
              (select min(price)::float8 from properties where status = 1 and request_status = 'approved') as min,
              (select max(price)::float8 from properties where status = 1 and request_status = 'approved') as max`,
    );
    expect(body.data.categories).toHaveLength(counts!.categories);
    expect(body.data.facilities).toHaveLength(counts!.facilities);
    expect(body.data.price_range).toEqual({ min_price: counts!.min, max_price: counts!.max });
    expect(body.data.property_types).toEqual(['sell', 'rent']);
    const [top] = await t.db.query<{ city: string }>(
      `select city from properties where status = 1 and request_status = 'approved'
        group by city order by count(*) desc, city limit 1`,
    );
    expect(body.data.cities[0]).toBe(top!.city);
  });

  it('lists every facility for the form (signed in only)', async () => {
    expect((await t.get('/api/get-facilities-for-filter')).status).toBe(401);
    const { body } = await t.get('/api/get-facilities-for-filter', token);
    const [facilities] = await t.db.query<{ n: number }>('select count(*)::int as n from facilities');
    expect(body.total).toBe(facilities!.n);
    expect(body.data).toHaveLength(facilities!.n);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      translated_name: body.data[0].name,
      image: expect.any(String),
    });
  });
});

describe('get_user_recommendation', () => {
  afterAll(() => t.send('DELETE', '/api/personalised-fields', undefined, token));

  it('ranks public listings by how many preferences they match, others’ listings only, paged', async () => {
    const [city] = await t.db.query<{ city: string }>(
      `select city from properties where status = 1 and request_status = 'approved' group by city order by count(*) desc limit 1`,
    );
    await save({ category_ids: '1', property_type: 'sell', city: city!.city, price_range: '0,1000000' });
    const first = await t.get('/api/get_user_recommendation?limit=100', token);
    expect(first.status).toBe(200);

    const expected = await t.db.query<{ id: number; score: number }>(
      `select p.id, ((p.category_id = 1)::int + (p.property_type = 'sell')::int + (lower(p.city) = lower($1))::int
                     + (p.price between 0 and 1000000)::int) as score
         from properties p
        where p.status = 1 and p.request_status = 'approved' and p.user_id <> $2
          and ((p.category_id = 1)::int + (p.property_type = 'sell')::int + (lower(p.city) = lower($1))::int
               + (p.price between 0 and 1000000)::int) > 0
        order by score desc, p.created_at desc, p.id desc`,
      [city!.city, demoId],
    );
    expect(first.body.total).toBe(expected.length);
    expect(first.body.data.map((property: { id: number }) => property.id)).toEqual(
      expected.slice(0, 100).map((row) => row.id),
    );
    const second = await t.get('/api/get_user_recommendation?offset=5&limit=5', token);
    expect(second.body.data.map((property: { id: number }) => property.id)).toEqual(
      expected.slice(5, 10).map((row) => row.id),
    );
  });

  it('gives the newest listings without preferences', async () => {
    await t.send('DELETE', '/api/personalised-fields', undefined, token);
    const { body } = await t.get('/api/get_user_recommendation?limit=3', token);
    const newest = await t.db.query<{ id: number }>(
      `select id from properties where status = 1 and request_status = 'approved' and user_id <> $1
        order by created_at desc, id desc limit 3`,
      [demoId],
    );
    expect(body.data.map((property: { id: number }) => property.id)).toEqual(newest.map((row) => row.id));
  });

  it('needs a signed-in user', async () => {
    expect((await t.get('/api/get_user_recommendation')).status).toBe(401);
  });
});

describe('homepage-data for a signed-in reader', () => {
  it('adds nearby listings (the user’s city) and recommendations', async () => {
    await save({ city: 'London' });
    const { body } = await t.get('/api/homepage-data', token);
    expect(body.data.nearby_properties.length).toBeGreaterThan(0);
    for (const property of body.data.nearby_properties) expect(property.city.toLowerCase()).toBe('london');
    expect(body.data.user_recommendation.length).toBeGreaterThan(0);
    for (const property of body.data.user_recommendation) expect(property.city).toBe('London');
  });

  it('has neither for a visitor', async () => {
    const { body } = await t.get('/api/homepage-data');
    expect(body.data).not.toHaveProperty('nearby_properties');
    expect(body.data).not.toHaveProperty('user_recommendation');
  });
});
