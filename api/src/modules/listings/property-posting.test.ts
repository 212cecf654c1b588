import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  accountMessages,
  featureUnavailableMessages,
  listingMessages,
  listingUploadRules,
  packageMessages,
} from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import {
  createTestUser,
  distinctPicture,
  houseForSale,
  testPdf,
  testPicture,
  type TestUser,
} from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let adminToken: string;
let houseId: number;
let params: Record<string, number>;
let facilityIds: number[];
let photo: Buffer;

const file = (content: Buffer, filename = 'photo.png') => ({ filename, content, type: 'image/png' });
const onDisk = (url: string) =>
  fs.existsSync(path.join(t.config.uploadsDir, url.replace(/^https?:\/\/[^/]+\/uploads\//, '')));
const thumbOf = (url: string) => url.replace(/\/([0-9a-f]{32}-\d+x\d+)\.(jpg|png)$/, '/thumbs/$1.webp');
const largestVariantOf = (url: string) => {
  const [, dir, name, width] = /^(.*)\/([0-9a-f]{32}-(\d+)x\d+)\.(jpg|png)$/.exec(url)!;
  return `${dir}/variants/${name}-${Math.min(Number(width), 1600)}w.avif`;
};
const row = async (id: number) =>
  (await t.db.query<Record<string, unknown>>('select * from properties where id = $1', [id]))[0]!;
const usedLimit = async (userId: number) =>
  (
    await t.db.query<{ used: number }>(
      `select coalesce(sum(l.used_limit), 0)::int as used from user_package_limits l
         join user_packages up on up.id = l.user_package_id join features f on f.id = l.feature_id
        where up.user_id = $1 and f.key = 'property_list'`,
      [userId],
    )
  )[0]!.used;

/** The text fields of a valid house for sale. */
const houseFields = (title = 'Sunny family house with garden') => ({
  ...houseForSale(
    { category: houseId, bedrooms: params.Bedrooms!, bathrooms: params.Bathrooms!, area: params['Area (m²)']! },
    title,
  ),
  'facilities[0][facility_id]': String(facilityIds[0]),
  'facilities[0][distance]': '1.5',
});

const post = (fields: Record<string, unknown>, token = owner.token) =>
  t.post('/api/post_property', multipart(fields as Parameters<typeof multipart>[0]), token);
const postHouse = async (extra: Record<string, unknown> = {}, token = owner.token) => {
  const reply = await post({ ...houseFields(), title_image: file(photo), ...extra }, token);
  expect(reply.body).toMatchObject({ error: false });
  return reply.body.data;
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t, { packageName: 'Professional' });
  other = await createTestUser(t, { packageName: 'Professional' });
  adminToken = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  houseId = (await t.db.query<{ id: number }>(`select id from categories where slug_id = 'house'`))[0]!.id;
  params = Object.fromEntries(
    (await t.db.query<{ id: number; name: string }>('select id, name from parameters')).map((p) => [p.name, p.id]),
  );
  facilityIds = (await t.db.query<{ id: number }>('select id from facilities order by id')).map((f) => f.id);
  photo = await testPicture(400, 300);
});
afterAll(() => t.close());

describe('post_property', () => {
  it('posts a pending listing with its photos, documents, parameters and facilities', async () => {
    const reply = await post({
      ...houseFields('Post test cottage'),
      title_image: file(photo),
      'gallery_images[]': [file(await testPicture(300, 300, 'jpeg'), 'a.jpg'), file(photo)],
      'documents[]': [{ filename: 'plan.pdf', content: testPdf, type: 'application/pdf' }],
      three_d_image: file(photo),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(listingMessages.propertyPosted);
    const property = reply.body.data;
    expect(property).toMatchObject({
      title: 'Post test cottage',
      slug_id: 'post-test-cottage',
      request_status: 'pending',
      status: 1,
      property_type: 'sell',
      price: 450000,
      customer_id: owner.id,
      city: 'London',
    });
    expect(property.parameters.map((p: { name: string; value: string }) => [p.name, p.value])).toEqual(
      expect.arrayContaining([
        ['Bedrooms', '4'],
        ['Bathrooms', '2'],
      ]),
    );
    expect(property.assign_facilities).toEqual([
      expect.objectContaining({ facility_id: facilityIds[0], distance: 1.5 }),
    ]);
    expect(property.gallery).toHaveLength(2);
    expect(property.documents).toEqual([
      expect.objectContaining({ file_name: 'Document 1.pdf', name: 'Document 1.pdf', type: 'pdf' }),
    ]);
    for (const url of [
      property.title_image,
      property.three_d_image,
      ...property.gallery.map((g: { image: string }) => g.image),
    ]) {
      expect(url).toMatch(/^http:\/\/localhost:8080\/uploads\/properties\/[0-9a-f]{32}-\d+x\d+\.(jpg|png)$/);
      expect(onDisk(url)).toBe(true);
      expect(onDisk(thumbOf(url))).toBe(true);
      expect(onDisk(largestVariantOf(url))).toBe(true);
    }
    expect(property.title_image_thumb).toBe(thumbOf(property.title_image));
    expect(onDisk(property.documents[0].file)).toBe(true);
  });

  it('keeps a pending listing out of public lists until it is approved', async () => {
    const property = await postHouse({ title: 'Zyxwvut hideaway' });
    const search = async () => (await t.get('/api/get_property?search=zyxwvut')).body;
    expect((await search()).total).toBe(0);
    expect((await t.get(`/api/get_property?id=${property.id}`)).status).toBe(404);
    expect((await t.get(`/api/get_property?id=${property.id}`, owner.token)).status).toBe(200);
    const added = (await t.get('/api/get-added-properties?request_status=pending&limit=100', owner.token)).body;
    expect(added.data.map((p: { id: number }) => p.id)).toContain(property.id);
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [property.id]);
    expect((await search()).data.map((p: { id: number }) => p.id)).toEqual([property.id]);
  });

  it('ignores fields a client may not set', async () => {
    const property = await postHouse({
      title: 'Mass assignment villa',
      user_id: String(other.id),
      userid: String(other.id),
      status: '0',
      request_status: 'approved',
      total_view: '999',
      total_likes: '50',
      slug_id: 'chosen-slug',
    });
    const stored = await row(property.id);
    expect(stored).toMatchObject({
      user_id: owner.id,
      status: 1,
      request_status: 'pending',
      total_view: 0,
      total_likes: 0,
      slug_id: 'mass-assignment-villa',
    });
  });

  it('makes slugs unique with -2, -3 and keeps them when the title changes', async () => {
    const first = await postHouse({ title: 'Twin Oaks Lodge' });
    const second = await postHouse({ title: 'Twin oaks lodge!' });
    const third = await postHouse({ title: 'Twin Oaks Lodge' });
    expect([first.slug_id, second.slug_id, third.slug_id]).toEqual([
      'twin-oaks-lodge',
      'twin-oaks-lodge-2',
      'twin-oaks-lodge-3',
    ]);
    const edited = await t.post(
      '/api/update_post_property',
      multipart({ id: String(first.id), title: 'Renamed lodge' }),
      owner.token,
    );
    expect(edited.body.data).toMatchObject({ title: 'Renamed lodge', slug_id: 'twin-oaks-lodge' });
  });

  it('enforces the required parameters of the category, naming the missing one', async () => {
    const fields: Record<string, unknown> = { ...houseFields(), title_image: file(photo) };
    delete fields['parameters[0][parameter_id]'];
    delete fields['parameters[0][value]'];
    const reply = await post(fields);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(`${listingMessages.parameterRequired} Missing: Bedrooms.`);
    const foreign = await post({
      ...houseFields(),
      title_image: file(photo),
      'parameters[3][parameter_id]': String(params.Zoning),
      'parameters[3][value]': 'Commercial',
    });
    expect(foreign.status).toBe(400);
  });

  it('needs a main photo and a complete location', async () => {
    const noPhoto = await post(houseFields());
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.message).toBe(listingMessages.titleImageRequired);
    const noCity = await post({ ...houseFields(), city: '', title_image: file(photo) });
    expect(noCity.body.message).toBe(listingMessages.locationIncomplete);
  });

  it('refuses bad files with their message and leaves nothing behind', async () => {
    const before = {
      count: (await t.db.query<{ n: number }>('select count(*)::int as n from properties'))[0]!.n,
      used: await usedLimit(owner.id),
    };
    const filesBefore = fs.existsSync(path.join(t.config.uploadsDir, 'properties'))
      ? fs.readdirSync(path.join(t.config.uploadsDir, 'properties')).length
      : 0;
    const text = await post({ ...houseFields(), title_image: file(Buffer.from('just some text, not a picture')) });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({
      code: 'unsupportedMediaType',
      message: 'title_image: photos must be JPEG or PNG images.',
    });
    const small = await post({
      ...houseFields(),
      title_image: file(photo),
      'gallery_images[]': [file(await testPicture(50, 50))],
    });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('gallery_images: the photo must be at least 120x120 pixels.');
    const huge = Buffer.concat([photo, Buffer.alloc(listingUploadRules.imageMaxBytes)]);
    const large = await post({ ...houseFields(), title_image: file(photo), 'gallery_images[]': [file(huge)] });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({
      code: 'payloadTooLarge',
      message: 'gallery_images: the file is too large, at most 10 MB.',
    });
    const notPdf = await post({ ...houseFields(), title_image: file(photo), documents: file(photo, 'doc.pdf') });
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.message).toBe('documents: documents must be PDF files.');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from properties'))[0]!.n).toBe(before.count);
    expect(await usedLimit(owner.id)).toBe(before.used);
    const filesAfter = fs.existsSync(path.join(t.config.uploadsDir, 'properties'))
      ? fs.readdirSync(path.join(t.config.uploadsDir, 'properties')).length
      : 0;
    expect(filesAfter).toBe(filesBefore);
  });

  it('strips EXIF and GPS from photos', async () => {
    const withGps = await sharp(await testPicture(300, 200, 'jpeg'))
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const property = await postHouse({ title: 'Exif test', title_image: file(withGps, 'gps.jpg') });
    const stored = fs.readFileSync(
      path.join(t.config.uploadsDir, property.title_image.replace(/^https?:\/\/[^/]+\/uploads\//, '')),
    );
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
  });
});

describe('package limits', () => {
  it('refuses a user without a package with the spec’s text', async () => {
    const bare = await createTestUser(t);
    const reply = await post({ ...houseFields(), title_image: file(photo) }, bare.token);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(packageMessages.notSubscribed);
  });

  it('refuses a post over the limit (Starter: 3) with the spec’s text', async () => {
    const starter = await createTestUser(t, { packageName: 'Starter' });
    for (let n = 1; n <= 3; n += 1) await postHouse({ title: `Starter house ${n}` }, starter.token);
    const over = await post({ ...houseFields('Starter house 4'), title_image: file(photo) }, starter.token);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ error: true, message: packageMessages.limitOver });
    expect(await usedLimit(starter.id)).toBe(3);
  });
});

