import type { CityData } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('get-cities-data', () => {
  it('gives [{ City, Count, image }] with capitalised keys, most listings first', async () => {
    const { status, body } = await t.get('/api/get-cities-data?limit=100');
    expect(status).toBe(200);
    const rows = body.data as CityData[];
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['City', 'Count', 'image']));
    expect(rows[0]!.image).toMatch(/^http:\/\/localhost:8080\/uploads\/seed\/cities\/.+\.jpg$/);
    expect(rows.every((row, index) => index === 0 || rows[index - 1]!.Count >= row.Count)).toBe(true);
  });

  it('counts public listings per city', async () => {
    const { body } = await t.get('/api/get-cities-data?limit=100');
    const counts = await t.db.query<{ city: string; n: number }>(
      `select city, count(*)::int as n from properties where status = 1 and request_status = 'approved' group by city`,
    );
    expect(body.total).toBe(counts.length);
    for (const row of body.data as CityData[])
      expect(row.Count).toBe(counts.find((count) => count.city === row.City)!.n);
  });

  it('pages with offset and limit', async () => {
    const all = (await t.get('/api/get-cities-data?limit=100')).body.data as CityData[];
    const page = (await t.get('/api/get-cities-data?limit=5&offset=5')).body;
    expect(page.data.map((row: CityData) => row.City)).toEqual(all.slice(5, 10).map((row) => row.City));
    expect(page.total).toBe(all.length);
  });
});
