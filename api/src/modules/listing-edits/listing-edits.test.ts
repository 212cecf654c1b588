import { listingMessages } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { runAdminCommand } from '../../admin/cli';
import {
  createTestUser,
  distinctPicture,
  houseFormIds,
  houseForSale,
  testPdf,
  type TestUser,
} from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

/*
 * Edits of live listings: what sends one back to review (review-rule.ts), for whom, and the log
 * moderators read. Every listing stands on a place and a photo of its own, so the duplicate check
 * (which an edit of pictures, place or price runs again) never holds one for another test's.
 */

let t: TestApp;
let owner: TestUser;
let agent: TestUser;
let adminToken: string;
let houseForm: Awaited<ReturnType<typeof houseFormIds>>;
let apartmentId: number;
let places = 0;

const jpeg = (content: Buffer, filename = 'photo.jpg') => ({ filename, content, type: 'image/jpeg' });
const pdf = { filename: 'terms.pdf', content: testPdf, type: 'application/pdf' };

/** A place and a picture of its own for every listing: 2 km apart, another photo each. */
async function ownPlaceAndPhoto() {
  places += 1;
  return {
    latitude: (50.2 + places * 0.02).toFixed(6),
    longitude: '1.4000',
    photo: await distinctPicture(900 + places, 320, 240),
  };
}

/** A property of `user`'s that an admin approved: live. */
async function liveProperty(user: TestUser, title: string) {
  const { latitude, longitude, photo } = await ownPlaceAndPhoto();
  const reply = await t.post(
    '/api/post_property',
    multipart({
      ...houseForSale(houseForm, title),
      latitude,
      longitude,
      title_image: jpeg(photo),
      'gallery_images[]': [jpeg(await distinctPicture(5000 + places, 320, 240))],
    } as never),
    user.token,
  );
  expect(reply.body).toMatchObject({ error: false });
  const property = reply.body.data as { id: number; slug_id: string; title_image: string; gallery: { id: number }[] };
  const approved = await t.post('/api/admin/properties/approve', { id: property.id }, adminToken);
  expect(approved.body).toMatchObject({ error: false, data: { request_status: 'approved' } });
  return property;
}

/** A project of `user`'s that an admin enabled: live. */
async function liveProject(user: TestUser, title: string) {
  const { latitude, photo } = await ownPlaceAndPhoto();
  const fields = {
    title,
    description: 'Forty flats around a courtyard garden.',
    category_id: String(apartmentId),
    type: 'under_construction',
    location: '8 Canal Street',
    city: 'Manchester',
    state: 'England',
    country: 'United Kingdom',
    latitude,
    longitude: '-2.2426',
  };
  const reply = await t.post(
    '/api/post_project',
    multipart({ ...fields, image: jpeg(photo), 'plans[0][title]': 'Type A', 'plans[0][document]': pdf }),
    user.token,
  );
  expect(reply.body).toMatchObject({ error: false });
  const project = reply.body.data as { id: number; slug_id: string; plans: { id: number }[] };
  expect((await t.post('/api/admin/projects/enable', { id: project.id }, adminToken)).body).toMatchObject({
    error: false,
  });
  return { ...project, fields };
}

const editProperty = (user: TestUser, id: number, fields: Record<string, unknown>) =>
  t.post('/api/update_post_property', multipart({ id: String(id), ...fields } as never), user.token);

const requestStatus = async (table: 'properties' | 'projects', id: number) =>
  (await t.db.query<{ request_status: string }>(`select request_status from ${table} where id = $1`, [id]))[0]!
    .request_status;

/** Whether a visitor finds the property: in get-property-list's search and by its slug. */
async function visitorSees(property: { id: number; slug_id: string }, title: string) {
  const list = await t.get(`/api/get-property-list?search=${encodeURIComponent(title)}&limit=100`);
  expect(list.status).toBe(200);
  const inList = (list.body.data as { id: number }[]).some((item) => item.id === property.id);
  const page = await t.get(`/api/get_property?slug_id=${property.slug_id}`);
  expect([200, 404]).toContain(page.status);
  expect(inList).toBe(page.status === 200);
  return inList;
}

const editsOf = (subject: 'property' | 'project', id: number) =>
  t.db.query<{ edited_by: number; sent_to_review: boolean; request_status_before: string; changes: unknown }>(
    'select edited_by, sent_to_review, request_status_before, changes from listing_edits where subject = $1 and subject_id = $2 order by id',
    [subject, id],
  );