describe('update_post_property', () => {
  it('changes sent fields only, adds and removes files, and removes them from disk', async () => {
    const property = await postHouse({
      title: 'Editable house',
      'gallery_images[]': [file(photo), file(photo)],
      documents: { filename: 'a.pdf', content: testPdf, type: 'application/pdf' },
      three_d_image: file(photo),
    });
    const [gone, kept] = property.gallery;
    const reply = await t.post(
      '/api/update_post_property',
      multipart({
        id: String(property.id),
        price: '399000',
        remove_gallery_images: String(gone.id),
        remove_documents: String(property.documents[0].id),
        remove_three_d_image: '1',
        'gallery_images[]': [file(photo)],
      }),
      owner.token,
    );
    expect(reply.status).toBe(200);
    const updated = reply.body.data;
    expect(updated).toMatchObject({
      price: 399000,
      title: 'Editable house',
      description: property.description,
      three_d_image: '',
    });
    expect(updated.gallery.map((g: { id: number }) => g.id)).toContain(kept.id);
    expect(updated.gallery.map((g: { id: number }) => g.id)).not.toContain(gone.id);
    expect(updated.gallery).toHaveLength(2);
    expect(updated.documents).toEqual([]);
    expect(updated.parameters).toHaveLength(3);
    expect(onDisk(gone.image)).toBe(false);
    expect(onDisk(thumbOf(gone.image))).toBe(false);
    expect(onDisk(largestVariantOf(gone.image))).toBe(false);
    expect(onDisk(property.three_d_image)).toBe(false);
    expect(onDisk(property.documents[0].file)).toBe(false);
    expect(onDisk(kept.image)).toBe(true);
  });

  it('refuses to remove a file of another listing and changes nothing', async () => {
    const mine = await postHouse({ title: 'Mine' });
    const theirs = await postHouse({ title: 'Theirs', 'gallery_images[]': [file(photo)] }, other.token);
    const reply = await t.post(
      '/api/update_post_property',
      multipart({ id: String(mine.id), price: '1', remove_gallery_images: String(theirs.gallery[0].id) }),
      owner.token,
    );
    expect(reply.status).toBe(400);
    expect(Number((await row(mine.id)).price)).toBe(450000);
    expect(onDisk(theirs.gallery[0].image)).toBe(true);
  });

  it('sends a rejected listing back for review when it is edited', async () => {
    const property = await postHouse({ title: 'Rejected once' });
    await t.db.query(`update properties set request_status = 'rejected' where id = $1`, [property.id]);
    await t.post(
      '/api/update_post_property',
      { id: property.id, description: 'Now with better photos and text.' },
      owner.token,
    );
    expect((await row(property.id)).request_status).toBe('pending');
  });
});

