import { listingMessages } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let demo: string;
let demoId: number;
let admin: string;
let owner: string;
let ownerId: number;
let stranger: string;
/** Public listings of the owner, and one that is not public. */
let listing: { id: number; slug_id: string };
let second: number;
let third: number;
let hidden: number;

const PUBLIC = `status = 1 and request_status = 'approved'`;

/** Gives a seeded user an e-mail and the demo password, and signs them in. */
async function signInAs(userId: number, email: string) {
  await t.db.query(
    `update users set email = $1, password_hash = (select password_hash from users where email = $2) where id = $3`,
    [email, seedAccounts.demo.email, userId],
  );
  return t.signIn(email, seedAccounts.demo.password);
}

const likes = async (propertyId: number) =>
  (await t.db.query<{ n: number }>('select total_likes as n from properties where id = $1', [propertyId]))[0]!.n;
const favouriteRows = async (userId: number, propertyId: number) =>
  (
    await t.db.query<{ n: number }>(
      'select count(*)::int as n from favourites where user_id = $1 and property_id = $2',
      [userId, propertyId],
    )
  )[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  demoId = (await t.db.query<{ id: number }>('select id from users where email = $1', [seedAccounts.demo.email]))[0]!
    .id;
  const [busiest] = await t.db.query<{ user_id: number }>(
    `select user_id from properties where ${PUBLIC} and user_id > 1 group by user_id
      having count(*) >= 3 order by count(*) desc, user_id limit 1`,
  );
  ownerId = busiest!.user_id;
  const owned = await t.db.query<{ id: number; slug_id: string }>(
    `select id, slug_id from properties where user_id = $1 and ${PUBLIC} order by id limit 3`,
    [ownerId],
  );
  [listing] = owned as [{ id: number; slug_id: string }];
  second = owned[1]!.id;
  third = owned[2]!.id;
  hidden = (await t.db.query<{ id: number }>(`select id from properties where not (${PUBLIC}) order by id limit 1`))[0]!
    .id;
  owner = await signInAs(ownerId, 'owner@domus.example');
  const [other] = await t.db.query<{ id: number }>(
    `select id from users where id not in (1, $1, $2) and role = 'user' order by id limit 1`,
    [ownerId, demoId],
  );
  stranger = await signInAs(other!.id, 'stranger@domus.example');
  await t.db.query('delete from favourites where user_id = $1', [demoId]);
  await t.db.query('delete from interests where user_id = $1', [demoId]);
  await t.db.query('delete from reports');
});
afterAll(() => t.close());

describe('add_favourite', () => {
  it('adds with type 1, removes with type 0, toggles without type, and keeps the count', async () => {
    const before = await likes(listing.id);
    const added = await t.post('/api/add_favourite', { property_id: listing.id, type: 1 }, demo);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ property_id: listing.id, is_favourite: 1, total_favourite_users: before + 1 });

    const again = await t.post('/api/add_favourite', { property_id: String(listing.id), type: '1' }, demo);
    expect(again.body.data).toEqual({ property_id: listing.id, is_favourite: 1, total_favourite_users: before + 1 });
    expect(await favouriteRows(demoId, listing.id)).toBe(1);

    const toggled = await t.post('/api/add_favourite', { property_id: listing.id }, demo);
    expect(toggled.body.data).toMatchObject({ is_favourite: 0, total_favourite_users: before });
    const toggledBack = await t.post('/api/add_favourite', { property_id: listing.id, type: '' }, demo);
    expect(toggledBack.body.data).toMatchObject({ is_favourite: 1, total_favourite_users: before + 1 });

    const removed = await t.post('/api/add_favourite', { property_id: listing.id, type: 0 }, demo);
    expect(removed.body.data).toMatchObject({ is_favourite: 0, total_favourite_users: before });
    const removedAgain = await t.post('/api/add_favourite', { property_id: listing.id, type: '0' }, demo);
    expect(removedAgain.body.data).toMatchObject({ is_favourite: 0, total_favourite_users: before });
    expect(await likes(listing.id)).toBe(before);
  });

  it('shows the reader’s state on the listing', async () => {
    await t.post('/api/add_favourite', { property_id: listing.id, type: 1 }, demo);
    const { body } = await t.get(`/api/get_property?id=${listing.id}`, demo);
    expect(body.data[0]).toMatchObject({ id: listing.id, is_favourite: 1 });
    expect((await t.get(`/api/get_property?id=${listing.id}`, stranger)).body.data[0].is_favourite).toBe(0);
  });

  it('answers 404 for a listing that is not public or does not exist, and 400 for bad ids, never 500', async () => {
    const before = await likes(hidden);
    const refused = await t.post('/api/add_favourite', { property_id: hidden, type: 1 }, demo);
    expect(refused.status).toBe(404);
    expect(await likes(hidden)).toBe(before);
    expect((await t.post('/api/add_favourite', { property_id: 99999 }, demo)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '']) {
      const reply = await t.post('/api/add_favourite', { property_id: bad }, demo);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/property_id/);
    }
    expect((await t.post('/api/add_favourite', { property_id: listing.id, type: 2 }, demo)).status).toBe(400);
    expect((await t.post('/api/add_favourite', { property_id: listing.id })).status).toBe(401);
  });

  it('lets a user clear the favourite of a listing that was taken down since', async () => {
    await t.post('/api/add_favourite', { property_id: third, type: 1 }, demo);
    await t.db.query('update properties set status = 0 where id = $1', [third]);
    const removed = await t.post('/api/add_favourite', { property_id: third, type: 0 }, demo);
    expect(removed.status).toBe(200);
    expect(removed.body.data.is_favourite).toBe(0);
    expect(await favouriteRows(demoId, third)).toBe(0);
    await t.db.query('update properties set status = 1 where id = $1', [third]);
  });
});

