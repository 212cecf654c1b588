import { priceDropNoticeType } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { recordPushes, type Push } from '../../../test/chat-fixtures';
import {
  createTestUser,
  distinctPicture,
  houseFormIds,
  houseForSale,
  type HouseFormIds,
  type TestUser,
} from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let fan: TestUser;
let stranger: TestUser;
let adminToken: string;
let houseForm: HouseFormIds;
/** Listings posted so far: each is another home (its own photo and street), never a duplicate of the last. */
let homes = 0;
let pushes: Push[];

const postHouse = async (title: string) => {
  homes += 1;
  const reply = await t.post(
    '/api/post_property',
    multipart({
      ...houseForSale(houseForm, title),
      latitude: (51.3 + homes / 100).toFixed(4),
      title_image: { filename: 'a.jpg', content: await distinctPicture(homes), type: 'image/jpeg' },
    }),
    owner.token,
  );
  expect(reply.body).toMatchObject({ error: false });
  return reply.body.data.id as number;
};
const approve = async (id: number) => {
  const reply = await t.post('/api/admin/properties/approve', { id }, adminToken);
  expect(reply.status).toBe(200);
};
const edit = (id: number, fields: Record<string, unknown>, token = owner.token) =>
  t.post('/api/update_post_property', { id, ...fields }, token);
const history = (id: number, token?: string) => t.get(`/api/get-price-history?property_id=${id}`, token);
const storedPrices = async (id: number) =>
  (
    await t.db.query<{ price: string }>(
      'select price::text from property_price_history where property_id = $1 order by recorded_at, id',
      [id],
    )
  ).map((row) => Number(row.price));
const priceDrops = async (id: number) =>
  t.db.query<{ user_id: number; message: string }>(
    'select user_id, message from notifications where type = $1 and property_id = $2 order by id',
    [priceDropNoticeType, id],
  );
const favourite = async (id: number, who: TestUser) => {
  const reply = await t.post('/api/add_favourite', { property_id: id, type: 1 }, who.token);
  expect(reply.status).toBe(200);
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t, { packageName: 'Professional' });
  fan = await createTestUser(t);
  stranger = await createTestUser(t);
  adminToken = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  houseForm = await houseFormIds(t.db);
  pushes = recordPushes(t);
});
afterAll(() => t.close());

describe('recording prices', () => {
  it('records the posting price, then each edit that really changes it', async () => {
    const id = await postHouse('History cottage');
    expect(await storedPrices(id)).toEqual([450000]);

    expect((await edit(id, { price: '450000' })).status).toBe(200);
    expect((await edit(id, { title: 'History cottage, renamed' })).status).toBe(200);
    // numeric(14,2) keeps two decimals: this is the same price as stored.
    expect((await edit(id, { price: '450000.001' })).status).toBe(200);
    expect(await storedPrices(id)).toEqual([450000]);

    expect((await edit(id, { price: '430000' })).status).toBe(200);
    expect((await edit(id, { price: '440000.50' })).status).toBe(200);
    expect(await storedPrices(id)).toEqual([450000, 430000, 440000.5]);
  });

  it('records nothing when an edit is refused or fails part-way', async () => {
    const id = await postHouse('Refused edit house');
    expect((await edit(id, { price: 'cheap' })).status).toBe(400);
    expect((await edit(id, { price: '-5' })).status).toBe(400);
    expect((await edit(id, { price: '300000' }, stranger.token)).status).toBe(403);

    // A failure after the price was written (saving the facilities) takes the whole edit back.
    await t.db.exec(`
      create function fail_edit() returns trigger language plpgsql as $$
      begin raise exception 'edit failed'; end $$;
      create trigger fail_edit before insert on property_facilities
        for each row when (new.distance = 77.7) execute function fail_edit();`);
    const facility = (await t.db.query<{ id: number }>('select id from facilities order by id limit 1'))[0]!.id;
    try {
      const failed = await edit(id, { price: '300000', facilities: [{ facility_id: facility, distance: 77.7 }] });
      expect(failed.status).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.exec('drop trigger fail_edit on property_facilities; drop function fail_edit();');
    }
    expect(await storedPrices(id)).toEqual([450000]);
    expect(await priceDrops(id)).toEqual([]);
    const row = await t.db.query<{ price: string }>('select price::text from properties where id = $1', [id]);
    expect(Number(row[0]!.price)).toBe(450000);
  });
});