describe('status', () => {
  it('moves sell -> sold -> sell and refuses other moves with "Failed to Update Status"', async () => {
    const property = await postHouse({ title: 'Status house' });
    const move = (status: string) =>
      t.post('/api/update_property_status', { property_id: String(property.id), status }, owner.token);
    expect((await move('sold')).body.data.property_type).toBe('sold');
    const refused = await move('rent');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(listingMessages.statusUpdateFailed);
    expect((await row(property.id)).property_type).toBe('sold');
    expect((await move('sell')).body.data.property_type).toBe('sell');
  });

  it('moves rent -> rented and back', async () => {
    const property = await postHouse({ title: 'Rental flat', property_type: 'rent', rentduration: 'monthly' });
    const move = (status: string) =>
      t.post('/api/update_property_status', { property_id: property.id, status }, owner.token);
    expect((await move('3')).body.data.property_type).toBe('rented');
    expect((await move('sold')).status).toBe(400);
    expect((await move('rent')).body.data.property_type).toBe('rent');
  });

  it('switches active/inactive only once approved', async () => {
    const property = await postHouse({ title: 'Switchable' });
    const change = (status: number) =>
      t.post('/api/change-property-status', { property_id: property.id, status }, owner.token);
    const pending = await change(0);
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe(listingMessages.statusUpdateFailed);
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [property.id]);
    expect((await change(0)).body.data.status).toBe(0);
    expect((await t.get(`/api/get_property?id=${property.id}`)).status).toBe(404);
    expect((await change(1)).body.data.status).toBe(1);
    expect((await t.get(`/api/get_property?id=${property.id}`)).status).toBe(200);
  });

  it('approves new listings of verified users at once when the setting is on', async () => {
    const verified = await createTestUser(t, { packageName: 'Professional', verified: true });
    expect((await postHouse({ title: 'Verified one' }, verified.token)).request_status).toBe('pending');
    await t.db.query(
      `insert into settings (key, value) values ('auto_approve_verified_users', '"1"')
       on conflict (key) do update set value = excluded.value`,
    );
    try {
      // Another home (its own photo, a street away): a duplicate of the first would wait for a check.
      const another = { title: 'Verified two', title_image: file(await distinctPicture(7)), latitude: '51.5120' };
      expect((await postHouse(another, verified.token)).request_status).toBe('approved');
      expect((await postHouse({ title: 'Unverified' }, owner.token)).request_status).toBe('pending');
    } finally {
      await t.db.query(`update settings set value = '"0"' where key = 'auto_approve_verified_users'`);
    }
  });
});

