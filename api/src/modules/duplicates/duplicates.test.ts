import sharp from 'sharp';
import {
  createTestUser,
  distinctPicture,
  houseFormIds,
  houseForSale,
  type TestUser,
} from '../../../test/listing-fixtures';
import { seedAccounts } from '../../db/seed/accounts';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { pictureHash } from './picture-hash';
import { duplicateRule } from './rule';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let verified: TestUser;
let houseForm: Awaited<ReturnType<typeof houseFormIds>>;

const METRE = 1 / 111_320;
const file = (content: Buffer) => ({ filename: 'photo.jpg', content, type: 'image/jpeg' });
/** A place of its own for each test (1 km apart), so tests do not find each other's listings. */
const place = (n: number, northMetres = 0) => ({
  latitude: (51.3 + n * 0.01 + northMetres * METRE).toFixed(6),
  longitude: '-0.2000',
});
/** The same picture as another member would upload it again: resized, cropped a little, re-encoded. */
const copyOf = async (picture: Buffer) => {
  const { width, height } = await sharp(picture).metadata();
  return sharp(picture)
    .extract({ left: 8, top: 6, width: width! - 16, height: height! - 12 })
    .resize(Math.round(width! * 0.8))
    .jpeg({ quality: 70 })
    .toBuffer();
};

const house = (fields: Record<string, unknown>) => ({ ...houseForSale(houseForm, 'House'), ...fields });
async function post(user: TestUser, fields: Record<string, unknown>) {
  const reply = await t.post('/api/post_property', multipart(house(fields) as never), user.token);
  expect(reply.body).toMatchObject({ error: false });
  return reply.body.data as { id: number; request_status: string; title: string };
}
async function edit(user: TestUser, id: number, fields: Record<string, unknown>) {
  const reply = await t.post(
    '/api/update_post_property',
    multipart({ id: String(id), ...fields } as never),
    user.token,
  );
  expect(reply.body).toMatchObject({ error: false });
  return reply.body.data as { id: number; request_status: string };
}
const suspicions = (propertyId: number) =>
  t.db.query<{ original_id: number; held: boolean; state: string; evidence: Record<string, unknown> }>(
    'select original_id, held, state, evidence from duplicate_suspicions where property_id = $1 order by id',
    [propertyId],
  );
const notices = (userId: number, propertyId: number) =>
  t.db.query<{ title: string; message: string }>(
    `select title, message from notifications where user_id = $1 and property_id = $2 and type = 'duplicate_suspected'`,
    [userId, propertyId],
  );

