import fs from 'node:fs';
import path from 'node:path';
import { listingMessages, packageMessages } from '@domus/shared/contract';
import { createTestUser, testPdf, testPicture, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let categoryId: number;
let photo: Buffer;

const file = (content: Buffer, filename = 'photo.png') => ({ filename, content, type: 'image/png' });
const pdf = { filename: 'brochure.pdf', content: testPdf, type: 'application/pdf' };
const onDisk = (url: string) =>
  fs.existsSync(path.join(t.config.uploadsDir, url.replace(/^https?:\/\/[^/]+\/uploads\//, '')));
const row = async (id: number) =>
  (await t.db.query<Record<string, unknown>>('select * from projects where id = $1', [id]))[0]!;

const projectFields = (title = 'Qwxyz Residences') => ({
  title,
  description: 'Sixty apartments by the river, with a park and underground parking.',
  category_id: String(categoryId),
  type: 'under_construction',
  location: '5 River Road',
  city: 'Manchester',
  state: 'England',
  country: 'United Kingdom',
  latitude: '53.4808',
  longitude: '-2.2426',
});
const post = (fields: Record<string, unknown>, token = owner.token) =>
  t.post('/api/post_project', multipart(fields as Parameters<typeof multipart>[0]), token);
const postProject = async (extra: Record<string, unknown> = {}, token = owner.token) => {
  const reply = await post(
    {
      ...projectFields(),
      image: file(photo),
      'plans[0][title]': 'Type A',
      'plans[0][document]': pdf,
      'plans[1][title]': 'Type B',
      'plans[1][document]': file(photo, 'plan.png'),
      'gallery_images[]': [file(photo)],
      'documents[]': [pdf],
      ...extra,
    },
    token,
  );
  expect(reply.body).toMatchObject({ error: false });
  return reply.body.data;
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t, { packageName: 'Agency' });
  other = await createTestUser(t, { packageName: 'Professional' });
  categoryId = (await t.db.query<{ id: number }>(`select id from categories where slug_id = 'apartment'`))[0]!.id;
  photo = await testPicture(300, 300);
});
afterAll(() => t.close());

describe('post_project', () => {
  it('posts a pending, disabled project with plans, documents and gallery', async () => {
    const project = await postProject();
    expect(project).toMatchObject({
      title: 'Qwxyz Residences',
      slug_id: 'qwxyz-residences',
      status: 0,
      request_status: 'pending',
    });
    expect(project.plans.map((plan: { title: string }) => plan.title)).toEqual(['Type A', 'Type B']);
    expect(project.plans[0].document).toMatch(/^http:\/\/localhost:8080\/uploads\/projects\/[0-9a-f]{32}\.pdf$/);
    expect(project.plans[1].document).toMatch(
      /^http:\/\/localhost:8080\/uploads\/projects\/[0-9a-f]{32}-300x300\.png$/,
    );
    expect(project.gallery_images).toHaveLength(1);
    expect(project.documents).toHaveLength(1);
    for (const url of [project.image, project.plans[0].document, project.documents[0].file])
      expect(onDisk(url)).toBe(true);
    expect((await t.get(`/api/get-projects?search=qwxyz`)).body.total).toBe(0);
    const added = (await t.get('/api/get-added-projects?limit=100', owner.token)).body;
    expect(added.data.map((p: { id: number }) => p.id)).toContain(project.id);
    expect(added.total).toBe(added.data.length);
    const second = await postProject();
    expect(second.slug_id).toBe('qwxyz-residences-2');
  });

  it('needs the main image and a document for every new floor plan', async () => {
    const noImage = await post({ ...projectFields() });
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toBe(listingMessages.titleImageRequired);
    const noDocument = await post({ ...projectFields(), image: file(photo), 'plans[0][title]': 'Type A' });
    expect(noDocument.status).toBe(400);
    expect(noDocument.body.message).toBe(listingMessages.floorIncomplete);
    const textAsPicture = await post({ ...projectFields(), image: file(Buffer.from('hello'), 'x.png') });
    expect(textAsPicture.status).toBe(415);
  });

  it('refuses a field named through __proto__ with 400, and no object inherits from it', async () => {
    const reply = await post({ ...projectFields(), image: file(photo), '__proto__[polluted][0][a]': 'yes' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: true,
      message: '__proto__[polluted][0][a]: this field name is not allowed.',
      code: 'invalidInput',
      key: 'invalidInput',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('uses project_list: a user without a package is refused with the spec’s text', async () => {
    const bare = await createTestUser(t);
    const reply = await post({ ...projectFields(), image: file(photo) }, bare.token);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(packageMessages.notSubscribed);
  });

  it('with id edits the project: removes plans, documents and photos (and their files), adds new ones', async () => {
    const project = await postProject({ title: 'Edit me' });
    const [keptPlan, removedPlan] = project.plans;
    const reply = await post({
      ...projectFields('Edited project'),
      id: String(project.id),
      'plans[0][id]': String(keptPlan.id),
      'plans[0][title]': 'Type A (revised)',
      'plans[1][title]': 'Type C',
      'plans[1][document]': pdf,
      remove_plans: String(removedPlan.id),
      remove_documents: String(project.documents[0].id),
      remove_gallery_images: String(project.gallery_images[0].id),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(listingMessages.projectUpdated);
    const edited = reply.body.data;
    expect(edited).toMatchObject({
      id: project.id,
      title: 'Edited project',
      slug_id: project.slug_id,
      image: project.image,
    });
    expect(edited.plans.map((plan: { title: string }) => plan.title)).toEqual(['Type A (revised)', 'Type C']);
    expect(edited.documents).toEqual([]);
    expect(edited.gallery_images).toEqual([]);
    expect(onDisk(removedPlan.document)).toBe(false);
    expect(onDisk(project.documents[0].file)).toBe(false);
    expect(onDisk(project.gallery_images[0].image)).toBe(false);
    expect(onDisk(keptPlan.document)).toBe(true);
  });

  it('switches status only once approved, and deletes with files', async () => {
    const project = await postProject({ title: 'Switch me' });
    const change = (status: number) =>
      t.post('/api/change-project-status', { project_id: project.id, status }, owner.token);
    expect((await change(1)).body.message).toBe(listingMessages.statusUpdateFailed);
    await t.db.query(`update projects set request_status = 'approved', status = 1 where id = $1`, [project.id]);
    expect((await t.get('/api/get-projects?search=switch')).body.total).toBe(1);
    expect((await change(0)).body.data.status).toBe(0);
    expect((await t.get('/api/get-projects?search=switch')).body.total).toBe(0);
    expect((await t.post('/api/delete_project', { id: project.id }, owner.token)).body.error).toBe(false);
    expect(await t.db.query('select 1 from projects where id = $1', [project.id])).toEqual([]);
    expect(onDisk(project.image)).toBe(false);
    expect(onDisk(project.plans[0].document)).toBe(false);
  });
});

describe('ownership of projects', () => {
  it('answers 403 to every changing call on someone else’s project and changes nothing', async () => {
    const project = await postProject({ title: 'Guarded project' });
    await t.db.query(`update projects set request_status = 'approved', status = 1 where id = $1`, [project.id]);
    const before = await row(project.id);
    const attempts = [
      post({ ...projectFields('Hijacked'), id: String(project.id), image: file(photo) }, other.token),
      post({ ...projectFields(), id: String(project.id), remove_plans: String(project.plans[0].id) }, other.token),
      t.post('/api/delete_project', { id: project.id }, other.token),
      t.post('/api/change-project-status', { project_id: project.id, status: 0 }, other.token),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(listingMessages.notOwner);
    }
    expect(await row(project.id)).toEqual(before);
    expect((await t.db.query('select 1 from project_plans where project_id = $1', [project.id])).length).toBe(2);
    expect(onDisk(project.plans[0].document)).toBe(true);
  });
});

describe('get-project-detail', () => {
  it('is whole for the owner and project_access; a teaser for a visitor or a member without it', async () => {
    const project = await postProject({ title: 'Access project' });
    await t.db.query(`update projects set request_status = 'approved', status = 1 where id = $1`, [project.id]);
    const starter = await createTestUser(t, { packageName: 'Starter' });
    const accessOf = async (token?: string) =>
      (await t.get(`/api/get-project-detail?id=${project.id}`, token)).body.data.access;
    expect(await accessOf()).toBe('sign_in');
    expect(await accessOf(starter.token)).toBe('package');
    expect(await accessOf(other.token)).toBe('full');
    expect(await accessOf(owner.token)).toBe('full');
  });
});