const noticesOf = (userId: number, type: string) =>
  t.db.query<{ title: string; message: string; property_id: number | null }>(
    'select title, message, property_id from notifications where user_id = $1 and type = $2 order by id',
    [userId, type],
  );

const command = async (...args: string[]) => {
  const printed: string[] = [];
  await runAdminCommand(args, t.app.deps, (text) => printed.push(text));
  return printed.join('\n');
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t, { packageName: 'Agency' });
  agent = await createTestUser(t, { packageName: 'Agency', verified: true });
  adminToken = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  houseForm = await houseFormIds(t.db);
  apartmentId = (await t.db.query<{ id: number }>(`select id from categories where slug_id = 'apartment'`))[0]!.id;
});
afterAll(() => t.close());

describe('a live property edited by an owner who is not a verified agent', () => {
  it('goes back to review when the title changes: hidden from visitors, the owner told why, the reply as before', async () => {
    const property = await liveProperty(owner, 'Quiet cottage by the mill');
    expect(await visitorSees(property, 'Quiet cottage by the mill')).toBe(true);

    const reply = await editProperty(owner, property.id, { title: 'Quiet cottage, deposit by wire only' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      error: false,
      message: listingMessages.propertyUpdatedForReview,
      data: { id: property.id, title: 'Quiet cottage, deposit by wire only', request_status: 'pending' },
    });
    // The reply keeps its shape: the same keys as a reply that stays live.
    const live = await editProperty(owner, (await liveProperty(owner, 'Shape control house')).id, { price: '440000' });
    expect(Object.keys(reply.body).sort()).toEqual(Object.keys(live.body).sort());
    expect(Object.keys(reply.body.data).sort()).toEqual(Object.keys(live.body.data).sort());

    expect(await requestStatus('properties', property.id)).toBe('pending');
    expect(await visitorSees(property, 'Quiet cottage')).toBe(false);
    // The owner still has it, waiting.
    expect((await t.get(`/api/get_property?id=${property.id}`, owner.token)).status).toBe(200);
    expect(await noticesOf(owner.id, 'property_edit_review')).toEqual([
      {
        title: 'Your property is waiting for review',
        message:
          '"Quiet cottage, deposit by wire only" is hidden until a moderator approves the new title. ' +
          'Changes to the title, description, pictures or documents of a live listing are checked before they are shown.',
        property_id: property.id,
      },
    ]);
    expect(await pendingIds()).toContain(property.id);
  });

  const reviewed: [string, () => Promise<Record<string, unknown>>][] = [
    ['a new description', async () => ({ description: 'Pay the deposit by wire to see it.' })],
    ['a new main photo', async () => ({ title_image: jpeg(await distinctPicture(7001, 320, 240)) })],
    ['an added gallery photo', async () => ({ 'gallery_images[]': [jpeg(await distinctPicture(7002, 320, 240))] })],
    ['an added document', async () => ({ 'documents[]': [pdf] })],
    ['a new 3D picture', async () => ({ three_d_image: jpeg(await distinctPicture(7003, 320, 240)) })],
    ['a new address line', async () => ({ address: '13 Elm Street, call +1 555 0199' })],
  ];
  it.each(reviewed)('goes back to review for %s', async (what, fields) => {
    const property = await liveProperty(owner, `Reviewed house ${what}`);
    const reply = await editProperty(owner, property.id, await fields());
    expect(reply.body).toMatchObject({ error: false, data: { request_status: 'pending' } });
    expect(await visitorSees(property, `Reviewed house ${what}`)).toBe(false);
    expect(await editsOf('property', property.id)).toEqual([
      expect.objectContaining({ sent_to_review: true, request_status_before: 'approved' }),
    ]);
  });

  it('stays live for a price change alone, which is recorded', async () => {
    const property = await liveProperty(owner, 'Price drop bungalow');
    const reply = await editProperty(owner, property.id, { price: '425000' });
    expect(reply.body).toMatchObject({
      error: false,
      message: listingMessages.propertyUpdated,
      data: { price: 425000, request_status: 'approved' },
    });
    expect(await visitorSees(property, 'Price drop bungalow')).toBe(true);
    expect(await editsOf('property', property.id)).toEqual([
      {
        edited_by: owner.id,
        sent_to_review: false,
        request_status_before: 'approved',
        changes: [{ field: 'price', item: '', old: '450000.00', new: '425000.00' }],
      },
    ]);
    expect(await noticesOf(owner.id, 'property_edit_review')).not.toContainEqual(
      expect.objectContaining({ property_id: property.id }),
    );
  });

  it('stays live when a photo is only removed, or numbers and the offer change', async () => {
    const property = await liveProperty(owner, 'Tidy terrace');
    const reply = await editProperty(owner, property.id, {
      remove_gallery_images: String(property.gallery[0]!.id),
      property_type: 'rent',
      rentduration: 'monthly',
      'parameters[0][parameter_id]': String(houseForm.bedrooms),
      'parameters[0][value]': '5',
      'parameters[1][parameter_id]': String(houseForm.bathrooms),
      'parameters[1][value]': '2',
      'parameters[2][parameter_id]': String(houseForm.area),
      'parameters[2][value]': '180',
    });
    expect(reply.body).toMatchObject({ error: false, data: { request_status: 'approved', property_type: 'rent' } });
    const [edit] = await editsOf('property', property.id);
    expect(edit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'chosen_detail', item: 'Bedrooms', old: '4', new: '5' },
        { field: 'property_type', item: '', old: 'sell', new: 'rent' },
        { field: 'gallery', item: '', old: expect.stringMatching(/^properties\//), new: null },
      ]),
    );
  });

  it('records nothing for an edit that changes nothing', async () => {
    const property = await liveProperty(owner, 'Unchanged villa');
    const reply = await editProperty(owner, property.id, { title: 'Unchanged villa', price: '450000' });
    expect(reply.body).toMatchObject({ error: false, message: listingMessages.propertyUpdated });
    expect(await editsOf('property', property.id)).toEqual([]);
  });
});