async function autoApprove(on: boolean) {
  await t.db.query(
    `insert into settings (key, value) values ('auto_approve_verified_users', $1)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify(on ? '1' : '0')],
  );
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t, { packageName: 'Professional' });
  other = await createTestUser(t, { packageName: 'Professional' });
  verified = await createTestUser(t, { packageName: 'Professional', verified: true });
  houseForm = await houseFormIds(t.db);
});
afterAll(() => t.close());

describe('posting a likely duplicate', () => {
  it('records the suspicion with its evidence, keeps the listing waiting and tells the owner why', async () => {
    const photo = await distinctPicture(101);
    const original = await post(owner, { ...place(1), title: 'Garden house on Elm Street', title_image: file(photo) });
    expect(await suspicions(original.id)).toEqual([]);

    const copy = await post(other, {
      ...place(1, 40),
      title: 'Elm Street garden house',
      title_image: file(await copyOf(photo)),
    });
    expect(copy.request_status).toBe('pending');
    const [suspicion] = await suspicions(copy.id);
    expect(suspicion).toMatchObject({
      original_id: original.id,
      state: 'open',
      held: false,
      evidence: {
        rule: 'pictures',
        pictures: 1,
        metres: 40,
        price_difference_percent: 0,
        size_difference_percent: 0,
        same_owner: false,
      },
    });
    expect(suspicion!.evidence.picture_bits).toBeLessThanOrEqual(duplicateRule.NEAR_PICTURE_BITS);
    // The original waits for review: another member may not learn its title.
    expect(await notices(other.id, copy.id)).toEqual([
      {
        title: 'Your listing is waiting for a check',
        message:
          '"Elm Street garden house" looks like a duplicate of another member\'s listing ' +
          '(the same photo, 40 m away, same price and size). A moderator will compare them before it is shown.',
      },
    ]);
    // A public original is named.
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [original.id]);
    const again = await post(other, {
      ...place(1, -40),
      title: 'Elm Street house',
      title_image: file(await copyOf(photo)),
    });
    expect((await notices(other.id, again.id))[0]!.message).toBe(
      '"Elm Street house" looks like a duplicate of "Garden house on Elm Street" ' +
        '(the same photo, 40 m away, same price and size). A moderator will compare them before it is shown.',
    );
    await t.db.query(`update properties set request_status = 'pending' where id = $1`, [original.id]);
    // The original is not touched, nor is its owner told anything.
    expect(await suspicions(original.id)).toEqual([]);
    expect(await notices(owner.id, original.id)).toEqual([]);
  });

  it('holds the duplicate of a verified member that would be approved at once (and only that one)', async () => {
    const photo = await distinctPicture(102);
    await autoApprove(true);
    try {
      const first = await post(verified, { ...place(2), title_image: file(photo) });
      expect(first.request_status).toBe('approved');
      const again = await post(verified, { ...place(2, 15), price: '445000', title_image: file(await copyOf(photo)) });
      expect(again.request_status).toBe('pending');
      expect(await suspicions(again.id)).toEqual([
        expect.objectContaining({
          original_id: first.id,
          held: true,
          evidence: expect.objectContaining({ same_owner: true }),
        }),
      ]);
      expect((await notices(verified.id, again.id))[0]!.message).toContain(
        '(the same photo, 15 m away, price 1.1% lower, same size)',
      );
      // Not in public lists while it waits.
      expect((await t.get(`/api/get_property?id=${again.id}`)).status).toBe(404);
    } finally {
      await autoApprove(false);
    }
  });

  it('finds the same flat posted without a shared photo: same building, category, offer, price and size', async () => {
    const first = await post(owner, { ...place(3), title_image: file(await distinctPicture(103)) });
    const second = await post(other, {
      ...place(3, 20),
      price: '460000',
      title_image: file(await distinctPicture(104)),
    });
    expect(await suspicions(second.id)).toEqual([
      expect.objectContaining({
        original_id: first.id,
        evidence: expect.objectContaining({ rule: 'place', pictures: 0, picture_bits: null, metres: 20 }),
      }),
    ]);
  });

  it('leaves near misses alone: another flat of the building, and the same photo far away at another price', async () => {
    const photo = await distinctPicture(105);
    await post(owner, { ...place(4), title_image: file(photo) });
    // Same building, other photos, another size and price.
    const flat = await post(other, {
      ...place(4, 10),
      price: '390000',
      'parameters[2][value]': '140',
      title_image: file(await distinctPicture(106)),
    });
    expect(await suspicions(flat.id)).toEqual([]);
    // The same photo 5 km away, at another price and size (an agency's picture of another home).
    const far = await post(other, {
      ...place(4, 5000),
      price: '300000',
      'parameters[2][value]': '120',
      title_image: file(await copyOf(photo)),
    });
    expect(await suspicions(far.id)).toEqual([]);
    // Same photo, far away, but the same price and size: a repost under another address.
    const moved = await post(other, { ...place(4, -5000), title_image: file(await copyOf(photo)) });
    const [repost, ...more] = await suspicions(moved.id);
    expect(more).toEqual([]);
    expect(repost!.evidence).toMatchObject({
      rule: 'pictures',
      price_difference_percent: 0,
      size_difference_percent: 0,
    });
    expect(repost!.evidence.metres).toBeGreaterThan(4900);
  });

  it('takes no stock picture (carried by many listings) as evidence', async () => {
    const photo = await distinctPicture(107);
    const hash = (await pictureHash(photo))!.toString();
    const original = await post(owner, { ...place(5), price: '300000', title_image: file(photo) });
    // The picture on more listings than the stock limit (the seeded ones stand in for an agency's).
    const carriers = await t.db.query<{ id: number }>('select id from properties where id <> $1 order by id limit $2', [
      original.id,
      duplicateRule.STOCK_PICTURE_LISTINGS,
    ]);
    await t.db.query(
      `insert into property_picture_hashes (property_id, image, hash)
       select id, 'stock/photo.jpg', $2::bigint from unnest($1::int[]) id`,
      [carriers.map((row) => row.id), hash],
    );
    // 100 m away (a shared picture this close would be evidence), another price: nothing.
    const nearby = await post(other, { ...place(5, 100), title_image: file(await copyOf(photo)) });
    expect(await suspicions(nearby.id)).toEqual([]);
    await t.db.query(`delete from property_picture_hashes where image = 'stock/photo.jpg'`);
  });

  it('never compares a listing with itself, and does not check again after an edit that changes none of its marks', async () => {
    const photo = await distinctPicture(108);
    const alone = await post(owner, { ...place(6), title_image: file(photo), 'gallery_images[]': [file(photo)] });
    // A new price checks again: its own pictures (twice the same) are no evidence.
    await edit(owner, alone.id, { price: '455000' });
    expect(await suspicions(alone.id)).toEqual([]);

    const copy = await post(other, { ...place(6, 30), title_image: file(await copyOf(photo)) });
    expect(await suspicions(copy.id)).toHaveLength(1);
    await t.db.query('delete from duplicate_suspicions where property_id = $1', [copy.id]);
    await edit(other, copy.id, { description: 'Now with a new kitchen.', title: 'Renovated house' });
    expect(await suspicions(copy.id)).toEqual([]);
    await edit(other, copy.id, { price: '451000' });
    expect(await suspicions(copy.id)).toHaveLength(1);
  });

  it('holds an approved listing edited into a duplicate (new photo and place) and tells its owner', async () => {
    // A verified agent's new photo stays live (listing-edits): the duplicate check alone holds it.
    const photo = await distinctPicture(109);
    const original = await post(owner, { ...place(7), title_image: file(photo) });
    const later = await post(verified, { ...place(8), price: '250000', title_image: file(await distinctPicture(110)) });
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [later.id]);
    const edited = await edit(verified, later.id, { ...place(7, 25), title_image: file(await copyOf(photo)) });
    expect(edited.request_status).toBe('pending');
    expect(await suspicions(later.id)).toEqual([expect.objectContaining({ original_id: original.id, held: true })]);
    expect((await notices(verified.id, later.id))[0]!.message).toContain('the same photo, 25 m away, price');
  });

  it('does not count as held by itself an edit that review holds anyway: dismissing it does not release it', async () => {
    const photo = await distinctPicture(120);
    const original = await post(owner, { ...place(14), title_image: file(photo) });
    const later = await post(other, { ...place(15), price: '250000', title_image: file(await distinctPicture(121)) });
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [later.id]);
    // Another member's new photo of a live listing waits for review whatever the duplicate check finds.
    const edited = await edit(other, later.id, { ...place(14, 25), title_image: file(await copyOf(photo)) });
    expect(edited.request_status).toBe('pending');
    expect(await suspicions(later.id)).toEqual([expect.objectContaining({ original_id: original.id, held: false })]);
  });

  it('tells no favouriter of a price drop on an edit that is held as a duplicate', async () => {
    const photo = await distinctPicture(112);
    await post(owner, { ...place(10), title_image: file(photo) });
    const later = await post(other, { ...place(11), price: '260000', title_image: file(await distinctPicture(113)) });
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [later.id]);
    await t.db.query('insert into favourites (user_id, property_id) values ($1, $2)', [verified.id, later.id]);
    const edited = await edit(other, later.id, {
      ...place(10, 20),
      price: '250000',
      title_image: file(await copyOf(photo)),
    });
    expect(edited.request_status).toBe('pending');
    const drops = await t.db.query(`select 1 from notifications where user_id = $1 and type = 'price_drop'`, [
      verified.id,
    ]);
    expect(drops).toEqual([]);
    // The price is on record all the same.
    const points = await t.db.query<{ price: string }>(
      'select price from property_price_history where property_id = $1 order by id',
      [later.id],
    );
    expect(points.map((point) => Number(point.price))).toEqual([260000, 250000]);
  });

  it('takes an approval as the answer: its open suspicions are dismissed and a later edit does not hold it again', async () => {
    const photo = await distinctPicture(111);
    await post(owner, { ...place(9), title_image: file(photo) });
    const copy = await post(other, { ...place(9, 30), title_image: file(await copyOf(photo)) });
    expect(copy.request_status).toBe('pending');
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    expect((await t.post('/api/admin/properties/approve', { id: copy.id }, admin)).status).toBe(200);
    expect(
      await t.db.query('select state, reason from duplicate_suspicions where property_id = $1', [copy.id]),
    ).toEqual([{ state: 'dismissed', reason: 'Approved as it is' }]);
    const edited = await edit(other, copy.id, { price: '440000' });
    expect(edited.request_status).toBe('approved');
    expect(await suspicions(copy.id)).toHaveLength(1);
  });

  it('keeps refusing a broken or oversized picture with the same message, changing nothing', async () => {
    const [before] = await t.db.query<{ n: number }>('select count(*)::int as n from property_picture_hashes');
    const broken = await t.post(
      '/api/post_property',
      multipart(
        house({
          ...place(9),
          title_image: { filename: 'photo.jpg', content: Buffer.from('not a photo'), type: 'image/jpeg' },
        }) as never,
      ),
      owner.token,
    );
    expect(broken).toMatchObject({
      status: 415,
      body: { error: true, message: 'title_image: photos must be JPEG or PNG images.' },
    });
    const cut = (await distinctPicture(111)).subarray(0, 400);
    const truncated = await t.post(
      '/api/post_property',
      multipart(house({ ...place(9), title_image: file(cut) }) as never),
      owner.token,
    );
    expect(truncated.status).toBe(415);
    expect(truncated.body.message).toBe('title_image: the photo could not be read as a JPEG or PNG image.');
    const [after] = await t.db.query<{ n: number }>('select count(*)::int as n from property_picture_hashes');
    expect(after!.n).toBe(before!.n);
  });

  it('stores the hashes of the title image and gallery, and forgets replaced and removed ones', async () => {
    const listing = await post(owner, {
      ...place(10),
      title_image: file(await distinctPicture(112)),
      'gallery_images[]': [file(await distinctPicture(113)), file(await distinctPicture(114))],
    });
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          'select count(*)::int as n from property_picture_hashes where property_id = $1',
          [listing.id],
        )
      )[0]!.n;
    expect(await count()).toBe(3);
    const [gallery] = await t.db.query<{ id: number }>(
      'select id from property_images where property_id = $1 order by id limit 1',
      [listing.id],
    );
    await edit(owner, listing.id, {
      title_image: file(await distinctPicture(115)),
      'remove_gallery_images[]': [String(gallery!.id)],
    });
    expect(await count()).toBe(2);
  });
});
