import { seedAccounts } from '../../db/seed/accounts';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestUser, testPicture, type TestUser } from '../../../test/listing-fixtures';

/*
 * The console's catalogue of categories and parameters (admins only): names in English and
 * Arabic, icons (PNG or JPEG; SVG refused), ordered parameters, deactivation instead of deletion,
 * every change in the operator decision log, and the public calls showing it at once.
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

const logOf = (action: string, subjectId: number) =>
  t.db.query<{ via: string; actor_id: number | null; before: unknown; after: { name?: string } | null }>(
    `select via, actor_id, before, after from operator_actions where action = $1 and subject_id = $2`,
    [action, String(subjectId)],
  );
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('a moderator', () => {
  it.each([
    ['GET', '/api/admin/catalogue/categories'],
    ['POST', '/api/admin/catalogue/categories/save'],
    ['POST', '/api/admin/catalogue/categories/status'],
    ['GET', '/api/admin/catalogue/parameters'],
    ['POST', '/api/admin/catalogue/parameters/save'],
    ['POST', '/api/admin/catalogue/parameters/status'],
  ])('is refused %s %s', async (method, url) => {
    const body = method === 'POST' ? { id: 1, name: 'Moderated', active: 0 } : undefined;
    const reply = await t.send(method as 'GET' | 'POST', url, body, moderator.token);
    expect(reply.status).toBe(403);
    expect(await t.db.query(`select 1 from categories where category = 'Moderated'`)).toEqual([]);
  });
});

describe('categories', () => {
  it('lists every category with its Arabic name, parameters and listings', async () => {
    const { status, body } = await t.get('/api/admin/catalogue/categories', admin);
    expect(status).toBe(200);
    const flat = body.data.find((row: { slug_id: string }) => row.slug_id === 'apartment') ?? body.data[0];
    expect(flat).toMatchObject({ status: 'active', image: expect.stringContaining('http') });
    expect(flat.parameter_ids.length).toBeGreaterThan(0);
    expect(body.data.some((row: { listings: number }) => row.listings > 0)).toBe(true);
    const searched = await t.get(`/api/admin/catalogue/categories?search=${encodeURIComponent(flat.name)}`, admin);
    expect(searched.body.data.map((row: { id: number }) => row.id)).toContain(flat.id);
  });

  it('creates a category with English and Arabic names, an icon and ordered parameters; get_categories shows it', async () => {
    const parameters = await t.db.query<{ id: number }>('select id from parameters order by id limit 2');
    const ids = parameters.map((row) => String(row.id)).reverse();
    const reply = await t.post(
      '/api/admin/catalogue/categories/save',
      multipart({
        name: 'Houseboat',
        name_ar: 'عوّامة',
        'parameter_ids[]': ids,
        icon: { filename: 'boat.png', content: await testPicture(64, 64), type: 'image/png' },
      }),
      admin,
    );
    expect(reply.status).toBe(200);
    const created = reply.body.data;
    expect(created).toMatchObject({ name: 'Houseboat', name_ar: 'عوّامة', slug_id: 'houseboat', status: 'active' });
    expect(created.parameter_ids).toEqual(ids.map(Number));
    expect(created.image).toMatch(/\/uploads\/catalogue\/[0-9a-f]+.*\.png$/);
    const [log] = await logOf('category.create', created.id);
    expect(log).toMatchObject({ via: 'console', after: { name: 'Houseboat' } });

    const arabic = await t.app.inject({
      url: '/api/get_categories?search=houseboat',
      headers: { 'content-language': 'ar' },
    });
    const row = arabic.json().data[0];
    expect(row).toMatchObject({ category: 'Houseboat', translated_name: 'عوّامة' });
    expect(row.parameter_types.map((parameter: { id: number }) => parameter.id)).toEqual(ids.map(Number));
  });

  it('renames a category and keeps its other translations; the log holds before and after', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `insert into categories (category, slug_id, translations) values ('Chalet', 'chalet-test', '{"fr": {"category": "Chalet FR"}}') returning id`,
    );
    const reply = await t.post(
      '/api/admin/catalogue/categories/save',
      { id: row!.id, name: 'Mountain chalet', name_ar: 'شاليه' },
      admin,
    );
    expect(reply.status).toBe(200);
    const [stored] = await t.db.query<{ translations: unknown; slug_id: string }>(
      'select translations, slug_id from categories where id = $1',
      [row!.id],
    );
    expect(stored).toEqual({
      slug_id: 'chalet-test',
      translations: { fr: { category: 'Chalet FR' }, ar: { category: 'شاليه' } },
    });
    const [log] = await logOf('category.update', row!.id);
    expect(log).toMatchObject({ before: { name: 'Chalet' }, after: { name: 'Mountain chalet' } });
  });

  it('deactivates a category listings use instead of deleting it: the listings stay, the public list drops it', async () => {
    const [used] = await t.db.query<{ id: number; category: string }>(
      `select c.id, c.category from categories c where exists (select 1 from properties p where p.category_id = c.id) limit 1`,
    );
    const listingsBefore = await count('properties');
    const off = await t.post('/api/admin/catalogue/categories/status', { id: used!.id, active: 0 }, admin);
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    const publicList = await t.get(`/api/get_categories?limit=100`);
    expect(publicList.body.data.map((row: { id: number }) => row.id)).not.toContain(used!.id);
    expect(await count('properties')).toBe(listingsBefore);
    expect((await logOf('category.deactivate', used!.id)).length).toBe(1);
    const on = await t.post('/api/admin/catalogue/categories/status', { id: used!.id, active: 1 }, admin);
    expect(on.body.data.status).toBe('active');
  });

  it('refuses bad input with a 400 that names the field, saving nothing', async () => {
    const before = await count('categories');
    const logBefore = await count('operator_actions');
    for (const [body, message] of [
      [{ name: '' }, 'name is required'],
      [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
      [{ name: 'Ghost', parameter_ids: '999999' }, 'parameter_ids: there is no parameter 999999'],
      [{ name: 'Ghost', parameter_ids: 'abc' }, 'parameter_ids must be a list of ids'],
    ] as const) {
      const reply = await t.post('/api/admin/catalogue/categories/save', body, admin);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({
        body,
        status: 400,
        message: expect.stringContaining(message),
      });
    }
    const taken = await t.post('/api/admin/catalogue/categories/save', { name: 'houseboat' }, admin);
    expect(taken.status).toBe(409);
    expect(await count('categories')).toBe(before);
    expect(await count('operator_actions')).toBe(logBefore);
  });

  it('refuses an SVG icon and a file that is no picture, storing nothing', async () => {
    const before = await count('categories');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await t.post(
      '/api/admin/catalogue/categories/save',
      multipart({ name: 'Scripted', icon: { filename: 'x.svg', content: svg, type: 'image/svg+xml' } }),
      admin,
    );
    expect(refused.status).toBe(415);
    expect(refused.body.message).toContain('SVG');
    const text = await t.post(
      '/api/admin/catalogue/categories/save',
      multipart({
        name: 'Texted',
        icon: { filename: 'x.png', content: Buffer.from('not a picture'), type: 'image/png' },
      }),
      admin,
    );
    expect(text.status).toBe(415);
    expect(await count('categories')).toBe(before);
  });
});

describe('parameters', () => {
  it('creates a choice parameter with Arabic choices; a category offers it in Arabic', async () => {
    const reply = await t.post(
      '/api/admin/catalogue/parameters/save',
      {
        name: 'View',
        name_ar: 'الإطلالة',
        type_of_parameter: 'dropdown',
        type_values: ['Sea', 'City'],
        type_values_ar: ['بحر', 'مدينة'],
        is_required: '0',
      },
      admin,
    );
    expect(reply.status).toBe(200);
    const parameter = reply.body.data;
    expect(parameter).toMatchObject({
      name_ar: 'الإطلالة',
      type_values: ['Sea', 'City'],
      type_values_ar: ['بحر', 'مدينة'],
      status: 'active',
      categories: 0,
    });
    expect((await logOf('parameter.create', parameter.id)).length).toBe(1);

    const [category] = await t.db.query<{ id: number; slug_id: string }>(
      `select id, slug_id from categories where status = 1 order by id limit 1`,
    );
    const current = (await t.get('/api/admin/catalogue/categories', admin)).body.data.find(
      (row: { id: number }) => row.id === category!.id,
    );
    await t.post(
      '/api/admin/catalogue/categories/save',
      {
        id: category!.id,
        name: current.name,
        name_ar: current.name_ar,
        parameter_ids: [...current.parameter_ids, parameter.id],
      },
      admin,
    );
    const arabic = await t.app.inject({ url: '/api/get_categories?limit=100', headers: { 'content-language': 'ar' } });
    const offered = arabic
      .json()
      .data.find((row: { id: number }) => row.id === category!.id)
      .parameter_types.find((row: { id: number }) => row.id === parameter.id);
    expect(offered).toMatchObject({ translated_name: 'الإطلالة', translated_type_values: ['بحر', 'مدينة'] });

    // Deactivated: no longer offered, still in the admin's list.
    await t.post('/api/admin/catalogue/parameters/status', { id: parameter.id, active: '0' }, admin);
    const after = await t.get('/api/get_categories?limit=100');
    const ids = after.body.data
      .find((row: { id: number }) => row.id === category!.id)
      .parameter_types.map((row: { id: number }) => row.id);
    expect(ids).not.toContain(parameter.id);
  });

  it('keeps a used parameter’s kind and the choices listings hold', async () => {
    const [used] = await t.db.query<{ id: number; name: string; type_of_parameter: string; type_values: string[] }>(
      `select p.id, p.name, p.type_of_parameter, p.type_values from parameters p
        where p.type_of_parameter = 'dropdown' and exists (select 1 from property_parameters pp where pp.parameter_id = p.id) limit 1`,
    );
    const kind = await t.post(
      '/api/admin/catalogue/parameters/save',
      { id: used!.id, name: used!.name, type_of_parameter: 'number' },
      admin,
    );
    expect(kind.status).toBe(409);
    const [held] = await t.db.query<{ value: string }>(
      'select value from property_parameters where parameter_id = $1 limit 1',
      [used!.id],
    );
    const choices = await t.post(
      '/api/admin/catalogue/parameters/save',
      {
        id: used!.id,
        name: used!.name,
        type_of_parameter: 'dropdown',
        type_values: used!.type_values.filter((value) => value !== held!.value),
      },
      admin,
    );
    expect(choices.status).toBe(409);
    const bad = await t.post(
      '/api/admin/catalogue/parameters/save',
      { name: 'Broken', type_of_parameter: 'dropdown' },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('type_values');
    expect(await t.db.query(`select 1 from parameters where name = 'Broken'`)).toEqual([]);
  });
});