describe('get_favourite_property', () => {
  it('lists the user’s public favourites as full properties, newest favourite first, with a total', async () => {
    await t.db.query('delete from favourites where user_id = $1', [demoId]);
    for (const id of [listing.id, second, third]) {
      await t.post('/api/add_favourite', { property_id: id, type: 1 }, demo);
      // distinct times, whatever the clock's resolution
      await t.db.query(
        `update favourites set created_at = now() - make_interval(secs => $3::int) where user_id = $1 and property_id = $2`,
        [demoId, id, id === listing.id ? 30 : id === second ? 20 : 10],
      );
    }
    const { status, body } = await t.get('/api/get_favourite_property', demo);
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.data.map((property: { id: number }) => property.id)).toEqual([third, second, listing.id]);
    expect(body.data[0]).toMatchObject({ is_favourite: 1, slug_id: expect.any(String), category: expect.any(Object) });

    const page = await t.get('/api/get_favourite_property?offset=1&limit=1', demo);
    expect(page.body).toMatchObject({ total: 3, data: [expect.objectContaining({ id: second })] });

    await t.db.query(`update properties set request_status = 'pending' where id = $1`, [second]);
    const withoutHidden = await t.get('/api/get_favourite_property', demo);
    expect(withoutHidden.body.total).toBe(2);
    expect(withoutHidden.body.data.map((property: { id: number }) => property.id)).toEqual([third, listing.id]);
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [second]);
  });

  it('is empty for a user without favourites, and needs a token', async () => {
    await t.db.query('delete from favourites where user_id = $1', [ownerId]);
    const { body } = await t.get('/api/get_favourite_property', owner);
    expect(body).toEqual({ error: false, message: expect.any(String), data: [], total: 0 });
    expect((await t.get('/api/get_favourite_property')).status).toBe(401);
    expect((await t.get('/api/get_favourite_property?limit=abc', demo)).status).toBe(400);
  });
});

