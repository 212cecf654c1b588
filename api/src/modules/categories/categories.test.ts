import type { Category } from '@domus/shared/contract';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('get_categories', () => {
  it('lists categories with their parameter types, 10 at most by default', async () => {
    const { status, body } = await t.get('/api/get_categories');
    expect(status).toBe(200);
    expect(body.total).toBe(8);
    const apartment = body.data.find((category: Category) => category.slug_id === 'apartment');
    expect(apartment).toEqual(
      expect.objectContaining({
        category: 'Apartment',
        image: 'http://localhost:8080/uploads/seed/categories/apartment.png',
        meta_title: expect.any(String),
      }),
    );
    expect(apartment.parameter_types.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['Bedrooms', 'Bathrooms', 'Furnishing']),
    );
    expect(apartment).not.toHaveProperty('properties_count');
  });

  it('with has_property=1 counts public listings per category and leaves out empty ones', async () => {
    const { body } = await t.get('/api/get_categories?has_property=1&limit=100');
    const counts = await t.db.query<{ id: number; n: number }>(
      `select category_id as id, count(*)::int as n from properties where status = 1 and request_status = 'approved' group by category_id`,
    );
    expect(body.total).toBe(counts.length);
    for (const category of body.data as Category[]) {
      expect(category.properties_count).toBe(counts.find((row) => row.id === category.id)!.n);
    }
  });

  it('searches by name and pages with the total', async () => {
    const { body } = await t.get('/api/get_categories?search=house');
    expect(body.data.map((category: Category) => category.category)).toEqual(['House', 'Penthouse', 'Warehouse']);
    const page = await t.get('/api/get_categories?limit=3&offset=3');
    expect(page.body.total).toBe(8);
    expect(page.body.data).toHaveLength(3);
  });

  it('rejects a bad limit with a message naming it', async () => {
    const { status, body } = await t.get('/api/get_categories?limit=-1');
    expect(status).toBe(400);
    expect(body.message).toBe('limit must be a whole number from 1');
  });
});