describe('get-price-history', () => {
  it('answers the points oldest first for anyone while the listing is public', async () => {
    const id = await postHouse('Public history flat');
    await approve(id);
    await edit(id, { price: '420000' });
    const reply = await history(id);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      { price: 450000, recorded_at: expect.any(String) },
      { price: 420000, recorded_at: expect.any(String) },
    ]);
    const [first, second] = reply.body.data.map((point: { recorded_at: string }) => Date.parse(point.recorded_at));
    expect(second).toBeGreaterThanOrEqual(first);
  });

  it('hides a pending or inactive listing from strangers (404 as get_property), not from its owner or an admin', async () => {
    const pending = await postHouse('Pending history house');
    for (const token of [undefined, stranger.token]) {
      const hidden = await history(pending, token);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toMatchObject({ error: true, code: 'notFound' });
      expect((await t.get(`/api/get_property?id=${pending}`, token)).status).toBe(404);
    }
    expect((await history(pending, owner.token)).body.data).toEqual([
      { price: 450000, recorded_at: expect.any(String) },
    ]);
    expect((await history(pending, adminToken)).status).toBe(200);

    const inactive = await postHouse('Inactive history house');
    await approve(inactive);
    expect((await history(inactive, stranger.token)).status).toBe(200);
    expect(
      (await t.post('/api/change-property-status', { property_id: inactive, status: 0 }, owner.token)).status,
    ).toBe(200);
    expect((await history(inactive, stranger.token)).status).toBe(404);
    expect((await history(inactive, owner.token)).status).toBe(200);
  });

  it('answers 400 to a missing or bad property_id and 404 to an unknown one', async () => {
    for (const query of ['', '?property_id=', '?property_id=abc', '?property_id=-1', '?property_id=1.5']) {
      const reply = await t.get(`/api/get-price-history${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: true, code: 'invalidInput' });
    }
    expect((await history(2_000_000_000)).status).toBe(404);
  });
});

describe('price-drop notices', () => {
  it('tells each member who favourited the listing, once per drop, never its owner; none on a rise', async () => {
    const id = await postHouse('Favourite villa');
    await approve(id);
    await favourite(id, fan);
    await favourite(id, owner);
    const before = pushes.length;

    expect((await edit(id, { price: '460000' })).status).toBe(200);
    expect(await priceDrops(id)).toEqual([]);

    expect((await edit(id, { price: '414000' })).status).toBe(200);
    const drops = await priceDrops(id);
    expect(drops).toEqual([{ user_id: fan.id, message: 'The price of Favourite villa went down 10%.' }]);
    const live = pushes.slice(before).filter((push) => push.event === 'notification');
    expect(live).toEqual([
      {
        to: fan.id,
        event: 'notification',
        payload: expect.objectContaining({
          notification: expect.objectContaining({ type: priceDropNoticeType, property_id: id, is_read: false }),
        }),
      },
    ]);

    // A second drop while the first is unread updates that notice (one per listing), still delivered live.
    expect((await edit(id, { price: '410000' })).status).toBe(200);
    expect(await priceDrops(id)).toEqual([{ user_id: fan.id, message: 'The price of Favourite villa went down 1%.' }]);
    expect(pushes.slice(before).filter((push) => push.event === 'notification')).toHaveLength(2);

    // Edits that leave the price alone say nothing.
    expect((await edit(id, { title: 'Favourite villa', price: '410000' })).status).toBe(200);
    expect(pushes.slice(before).filter((push) => push.event === 'notification')).toHaveLength(2);
  });

  it('says nothing of a drop on a listing the members cannot see', async () => {
    const id = await postHouse('Soon hidden house');
    await approve(id);
    await favourite(id, fan);
    await t.post('/api/change-property-status', { property_id: id, status: 0 }, owner.token);
    expect((await edit(id, { price: '300000' })).status).toBe(200);
    expect(await storedPrices(id)).toEqual([450000, 300000]);
    expect(await priceDrops(id)).toEqual([]);
  });
});

it('gives every seeded listing its posting price, and some a history of drops and rises', async () => {
  const [counts] = await t.db.query<{ without: number; moved_down: number; moved_up: number }>(
    `select (select count(*)::int from properties p
              where not exists (select 1 from property_price_history h where h.property_id = p.id)) as without,
            count(*) filter (where h.price > p.price)::int as moved_down,
            count(*) filter (where h.price < p.price)::int as moved_up
       from property_price_history h join properties p on p.id = h.property_id`,
  );
  expect(counts).toMatchObject({ without: 0 });
  expect(counts!.moved_down).toBeGreaterThan(0);
  expect(counts!.moved_up).toBeGreaterThan(0);
});