describe('interested_users and get_interested_users', () => {
  it('toggles interest like favourites and counts the interested users', async () => {
    const shown = await t.post('/api/interested_users', { property_id: listing.id, type: 1 }, demo);
    expect(shown.status).toBe(200);
    const count = shown.body.data.total_interested_users;
    expect(shown.body.data).toMatchObject({ property_id: listing.id, is_interested: 1 });
    const twice = await t.post('/api/interested_users', { property_id: listing.id, type: 1 }, demo);
    expect(twice.body.data).toEqual({ property_id: listing.id, is_interested: 1, total_interested_users: count });
    const toggled = await t.post('/api/interested_users', { property_id: listing.id }, demo);
    expect(toggled.body.data).toEqual({ property_id: listing.id, is_interested: 0, total_interested_users: count - 1 });
    await t.post('/api/interested_users', { property_id: listing.id }, demo);
    expect((await t.get(`/api/get_property?id=${listing.id}`, demo)).body.data[0].is_interested).toBe(1);

    expect((await t.post('/api/interested_users', { property_id: hidden, type: 1 }, demo)).status).toBe(404);
    expect((await t.post('/api/interested_users', { property_id: 'x' }, demo)).status).toBe(400);
  });

  it('shows the owner who is interested, by property_id or slug_id, newest first', async () => {
    const byId = await t.get(`/api/get_interested_users?property_id=${listing.id}`, owner);
    expect(byId.status).toBe(200);
    expect(byId.body.data[0]).toMatchObject({
      id: demoId,
      name: seedAccounts.demo.name,
      email: seedAccounts.demo.email,
    });
    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int as n from interests where property_id = $1',
      [listing.id],
    )) as [{ n: number }];
    expect(byId.body.total).toBe(n);
    const bySlug = await t.get(`/api/get_interested_users?slug_id=${listing.slug_id}`, owner);
    expect(bySlug.body).toEqual(byId.body);
    expect((await t.get(`/api/get_interested_users?property_id=${listing.id}`, admin)).status).toBe(200);
  });

  it('refuses anyone but the owner or an admin with 403, revealing nothing', async () => {
    for (const token of [stranger, demo]) {
      const { status, body } = await t.get(`/api/get_interested_users?property_id=${listing.id}`, token);
      expect(status).toBe(403);
      expect(body).toEqual({ error: true, code: 'forbidden', key: 'forbidden', message: listingMessages.notOwner });
    }
    expect((await t.get(`/api/get_interested_users?slug_id=${listing.slug_id}`, stranger)).status).toBe(403);
    expect((await t.get(`/api/get_interested_users?property_id=${listing.id}`)).status).toBe(401);
    expect((await t.get('/api/get_interested_users', owner)).status).toBe(400);
    expect((await t.get('/api/get_interested_users?property_id=99999', owner)).status).toBe(404);
    expect((await t.get('/api/get_interested_users?property_id=abc', owner)).status).toBe(400);
  });
});

describe('get_report_reasons and add_reports', () => {
  it('lists the report reasons', async () => {
    const { status, body } = await t.get('/api/get_report_reasons');
    expect(status).toBe(200);
    const stored = await t.db.query('select id, reason, reason as translated_reason from report_reasons order by id');
    expect(stored.length).toBeGreaterThan(0);
    expect(body.data).toEqual(stored);
  });

  it(`needs a reason or a message: "${listingMessages.reportReasonRequired}"`, async () => {
    for (const body of [{ property_id: listing.id }, { property_id: listing.id, reason_id: '', other_message: '  ' }]) {
      const reply = await t.post('/api/add_reports', body, demo);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain(listingMessages.reportReasonRequired);
    }
    const unknown = await t.post('/api/add_reports', { property_id: listing.id, reason_id: 99999 }, demo);
    expect(unknown.status).toBe(400);
    expect((await t.post('/api/add_reports', { property_id: listing.id, reason_id: 'abc' }, demo)).status).toBe(400);
    const [{ n }] = (await t.db.query<{ n: number }>('select count(*)::int as n from reports')) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('takes one report per user and listing: the second is 409', async () => {
    const [reason] = await t.db.query<{ id: number }>('select id from report_reasons order by id limit 1');
    const first = await t.post('/api/add_reports', { property_id: listing.id, reason_id: reason!.id }, demo);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ id: expect.any(Number), property_id: listing.id });
    const twice = await t.post('/api/add_reports', { property_id: listing.id, other_message: 'Again' }, demo);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(listingMessages.alreadyReported);
    expect((await t.get(`/api/get_property?id=${listing.id}`, demo)).body.data[0].is_reported).toBeTruthy();

    const messageOnly = await t.post(
      '/api/add_reports',
      { property_id: listing.id, other_message: 'The photos are of another house.' },
      stranger,
    );
    expect(messageOnly.status).toBe(200);
    const stored = await t.db.query('select reason_id, other_message from reports where id = $1', [
      messageOnly.body.data.id,
    ]);
    expect(stored).toEqual([{ reason_id: null, other_message: 'The photos are of another house.' }]);
  });

  it('refuses reporting one’s own listing (400) and a listing that is not public (404)', async () => {
    const own = await t.post('/api/add_reports', { property_id: second, other_message: 'Mine' }, owner);
    expect(own.status).toBe(400);
    expect((await t.post('/api/add_reports', { property_id: hidden, other_message: 'Hidden' }, demo)).status).toBe(404);
    expect((await t.post('/api/add_reports', { property_id: 'x', other_message: 'Bad' }, demo)).status).toBe(400);
    expect((await t.post('/api/add_reports', { property_id: second, other_message: 'No token' })).status).toBe(401);
    const [{ n }] = (await t.db.query<{ n: number }>('select count(*)::int as n from reports where property_id = $1', [
      second,
    ])) as [{ n: number }];
    expect(n).toBe(0);
  });
});
