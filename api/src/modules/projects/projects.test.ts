import type { Project } from '@domus/shared/contract';
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

describe('get-projects', () => {
  it('lists approved projects, newest first, with plans, documents, gallery and owner', async () => {
    const { status, body } = await t.get('/api/get-projects?limit=100');
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
  });

  it('filters by city, category and text', async () => {
    const [{ city, category_id }] = (await t.db.query<{ city: string; category_id: number }>(
      `select city, category_id from projects where ${PUBLIC} order by id limit 1`,
    )) as [{ city: string; category_id: number }];
    const byCity = (await t.get(`/api/get-projects?city=${encodeURIComponent(city)}`)).body;
    expect(byCity.total).toBe(await count('city = $1', [city]));
    expect(byCity.data.every((project: Project) => project.city === city)).toBe(true);
    const byCategory = (await t.get(`/api/get-projects?category_id=${category_id}`)).body;
    expect(byCategory.total).toBe(await count('category_id = $1', [category_id]));
    expect(byCategory.data.every((project: Project) => project.category_id === category_id)).toBe(true);
    const bySearch = (await t.get('/api/get-projects?search=HEIGHTS')).body;
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
  it('gives one project by slug_id or id', async () => {
    const [first] = await t.db.query<{ id: number; slug_id: string }>(
      `select id, slug_id from projects where ${PUBLIC} order by id limit 1`,
    );
    const bySlug = await t.get(`/api/get-project-detail?slug_id=${first!.slug_id}`, readerToken);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.id).toBe(first!.id);
    expect(bySlug.body.data.customer).toEqual(
      expect.objectContaining({ id: expect.any(Number), slug_id: expect.any(String) }),
    );
    const byId = await t.get(`/api/get-project-detail?id=${first!.id}`, readerToken);
    expect(byId.body.data.slug_id).toBe(first!.slug_id);
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
    expect((await t.get(`/api/get-project-detail?id=${pending!.id}`, readerToken)).status).toBe(404);
    const missing = await t.get('/api/get-project-detail');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('slug_id or id is required');
  });
});
