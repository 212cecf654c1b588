import { seedAccounts } from '../../db/seed/accounts';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestUser, testPicture, type TestUser } from '../../../test/listing-fixtures';

/*
 * The console's nearby-place types (the facilities table; admins only): English and Arabic
 * names, an icon, deactivation instead of deletion, the decision log, get_facilities at once.
 */
let t: TestApp;
let admin: string;
let moderator: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  moderator = await createTestUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

const publicNames = async (language?: string) =>
  (await t.app.inject({ url: '/api/get_facilities', headers: language ? { 'content-language': language } : {} })).json()
    .data as { id: number; name: string; translated_name: string }[];

describe('nearby-place types', () => {
  it('are refused to a moderator', async () => {
    expect((await t.get('/api/admin/catalogue/nearby-places', moderator.token)).status).toBe(403);
    const save = await t.post('/api/admin/catalogue/nearby-places/save', { name: 'Harbour' }, moderator.token);
    expect(save.status).toBe(403);
    const status = await t.post('/api/admin/catalogue/nearby-places/status', { id: 1, active: 0 }, moderator.token);
    expect(status.status).toBe(403);
    expect(await t.db.query(`select 1 from facilities where name = 'Harbour'`)).toEqual([]);
  });

  it('are created with English and Arabic names and an icon, and offered at once', async () => {
    const reply = await t.post(
      '/api/admin/catalogue/nearby-places/save',
      multipart({
        name: 'Harbour',
        name_ar: 'ميناء',
        icon: { filename: 'harbour.jpg', content: await testPicture(48, 48, 'jpeg'), type: 'image/jpeg' },
      }),
      admin,
    );
    expect(reply.status).toBe(200);
    const place = reply.body.data;
    expect(place).toMatchObject({ name: 'Harbour', name_ar: 'ميناء', status: 'active', listings: 0 });
    expect(place.image).toMatch(/\/uploads\/catalogue\/.+\.jpg$/);
    expect((await publicNames('ar')).find((row) => row.id === place.id)?.translated_name).toBe('ميناء');
    const [log] = await t.db.query<{ via: string }>(
      `select via from operator_actions where action = 'nearby_place.create' and subject_id = $1`,
      [String(place.id)],
    );
    expect(log).toEqual({ via: 'console' });
    const listed = await t.get('/api/admin/catalogue/nearby-places?search=%D9%85%D9%8A%D9%86%D8%A7%D8%A1', admin);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([place.id]);
  });

  it('are deactivated, not deleted: listings keep their distances, new listings are not offered it', async () => {
    const [used] = await t.db.query<{ facility_id: number; n: number }>(
      'select facility_id, count(*)::int as n from property_facilities group by facility_id order by facility_id limit 1',
    );
    const off = await t.post('/api/admin/catalogue/nearby-places/status', { id: used!.facility_id, active: 0 }, admin);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ status: 'inactive', listings: used!.n });
    expect((await publicNames()).map((row) => row.id)).not.toContain(used!.facility_id);
    const [kept] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from property_facilities where facility_id = $1',
      [used!.facility_id],
    );
    expect(kept!.n).toBe(used!.n);
    await t.post('/api/admin/catalogue/nearby-places/status', { id: used!.facility_id, active: 1 }, admin);
    expect((await publicNames()).map((row) => row.id)).toContain(used!.facility_id);
  });

  it('refuse bad input, saving nothing', async () => {
    const before = await t.db.query('select * from facilities order by id');
    for (const [body, status] of [
      [{ name: ' ' }, 400],
      [{ name: 'Harbour' }, 409],
      [{ id: 999999, name: 'Nowhere' }, 404],
      [{ id: 'x', name: 'Nowhere' }, 400],
    ] as const) {
      expect((await t.post('/api/admin/catalogue/nearby-places/save', body, admin)).status).toBe(status);
    }
    expect(await t.db.query('select * from facilities order by id')).toEqual(before);
  });
});
