import type { Project } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { createTestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
/** A reader with project_access (project pages need it, docs/SPEC.md §6). */
let readerToken: string;
beforeAll(async () => {
  t = await startTestApp();
  readerToken = (await createTestUser(t, { packageName: 'Professional' })).token;
});
afterAll(() => t.close());

const PUBLIC = `status = 1 and request_status = 'approved'`;
const count = async (where: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from projects where ${PUBLIC} and ${where}`, params))[0]!
    .n;

const teaserFields = [
  'access',
  'added_by',
  'category',
  'city',
  'country',
  'gallary_images',
  'id',
  'image',
  'low_quality_title_image',
  'promoted',
  'slug_id',
  'state',
  'title',
  'translated_title',
  'type',
];

describe('get-projects', () => {
  it('lists approved projects, newest first, with plans, documents, gallery and owner', async () => {
    const { status, body } = await t.get('/api/get-projects?limit=100', readerToken);
    expect(status).toBe(200);
    expect(body.total).toBe(await count('true'));
    const projects = body.data as Project[];
    expect(projects.every((project) => project.status === 1 && project.request_status === 'approved')).toBe(true);
    expect(
      projects.every((project, index) => index === 0 || projects[index - 1]!.created_at >= project.created_at),
    ).toBe(true);
    expect(projects[0]!.plans.length).toBeGreaterThan(0);
    expect(projects[0]!.documents[0]!.file).toMatch(/^http:\/\/localhost:8080\/uploads\/seed\/documents\/.+\.pdf$/);
    expect(projects[0]!.gallery_images.length).toBe(4);
    expect(projects[0]!.customer.name).not.toBe('');
    expect(projects.every((project) => (project as { access?: string }).access === 'full')).toBe(true);
  });

  it('lists teasers to a visitor and to a member without project_access, the member’s own projects whole', async () => {
    const visitor = await t.get('/api/get-projects?limit=100');
    expect(visitor.body.total).toBe(await count('true'));
    for (const project of visitor.body.data) {
      expect(Object.keys(project).sort()).toEqual(teaserFields);
      expect(project.access).toBe('sign_in');
    }
    const member = await createTestUser(t);
    const [theirs] = await t.db.query<{ id: number; user_id: number }>(
      `select id, user_id from projects where ${PUBLIC} order by id limit 1`,
    );
    // For this check only, the member owns one public project.
    await t.db.query('update projects set user_id = $1 where id = $2', [member.id, theirs!.id]);
    const seen = (await t.get('/api/get-projects?limit=100', member.token)).body.data as {
      added_by: number;
      access: string;
    }[];
    await t.db.query('update projects set user_id = $1 where id = $2', [theirs!.user_id, theirs!.id]);
    expect(seen.filter((project) => project.access === 'full').map((project) => project.added_by)).toEqual([member.id]);
    expect(seen.filter((project) => project.added_by !== member.id).every((p) => p.access === 'package')).toBe(true);
  });

  it('filters by city, category and text', async () => {
    const get = (url: string) => t.get(url, readerToken);
    const [{ city, category_id }] = (await t.db.query<{ city: string; category_id: number }>(
      `select city, category_id from projects where ${PUBLIC} order by id limit 1`,
    )) as [{ city: string; category_id: number }];
    const byCity = (await get(`/api/get-projects?city=${encodeURIComponent(city)}`)).body;
    expect(byCity.total).toBe(await count('city = $1', [city]));
    expect(byCity.data.every((project: Project) => project.city === city)).toBe(true);
    const byCategory = (await get(`/api/get-projects?category_id=${category_id}`)).body;
    expect(byCategory.total).toBe(await count('category_id = $1', [category_id]));
    expect(byCategory.data.every((project: Project) => project.category_id === category_id)).toBe(true);
    const bySearch = (await get('/api/get-projects?search=HEIGHTS')).body;
    expect(bySearch.total).toBe(
      await count(`title ilike '%heights%' or location ilike '%heights%' or city ilike '%heights%'`),
    );
    expect(
      bySearch.data.every((project: Project) =>
        `${project.title} ${project.location}`.toLowerCase().includes('heights'),
      ),
    ).toBe(true);
  });
});

describe('get-project-detail', () => {
  const firstPublic = async (order: 'asc' | 'desc' = 'asc') =>
    (
      await t.db.query<{ id: number; slug_id: string; title: string }>(
        `select id, slug_id, title from projects where ${PUBLIC} order by id ${order} limit 1`,
      )
    )[0]!;

  it('gives one project by slug_id or id', async () => {
    const first = await firstPublic();
    const bySlug = await t.get(`/api/get-project-detail?slug_id=${first.slug_id}`, readerToken);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.id).toBe(first.id);
    expect(bySlug.body.data.customer).toEqual(
      expect.objectContaining({ id: expect.any(Number), slug_id: expect.any(String) }),
    );
    const byId = await t.get(`/api/get-project-detail?id=${first.id}`, readerToken);
    expect(byId.body.data.slug_id).toBe(first.slug_id);
  });

  it('gives a visitor a teaser that asks to sign in, and nothing private', async () => {
    const first = await firstPublic();
    const { status, body } = await t.get(`/api/get-project-detail?slug_id=${first.slug_id}`);
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(teaserFields);
    expect(body.data).toMatchObject({
      id: first.id,
      slug_id: first.slug_id,
      title: first.title,
      translated_title: first.title,
      image: expect.stringMatching(/^http:\/\/localhost:8080\/uploads\//),
      category: expect.objectContaining({ translated_name: expect.any(String), slug_id: expect.any(String) }),
      type: expect.stringMatching(/^(upcoming|under_construction)$/),
      access: 'sign_in',
    });
  });

  it('gives a member whose plan lacks project_access the teaser that points to the plans', async () => {
    const first = await firstPublic();
    const starter = await createTestUser(t, { packageName: 'Starter' });
    const { status, body } = await t.get(`/api/get-project-detail?id=${first.id}`, starter.token);
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(teaserFields);
    expect(body.data.access).toBe('package');
  });

  it('gives the whole project, marked full, to a member with project_access, its owner and an admin', async () => {
    // The last one, so the other tests keep their seeded owner; this owner has no package.
    const first = await firstPublic('desc');
    const owner = await createTestUser(t);
    await t.db.query('update projects set user_id = $1 where id = $2', [owner.id, first.id]);
    const adminToken = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    for (const token of [readerToken, owner.token, adminToken]) {
      const { status, body } = await t.get(`/api/get-project-detail?id=${first.id}`, token);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: first.id, access: 'full', description: expect.any(String) });
      expect(body.data.plans.length).toBeGreaterThan(0);
    }
  });

  it('answers 401 to a bad token, as every call does, so the client knows the session is over', async () => {
    const first = await firstPublic();
    const reply = await t.get(`/api/get-project-detail?id=${first.id}`, 'not-a-session-token');
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('unauthorized');
  });

  it('answers 404 for an unknown or unapproved project and 400 without slug_id or id', async () => {
    expect((await t.get('/api/get-project-detail?slug_id=nowhere')).body).toEqual({
      error: true,
      message: 'Project not found',
      code: 'notFound',
      key: 'notFound',
    });
    const [pending] = await t.db.query<{ id: number }>(
      `select id from projects where request_status = 'pending' limit 1`,
    );
    const starter = await createTestUser(t, { packageName: 'Starter' });
    for (const token of [undefined, starter.token, readerToken]) {
      expect((await t.get(`/api/get-project-detail?id=${pending!.id}`, token)).status).toBe(404);
    }
    const missing = await t.get('/api/get-project-detail');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('slug_id or id is required');
  });
});
