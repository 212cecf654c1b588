import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('get_facilities', () => {
  it('lists every facility with id, name and image', async () => {
    const { status, body } = await t.get('/api/get_facilities');
    expect(status).toBe(200);
    expect(body.total).toBe(12);
    expect(body.data).toHaveLength(12);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Airport',
      translated_name: 'Airport',
      image: 'http://localhost:8080/uploads/seed/facilities/airport.png',
    });
  });

  it('searches by name', async () => {
    const { body } = await t.get('/api/get_facilities?search=sch');
    expect(body.data.map((facility: { name: string }) => facility.name)).toEqual(['School']);
  });
});
