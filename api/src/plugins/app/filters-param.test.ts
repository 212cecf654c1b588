import { startTestApp, type TestApp } from '../../../test/test-app';
import { filtersOf } from './filters-param';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const encoded = (filters: unknown) => Buffer.from(JSON.stringify(filters)).toString('base64');
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

describe('the filters parameter of the list calls', () => {
  it('answers as the same filters sent separately', async () => {
    const [listing] = await t.db.query<{ city: string }>(
      `select city from properties where status = 1 and request_status = 'approved' and property_type = 'rent' limit 1`,
    );
    const separate = await t.get(`/api/get_property?property_type=rent&city=${encodeURIComponent(listing!.city)}`);
    const together = await t.get(
      `/api/get_property?filters=${encodeURIComponent(encoded({ property_type: 'rent', city: listing!.city }))}`,
    );
    expect(together.status).toBe(200);
    expect(together.body.total).toBe(separate.body.total);
    expect(ids(together.body)).toEqual(ids(separate.body));
    const projects = await t.get(`/api/get-projects?filters=${encodeURIComponent(encoded({ limit: 2, offset: 1 }))}`);
    expect(projects.body.data).toHaveLength(2);
  });

  it('validates what it holds like the separate parameters, and lets a separate one win', async () => {
    const bad = await t.get(`/api/get_property?filters=${encodeURIComponent(encoded({ limit: 'many' }))}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('limit');
    const winner = await t.get(`/api/get_property?limit=3&filters=${encodeURIComponent(encoded({ limit: 1 }))}`);
    expect(winner.body.data).toHaveLength(3);
  });

  it('refuses what is not base64 JSON of an object, with a clear 400', async () => {
    for (const filters of [
      '%%%',
      encodeURIComponent(Buffer.from('{not json').toString('base64')),
      encodeURIComponent(encoded([1, 2])),
      encodeURIComponent(encoded({ city: { $ne: '' } })),
    ]) {
      const reply = await t.get(`/api/get_property?filters=${filters}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        error: true,
        code: 'invalidInput',
        message: expect.stringMatching(/^filters/),
      });
    }
  });
});

describe('filtersOf', () => {
  it('turns lists into comma lists, leaves null out and reads URL-safe base64', () => {
    const urlSafe = Buffer.from(
      JSON.stringify({ category_id: [1, 2], promoted: true, city: null, search: 'a?b>' }),
    ).toString('base64url');
    expect(filtersOf(urlSafe)).toEqual({ category_id: '1,2', promoted: 'true', search: 'a?b>' });
    expect(() => filtersOf('x'.repeat(9000))).toThrow(/base64-encoded JSON object/);
  });
});