describe('edits that stay live whatever they change', () => {
  it('a verified agent’s title and photo edit stays approved and visible, and is recorded', async () => {
    const property = await liveProperty(agent, 'Agent’s loft');
    const reply = await editProperty(agent, property.id, {
      title: 'Agent’s loft with terrace',
      title_image: jpeg(await distinctPicture(7010, 320, 240)),
    });
    expect(reply.body).toMatchObject({
      error: false,
      message: listingMessages.propertyUpdated,
      data: { request_status: 'approved' },
    });
    expect(await visitorSees(property, 'Agent’s loft with terrace')).toBe(true);
    const [edit] = await editsOf('property', property.id);
    expect(edit).toMatchObject({ edited_by: agent.id, sent_to_review: false });
    expect(edit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', item: '', old: 'Agent’s loft', new: 'Agent’s loft with terrace' },
        {
          field: 'title_image',
          item: '',
          old: property.title_image.replace(/^.*\/uploads\//, ''),
          new: expect.stringMatching(/^properties\/[0-9a-f]{32}-/),
        },
      ]),
    );
  });

  it('an admin’s edit of a member’s listing stays approved', async () => {
    const property = await liveProperty(owner, 'Moderated maisonette');
    const reply = await t.post(
      '/api/update_post_property',
      { id: property.id, description: 'Corrected by a moderator.' },
      adminToken,
    );
    expect(reply.body).toMatchObject({ error: false, data: { request_status: 'approved' } });
  });
});