describe('ownership', () => {
  it('answers 403 to every changing call on someone else’s property and changes nothing', async () => {
    const property = await postHouse({ title: 'Guarded house', 'gallery_images[]': [file(photo)] });
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [property.id]);
    const before = await row(property.id);
    const attempts = [
      t.post(
        '/api/update_post_property',
        multipart({ id: String(property.id), price: '1', title_image: file(photo) }),
        other.token,
      ),
      t.post(
        '/api/update_post_property',
        { id: property.id, remove_gallery_images: String(property.gallery[0].id) },
        other.token,
      ),
      t.post('/api/delete_property', { id: property.id }, other.token),
      t.post('/api/change-property-status', { property_id: property.id, status: 0 }, other.token),
      t.post('/api/update_property_status', { property_id: property.id, status: 'sold' }, other.token),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({
        error: true,
        message: listingMessages.notOwner,
        code: 'forbidden',
        key: 'forbidden',
      });
    }
    expect(await row(property.id)).toEqual(before);
    expect(onDisk(property.gallery[0].image)).toBe(true);
    const mine = (await t.get('/api/get-added-properties?limit=100', other.token)).body.data;
    expect(mine.some((p: { id: number }) => p.id === property.id)).toBe(false);
  });

  it('lets an admin change any listing', async () => {
    const property = await postHouse({ title: 'Admin edits' });
    const reply = await t.post('/api/update_post_property', { id: property.id, price: '123' }, adminToken);
    expect(reply.body.data.price).toBe(123);
  });

  it('needs a signed-in user', async () => {
    expect((await t.post('/api/post_property', {})).status).toBe(401);
    expect((await t.get('/api/get-added-properties')).status).toBe(401);
  });
});

