import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';

/*
 * The console's packages (admins only): the same service as `pnpm admin packages:*`. A change
 * shows on get-package (the public plans) at once; a withdrawn package leaves sale but its
 * subscribers keep it; every change is in the decision log, made through the console.
 */
let t: TestApp;
let admin: string;
let adminId: number;
let moderator: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  adminId = (await t.db.query<{ id: number }>('select id from users where email = $1', [seedAccounts.admin.email]))[0]!
    .id;
  moderator = await createTestUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

const onSale = async () => (await t.get('/api/get-package')).body.data as { id: number; name: string; price: number }[];

describe('packages in the console', () => {
  it('are refused to a moderator', async () => {
    expect((await t.get('/api/admin/catalogue/packages', moderator.token)).status).toBe(403);
    const [first] = await onSale();
    const save = await t.post(
      '/api/admin/catalogue/packages/save',
      { id: first!.id, name: first!.name, package_type: 'paid', price: 1, duration_days: 30 },
      moderator.token,
    );
    expect(save.status).toBe(403);
    const withdraw = await t.post(
      '/api/admin/catalogue/packages/on-sale',
      { id: first!.id, on_sale: 0 },
      moderator.token,
    );
    expect(withdraw.status).toBe(403);
    expect((await onSale()).map((pack) => pack.id)).toContain(first!.id);
  });

  it('lists every package, on sale and withdrawn, with subscribers and features', async () => {
    const { status, body } = await t.get('/api/admin/catalogue/packages', admin);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({
      on_sale: true,
      duration_days: expect.any(Number),
      name_ar: expect.any(String),
    });
  });

  it('creates a package with an Arabic name and features; changes its price; get-package shows it at once', async () => {
    const created = await t.post(
      '/api/admin/catalogue/packages/save',
      {
        name: 'Platinum',
        name_ar: 'بلاتيني',
        package_type: 'paid',
        price: '120',
        currency: 'usd',
        duration_days: '60',
        features: { property_list: '30', premium_properties: 'unlimited' },
      },
      admin,
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ name_ar: 'بلاتيني', price: 120, currency: 'USD', duration_days: 60 });
    const arabic = await t.app.inject({ url: '/api/get-package', headers: { 'content-language': 'ar' } });
    expect(arabic.json().data.find((pack: { id: number }) => pack.id === id)).toMatchObject({
      translated_name: 'بلاتيني',
      price: 120,
    });

    const changed = await t.post(
      '/api/admin/catalogue/packages/save',
      {
        id,
        name: 'Platinum',
        package_type: 'paid',
        price: '99.5',
        duration_days: '60',
        features: { property_list: 'none' },
      },
      admin,
    );
    expect(changed.status).toBe(200);
    const pack = (await onSale()).find((each) => each.id === id) as unknown as {
      price: number;
      features: { key: string }[];
    };
    expect(pack.price).toBe(99.5);
    expect(pack.features.map((feature) => feature.key)).toEqual(['premium_properties']);

    const log = await t.db.query<{ action: string; via: string; actor_id: number; before: { price: number } | null }>(
      `select action, via, actor_id, before from operator_actions where subject = 'package' and subject_id = $1 order by id`,
      [String(id)],
    );
    expect(log.map((entry) => [entry.action, entry.via, entry.actor_id])).toEqual([
      ['package.create', 'console', adminId],
      ['package.update', 'console', adminId],
    ]);
    expect(log[1]!.before?.price).toBe(120);
  });

  it('withdraws and restores a package; its subscribers keep it meanwhile', async () => {
    const [pack] = await t.db.query<{ id: number }>(`select id from packages where name = 'Platinum'`);
    const { packages } = t.app.services;
    const running = await t.db.transaction((tx) => packages.grant(tx, adminId, pack!.id, null));
    const off = await t.post('/api/admin/catalogue/packages/on-sale', { id: pack!.id, on_sale: '0' }, admin);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ on_sale: false, subscribers: 1 });
    expect((await onSale()).map((each) => each.id)).not.toContain(pack!.id);
    expect((await packages.subscription(running)).package_id).toBe(pack!.id);
    const on = await t.post('/api/admin/catalogue/packages/on-sale', { id: pack!.id, on_sale: '1' }, admin);
    expect(on.body.data.on_sale).toBe(true);
    expect((await onSale()).map((each) => each.id)).toContain(pack!.id);
  });

  it('refuses bad input with a 400 that says what is wrong, saving nothing', async () => {
    const before = await t.db.query('select * from packages order by id');
    const logBefore = await t.db.query('select id from operator_actions');
    const base = { name: 'Broken', package_type: 'paid', price: '10', duration_days: '30' };
    for (const [body, status, message] of [
      [{ ...base, price: '-1' }, 400, 'price must be a number from 0'],
      [{ ...base, price: '0' }, 400, 'A paid package needs a price above 0'],
      [{ ...base, duration_days: '0' }, 400, 'duration_days must be a whole number from 1'],
      [{ ...base, package_type: 'gift' }, 400, 'package_type must be one of'],
      [{ ...base, currency: 'dollars' }, 400, 'currency must be an ISO 4217 code'],
      [{ ...base, features: { yachts: '3' } }, 400, 'features: "yachts" is not a feature'],
      [{ ...base, features: { property_list: '-2' } }, 400, 'features[property_list] must be a whole number'],
      [{ ...base, id: 999999 }, 404, 'Package 999999 not found'],
      [{ ...base, name: 'platinum' }, 409, 'exists already'],
    ] as const) {
      const reply = await t.post('/api/admin/catalogue/packages/save', body, admin);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({
        body,
        status,
        message: expect.stringContaining(message),
      });
    }
    expect(await t.db.query('select * from packages order by id')).toEqual(before);
    expect(await t.db.query('select id from operator_actions')).toEqual(logBefore);
  });
});