describe('a live project', () => {
  it('goes back to review when its owner retitles it or adds a floor plan drawing; its stage alone stays live', async () => {
    const project = await liveProject(owner, 'Courtyard Lofts');
    const post = (fields: Record<string, unknown>) =>
      t.post(
        '/api/post_project',
        multipart({ ...project.fields, id: String(project.id), ...fields } as never),
        owner.token,
      );

    const staged = await post({ type: 'upcoming' });
    expect(staged.body).toMatchObject({
      message: listingMessages.projectUpdated,
      data: { request_status: 'approved' },
    });

    const retitled = await post({ title: 'Courtyard Lofts, pay to reserve' });
    expect(retitled.body).toMatchObject({
      error: false,
      message: listingMessages.projectUpdatedForReview,
      data: { request_status: 'pending' },
    });
    expect((await t.get(`/api/get-project-detail?slug_id=${project.slug_id}`)).status).toBe(404);
    expect(await noticesOf(owner.id, 'project_edit_review')).toEqual([
      expect.objectContaining({ title: 'Your project is waiting for review', property_id: null }),
    ]);

    const other = await liveProject(owner, 'Canal Works');
    const drawn = await t.post(
      '/api/post_project',
      multipart({
        ...other.fields,
        id: String(other.id),
        'plans[0][id]': String(other.plans[0]!.id),
        'plans[0][title]': 'Type A',
        'plans[0][document]': jpeg(await distinctPicture(7020, 320, 240), 'plan.jpg'),
      } as never),
      owner.token,
    );
    expect(drawn.body).toMatchObject({ error: false, data: { request_status: 'pending' } });
    const [edit] = await editsOf('project', other.id);
    expect(edit!.changes).toEqual([
      {
        field: 'plan_drawing',
        item: `#${other.plans[0]!.id}`,
        old: expect.stringMatching(/^projects\/.*\.pdf$/),
        new: expect.stringMatching(/^projects\//),
      },
    ]);
  });

  it('stays live when a verified agent retitles it', async () => {
    const project = await liveProject(agent, 'Harbour Court');
    const reply = await t.post(
      '/api/post_project',
      multipart({ ...project.fields, id: String(project.id), title: 'Harbour Court Phase 2' } as never),
      agent.token,
    );
    expect(reply.body).toMatchObject({ message: listingMessages.projectUpdated, data: { request_status: 'approved' } });
    expect(await requestStatus('projects', project.id)).toBe('approved');
  });
});

async function pendingIds() {
  const reply = await t.get('/api/admin/properties/pending?limit=100', adminToken);
  return (reply.body.data as { id: number }[]).map((item) => item.id);
}

describe('the edit log, for moderators', () => {
  it('lists every edit with old and new values, newest first, by route and by command, paged', async () => {
    const property = await liveProperty(owner, 'Logged lodge');
    await editProperty(owner, property.id, { price: '430000' });
    await editProperty(owner, property.id, {
      description: 'Now with a sauna.',
      title_image: jpeg(await distinctPicture(7030, 320, 240)),
    });

    const reply = await t.get(`/api/admin/listing-edits?subject=property&subject_id=${property.id}`, adminToken);
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(2);
    const [newest, oldest] = reply.body.data;
    expect(oldest).toMatchObject({
      subject: 'property',
      subject_id: property.id,
      title: 'Logged lodge',
      edited_by: owner.email,
      request_status_before: 'approved',
      sent_to_review: false,
      changes: [{ field: 'price', item: '', old: '450000.00', new: '430000.00' }],
    });
    expect(newest).toMatchObject({ request_status_before: 'approved', sent_to_review: true });
    expect(newest.changes).toEqual(
      expect.arrayContaining([
        { field: 'description', item: '', old: expect.stringContaining('Four bright rooms'), new: 'Now with a sauna.' },
        // Files as URLs, old and new.
        {
          field: 'title_image',
          item: '',
          old: property.title_image,
          new: expect.stringMatching(/^https?:\/\/.*\/uploads\/properties\/[0-9a-f]{32}-/),
        },
      ]),
    );
    const paged = await t.get(
      `/api/admin/listing-edits?subject=property&subject_id=${property.id}&limit=1&offset=1`,
      adminToken,
    );
    expect(paged.body).toMatchObject({ total: 2, data: [{ id: oldest.id }] });
    const all = await t.get('/api/admin/listing-edits?limit=100', adminToken);
    expect(all.body.total).toBeGreaterThan(2);

    const printed = await command('edits:list', '--subject', 'property', '--id', String(property.id));
    expect(printed).toContain(
      `#${oldest.id} ${oldest.edited_at.slice(0, 16).replace('T', ' ')} property #${property.id} "Logged lodge" edited by ${owner.email} (was approved)`,
    );
    expect(printed).toContain('    price: "450000.00" -> "430000.00"');
    expect(printed).toContain(`(was approved, sent back to review)`);
    expect(printed).toContain(`    title_image: ${JSON.stringify(property.title_image)} -> "http`);
    expect(printed).toContain('    description: "Four bright rooms');
    expect(printed).toMatch(/2 of 2 edits$/);
    expect(await command('edits:list', '--subject', 'property', '--id', String(property.id), '--limit', '1')).toMatch(
      /1 of 2 edits$/,
    );
    await expect(command('edits:list', '--id', '3')).rejects.toThrow('--id needs --subject');
    await expect(command('edits:list', '--subject', 'advert')).rejects.toThrow('--subject must be one of');
  });

  it('is for admins only: 403 for a member, 401 for a visitor', async () => {
    const refused = await t.get('/api/admin/listing-edits', owner.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: true, code: 'forbidden' });
    expect((await t.get('/api/admin/listing-edits')).status).toBe(401);
    expect((await t.get('/api/admin/listing-edits?subject=advertisement', adminToken)).status).toBe(400);
  });
});