describe('delete_property', () => {
  it('deletes the listing and its files', async () => {
    const property = await postHouse({
      title: 'Doomed house',
      'gallery_images[]': [file(photo)],
      documents: { filename: 'a.pdf', content: testPdf, type: 'application/pdf' },
    });
    const reply = await t.post('/api/delete_property', { id: property.id }, owner.token);
    expect(reply.body).toMatchObject({ error: false, data: null });
    expect((await t.db.query('select 1 from properties where id = $1', [property.id])).length).toBe(0);
    for (const url of [property.title_image, property.gallery[0].image, property.documents[0].file]) {
      expect(onDisk(url)).toBe(false);
    }
    expect(onDisk(thumbOf(property.title_image))).toBe(false);
    expect((await t.post('/api/delete_property', { id: property.id }, owner.token)).status).toBe(404);
  });
});

describe('premium properties', () => {
  it('opens a premium listing only with premium_properties; visitors are asked to sign in', async () => {
    const property = await postHouse({ title: 'Premium penthouse', is_premium: '1' });
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [property.id]);
    const bare = await createTestUser(t, { packageName: 'Starter' });
    const visitor = await t.get(`/api/get_property?slug_id=${property.slug_id}`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(accountMessages.notSignedIn);
    const refused = await t.get(`/api/get_property?id=${property.id}`, bare.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(featureUnavailableMessages.premium_properties);
    expect((await t.get(`/api/get_property?id=${property.id}`, other.token)).status).toBe(200);
    expect((await t.get(`/api/get_property?id=${property.id}`, owner.token)).status).toBe(200);
    const list = (await t.get('/api/get_property?search=premium%20penthouse')).body;
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([property.id]);
  });
});
