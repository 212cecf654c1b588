import sharp from 'sharp';
import { listingMessages, tourMessages } from '@domus/shared/contract';
import { createTestUser, testPicture, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let publicId: number;
let pendingId: number;

/** Gives the owner one public and one pending seeded property. */
async function takeProperty(where: string) {
  const [row] = await t.db.query<{ id: number }>(
    `update properties set user_id = $1
      where id = (select id from properties where ${where} order by id limit 1) returning id`,
    [owner.id],
  );
  return row!.id;
}

const upload = (who: TestUser, propertyId: number, content: Buffer) =>
  t.post(
    '/api/virtual-tours/upload-panorama',
    multipart({ property_id: String(propertyId), panorama: { filename: 'room.jpg', content, type: 'image/jpeg' } }),
    who.token,
  );

const tourOf = (propertyId: number, rooms: { id: string; panorama: string; to?: string }[], start = rooms[0]!.id) => ({
  name: 'Walk-through',
  property_id: propertyId,
  fullRoomData: {
    start_room: start,
    rooms: rooms.map((room) => ({
      id: room.id,
      name: `Room ${room.id}`,
      panorama: room.panorama,
      hotspots: room.to ? [{ to_room: room.to, yaw: 90, pitch: -10 }] : [],
    })),
  },
});

beforeAll(async () => {
  t = await startTestApp();
  [owner, stranger] = [await createTestUser(t), await createTestUser(t)];
  publicId = await takeProperty(
    `status = 1 and request_status = 'approved' and id not in (select property_id from virtual_tours)`,
  );
  pendingId = await takeProperty(`request_status = 'pending'`);
});
afterAll(() => t.close());

describe('panoramas', () => {
  it('takes an equirectangular photo from the owner, re-encoded as JPEG without its metadata', async () => {
    const photo = await sharp(await testPicture(2100, 1050, 'jpeg'))
      .withMetadata({ exif: { IFD0: { Make: 'Camera' } } })
      .jpeg()
      .toBuffer();
    const reply = await upload(owner, publicId, photo);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ width: 2100, height: 1050 });
    const stored = await t.app.inject({ method: 'GET', url: reply.body.data.url });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2100, height: 1050 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a photo that is not 2:1, too small, or not a picture, and someone else’s property', async () => {
    expect(await upload(owner, publicId, await testPicture(1600, 1200))).toMatchObject({
      status: 400,
      body: { message: tourMessages.panoramaShape },
    });
    expect(await upload(owner, publicId, await testPicture(800, 400))).toMatchObject({
      status: 400,
      body: { message: tourMessages.panoramaTooSmall },
    });
    expect(await upload(owner, publicId, Buffer.from('not a picture at all'))).toMatchObject({
      status: 415,
      body: { message: tourMessages.panoramaType },
    });
    // Its header says 2048x1024; its pixels break off.
    const whole = await testPicture(2048, 1024, 'jpeg');
    expect(await upload(owner, publicId, whole.subarray(0, whole.length / 2))).toMatchObject({
      status: 415,
      body: { message: tourMessages.panoramaType },
    });
    expect(await upload(stranger, publicId, await testPicture(2048, 1024))).toMatchObject({
      status: 403,
      body: { message: listingMessages.notOwner },
    });
    expect((await upload(owner, 9_999_999, await testPicture(2048, 1024))).status).toBe(404);
    const [{ count }] = (await t.db.query<{ count: number }>(
      'select count(*)::int as count from tour_panoramas where property_id = $1',
      [publicId],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });
});

describe('the demo tour', () => {
  it('is a public listing’s walk-through of two rooms that lead to each other', async () => {
    const [{ property_id }] = (await t.db.query<{ property_id: number }>(
      'select property_id from virtual_tours order by id limit 1',
    )) as [{ property_id: number }];
    const { data } = (await t.get(`/api/draft-tours/get?property_id=${property_id}`)).body;
    expect(data.fullRoomData.start_room).toBe('living-room');
    expect(
      data.fullRoomData.rooms.map((room: { id: string; hotspots: { to_room: string }[] }) => [
        room.id,
        room.hotspots[0]!.to_room,
      ]),
    ).toEqual([
      ['living-room', 'kitchen'],
      ['kitchen', 'living-room'],
    ]);
    // The test seed writes no pictures; the site's seed generates these two.
    expect(data.fullRoomData.rooms[0].panorama).toBe('http://localhost:8080/uploads/seed/properties/panorama-01.jpg');
  });
});

describe('tours', () => {
  let hall: string;
  let kitchen: string;
  beforeAll(async () => {
    hall = (await upload(owner, publicId, await testPicture(2048, 1024))).body.data.url;
    kitchen = (await upload(owner, publicId, await testPicture(2048, 1024))).body.data.url;
  });

  it('answers null while a property has no tour', async () => {
    expect((await t.get(`/api/draft-tours/get?property_id=${publicId}`)).body).toMatchObject({
      error: false,
      data: null,
    });
  });

  it('saves a tour of rooms linked by hotspots, shows it to everyone, and replaces it on a second save', async () => {
    const first = await t.post(
      '/api/virtual-tours/create-tour',
      tourOf(publicId, [
        { id: 'hall', panorama: hall, to: 'kitchen' },
        { id: 'kitchen', panorama: kitchen, to: 'hall' },
      ]),
      owner.token,
    );
    expect(first).toMatchObject({ status: 200, body: { message: tourMessages.tourSaved } });
    const read = await t.get(`/api/draft-tours/get?property_id=${publicId}`);
    expect(read.body.data.fullRoomData).toEqual({
      start_room: 'hall',
      rooms: [
        {
          id: 'hall',
          name: 'Room hall',
          panorama: hall,
          hotspots: [{ to_room: 'kitchen', yaw: 90, pitch: -10, label: '' }],
        },
        {
          id: 'kitchen',
          name: 'Room kitchen',
          panorama: kitchen,
          hotspots: [{ to_room: 'hall', yaw: 90, pitch: -10, label: '' }],
        },
      ],
    });

    const second = await t.post(
      '/api/virtual-tours/create-tour',
      tourOf(publicId, [{ id: 'hall', panorama: hall }]),
      owner.token,
    );
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await t.get(`/api/draft-tours/get?property_id=${publicId}`)).body.data.fullRoomData.rooms).toHaveLength(1);
  });

  it('refuses broken tours with their messages and keeps the saved one', async () => {
    const save = (body: object, who = owner) => t.post('/api/virtual-tours/create-tour', body, who.token);
    expect(await save(tourOf(publicId, [{ id: 'hall', panorama: hall, to: 'attic' }]))).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(tourMessages.hotspotTarget) },
    });
    expect(await save(tourOf(publicId, [{ id: 'hall', panorama: hall }], 'garden'))).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(tourMessages.startRoomMissing) },
    });
    expect(await save(tourOf(publicId, [{ id: 'hall', panorama: '/uploads/tours/elsewhere.jpg' }]))).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(tourMessages.panoramaUnknown) },
    });
    expect(await save({ ...tourOf(publicId, [{ id: 'hall', panorama: hall }]), name: ' ' })).toMatchObject({
      status: 400,
    });
    expect(await save(tourOf(publicId, [{ id: 'hall', panorama: hall }]), stranger)).toMatchObject({
      status: 403,
      body: { message: listingMessages.notOwner },
    });
    expect(
      (await t.post('/api/virtual-tours/create-tour', tourOf(publicId, [{ id: 'hall', panorama: hall }]))).status,
    ).toBe(401);
    expect((await t.get(`/api/draft-tours/get?property_id=${publicId}`)).body.data.fullRoomData.rooms).toHaveLength(1);
  });

  it('does not take a panorama of another property', async () => {
    const other = (await upload(owner, pendingId, await testPicture(2048, 1024))).body.data.url;
    expect(
      await t.post('/api/virtual-tours/create-tour', tourOf(publicId, [{ id: 'hall', panorama: other }]), owner.token),
    ).toMatchObject({ status: 400, body: { message: expect.stringContaining(tourMessages.panoramaUnknown) } });
  });

  it('shows the tour of a property that is not public to its owner only', async () => {
    const pendingPanorama = (await upload(owner, pendingId, await testPicture(2048, 1024))).body.data.url;
    await t.post(
      '/api/virtual-tours/create-tour',
      tourOf(pendingId, [{ id: 'hall', panorama: pendingPanorama }]),
      owner.token,
    );
    expect((await t.get(`/api/draft-tours/get?property_id=${pendingId}`, owner.token)).body.data.name).toBe(
      'Walk-through',
    );
    expect((await t.get(`/api/draft-tours/get?property_id=${pendingId}`, stranger.token)).status).toBe(404);
    expect((await t.get(`/api/draft-tours/get?property_id=${pendingId}`)).status).toBe(404);
    expect((await t.get('/api/draft-tours/get')).status).toBe(400);
  });
});
