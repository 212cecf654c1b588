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
  const reply = await t.get(`/api/get-property-list?${query}`);
  expect(reply.status).toBe(200);
  return reply.body as { data: Property[]; total: number };
};
const ordered = (values: number[], direction: 1 | -1) =>
  values.every((value, index) => index === 0 || (value - values[index - 1]!) * direction >= 0);

// London and its surroundings: seeded listings spread up to 9 km around the centre.
const london = 'min_lat=51.3&max_lat=51.7&min_lng=-0.4&max_lng=0.2';

describe('get-property-list', () => {
  it('keeps the listings inside the map bounding box', async () => {
    const { data, total } = await list(`${london}&limit=100`);
    expect(total).toBe(await count('latitude between 51.3 and 51.7 and longitude between -0.4 and 0.2'));
    expect(total).toBeGreaterThan(0);
    expect(
      data.every((p) => p.latitude >= 51.3 && p.latitude <= 51.7 && p.longitude >= -0.4 && p.longitude <= 0.2),
    ).toBe(true);
  });

  it('finds nothing in an empty stretch of ocean', async () => {
    expect((await list('min_lat=-10&max_lat=-5&min_lng=-30&max_lng=-25')).total).toBe(0);
  });

  it('combines the box with text search and other filters', async () => {
    const { data, total } = await list(`${london}&search=london&property_type=sell&limit=100`);
    expect(total).toBe(
      await count(`latitude between 51.3 and 51.7 and longitude between -0.4 and 0.2 and property_type = 'sell'
        and (title || ' ' || address || ' ' || city || ' ' || state || ' ' || country) ilike '%london%'`),
    );
    expect(data.every((p) => p.property_type === 'sell')).toBe(true);
  });

  it('asks for all four edges of the box', async () => {
    const reply = await t.get('/api/get-property-list?min_lat=51.3&max_lat=51.7');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: true,
      message: 'min_lat, max_lat, min_lng and max_lng must be given together',
      code: 'invalidInput',
      key: 'invalidInput',
    });
    const outOfRange = await t.get('/api/get-property-list?min_lat=-91&max_lat=0&min_lng=0&max_lng=1');
    expect(outOfRange.body.message).toBe('min_lat must be a number from -90 to 90');
  });

  it.each([
    ['price_asc', (p: Property) => p.price, 1],
    ['price_desc', (p: Property) => p.price, -1],
    ['most_viewed', (p: Property) => p.total_view, -1],
    ['newest', (p: Property) => Date.parse(p.created_at), -1],
  ] as const)('sort=%s orders the page', async (sort, key, direction) => {
    const { data, total } = await list(`sort=${sort}&limit=40`);
    expect(total).toBe(await count('true'));
    expect(ordered(data.map(key), direction)).toBe(true);
  });

  it('drops empty filters and applies filled ones', async () => {
    const { data, total } = await list('city=&state=&category_id=&search=&min_lat=&property_type=rent&limit=100');
    expect(total).toBe(await count(`property_type = 'rent'`));
    expect(data.every((p) => p.property_type === 'rent')).toBe(true);
  });

  it('rejects an unknown sort with the allowed words', async () => {
    const reply = await t.get('/api/get-property-list?sort=cheapest');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('sort must be one of: newest, price_asc, price_desc, most_viewed');
  });
});

describe('get_nearby_properties', () => {
  it('lists listings of the city first, then the rest of its state', async () => {
    const { data, total } = await (
      await t.get('/api/get_nearby_properties?city=Manchester&state=England&limit=100')
    ).body;
    expect(total).toBe(await count(`(city = 'Manchester' or state = 'England')`));
    expect(data.every((p: Property) => p.city === 'Manchester' || p.state === 'England')).toBe(true);
    const firstOther = data.findIndex((p: Property) => p.city !== 'Manchester');
    if (firstOther >= 0) expect(data.slice(firstOther).every((p: Property) => p.city !== 'Manchester')).toBe(true);
  });

  it('narrows by type (word or code)', async () => {
    const reply = await t.get('/api/get_nearby_properties?state=California&type=0&limit=100');
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(await count(`state = 'California' and property_type = 'sell'`));
    expect(reply.body.data.every((p: Property) => p.state === 'California' && p.property_type === 'sell')).toBe(true);
  });

  it('needs a city or a state', async () => {
    const reply = await t.get('/api/get_nearby_properties?type=rent');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: true,
      message: 'city or state is required',
      code: 'invalidInput',
      key: 'invalidInput',
    });
  });
});
