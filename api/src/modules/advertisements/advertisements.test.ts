import { featureUnavailableMessages, listingMessages, packageMessages } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { PackageService } from '../packages/service';

let t: TestApp;
let owner: string;
let ownerId: number;
let stranger: string;
let strangerId: number;
/** Public listings of the owner that no advertisement features. */
let free: number[];
let pendingListing: number;
let project: { id: number; ownerId: number; token: string };
let packages: PackageService;

const PUBLIC = `status = 1 and request_status = 'approved'`;
const DAY = 24 * 3600 * 1000;

async function signInAs(userId: number, email: string) {
  await t.db.query(
    `update users set email = $1, password_hash = (select password_hash from users where email = $2) where id = $3`,
    [email, seedAccounts.demo.email, userId],
  );
  return t.signIn(email, seedAccounts.demo.password);
}
const professional = async () =>
  (await t.db.query<{ id: number }>(`select id from packages where name = 'Professional'`))[0]!.id;
const grantProfessional = async (userId: number) => {
  const packageId = await professional();
  return t.db.transaction((tx) => packages.grant(tx, userId, packageId, null));
};
const used = async (userId: number, key: string) =>
  (
    await t.db.query<{ n: number }>(
      `select coalesce(sum(l.used_limit), 0)::int as n from user_package_limits l
         join user_packages up on up.id = l.user_package_id
        where up.user_id = $1 and l.feature_id = (select id from features where key = $2)`,
      [userId, key],
    )
  )[0]!.n;
const adCount = async (userId: number) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from advertisements where user_id = $1', [userId]))[0]!.n;
const feature = (propertyId: number, token: string, type = 'list') =>
  t.post('/api/store_advertisement', { feature_for: 'property', property_id: propertyId, type }, token);

beforeAll(async () => {
  t = await startTestApp();
  packages = t.app.services.packages;
  const [busiest] = await t.db.query<{ user_id: number }>(
    `select p.user_id from properties p where ${PUBLIC} and p.user_id > 1
        and not exists (select 1 from advertisements a where a.property_id = p.id)
      group by p.user_id having count(*) >= 5 order by count(*) desc, p.user_id limit 1`,
  );
  ownerId = busiest!.user_id;
  free = (
    await t.db.query<{ id: number }>(
      `select p.id from properties p where p.user_id = $1 and ${PUBLIC}
          and not exists (select 1 from advertisements a where a.property_id = p.id) order by p.id limit 5`,
      [ownerId],
    )
  ).map((row) => row.id);
  pendingListing = free.pop()!;
  await t.db.query(`update properties set request_status = 'pending' where id = $1`, [pendingListing]);
  const [other] = await t.db.query<{ id: number }>(
    `select id from users where id not in (1, $1) and role = 'user' and email is distinct from $2 order by id limit 1`,
    [ownerId, seedAccounts.demo.email],
  );
  strangerId = other!.id;
  await t.db.query('delete from user_packages where user_id = any($1::int[])', [[ownerId, strangerId]]);
  owner = await signInAs(ownerId, 'owner@domus.example');
  stranger = await signInAs(strangerId, 'stranger@domus.example');
  const [projectRow] = await t.db.query<{ id: number; user_id: number }>(
    `select j.id, j.user_id from projects j where ${PUBLIC} and j.user_id not in (1, $1, $2)
        and not exists (select 1 from advertisements a where a.project_id = j.id) order by j.id limit 1`,
    [ownerId, strangerId],
  );
  await t.db.query('delete from user_packages where user_id = $1', [projectRow!.user_id]);
  project = {
    id: projectRow!.id,
    ownerId: projectRow!.user_id,
    token: await signInAs(projectRow!.user_id, 'builder@domus.example'),
  };
});
afterAll(() => t.close());

describe('store_advertisement', () => {
  it(`refuses a user without a package with 403 "${packageMessages.notSubscribed}"`, async () => {
    const ads = await adCount(ownerId);
    const { status, body } = await feature(free[0]!, owner);
    expect(status).toBe(403);
    expect(body).toEqual({
      error: true,
      code: 'packageMissing',
      key: 'packageMissing',
      message: packageMessages.notSubscribed,
    });
    expect(await adCount(ownerId)).toBe(ads);
  });

  it('refuses a package without the feature with its own message', async () => {
    await t.db.transaction(async (tx) => {
      const [starter] = await tx.query<{ id: number }>(`select id from packages where name = 'Starter'`);
      await packages.grant(tx, ownerId, starter!.id, null);
    });
    const { status, body } = await feature(free[0]!, owner);
    expect(status).toBe(403);
    expect(body.message).toBe(featureUnavailableMessages.property_feature);
    await t.db.query('delete from user_packages where user_id = $1', [ownerId]);
  });

  it('features the owner’s approved listing: pending, 30 days, one use of property_feature', async () => {
    await grantProfessional(ownerId);
    const { status, body } = await feature(free[0]!, owner, 'slider');
    expect(status).toBe(200);
    expect(body.message).toBe(listingMessages.advertisementStored);
    expect(body.data).toMatchObject({
      status: 'pending',
      type: 'slider',
      feature_for: 'property',
      property_id: free[0],
      project_id: null,
      listing: { id: free[0], slug_id: expect.any(String), title: expect.any(String), city: expect.any(String) },
      project: null,
    });
    expect(body.data.property).toEqual(body.data.listing);
    const days = (Date.parse(body.data.end_date) - Date.parse(body.data.start_date)) / DAY;
    expect(days).toBeCloseTo(30, 5);
    expect(Math.abs(Date.parse(body.data.start_date) - Date.now())).toBeLessThan(60_000);
    expect(await used(ownerId, 'property_feature')).toBe(1);
    // Pending: not featured yet.
    expect((await t.get(`/api/get_property?id=${free[0]}`)).body.data[0].promoted).toBe(false);
  });

  it(`answers 409 "${listingMessages.alreadyFeatured}" while a pending or running advertisement features it`, async () => {
    const pending = await feature(free[0]!, owner);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(listingMessages.alreadyFeatured);
    await t.db.query(`update advertisements set status = 'approved' where property_id = $1`, [free[0]]);
    expect((await feature(free[0]!, owner)).status).toBe(409);
    await t.db.query(`update advertisements set status = 'rejected' where property_id = $1`, [free[0]]);
    expect((await feature(free[0]!, owner)).status).toBe(200);
    expect(await used(ownerId, 'property_feature')).toBe(2);
  });

  it('takes the length from the advertisement_duration_days setting', async () => {
    await t.db.query(`insert into settings (key, value) values ('advertisement_duration_days', '"7"'::jsonb)`);
    const { body } = await feature(free[1]!, owner);
    expect((Date.parse(body.data.end_date) - Date.parse(body.data.start_date)) / DAY).toBeCloseTo(7, 5);
    await t.db.query(`delete from settings where key = 'advertisement_duration_days'`);
  });

  it('refuses anyone but the owner with 403 and changes nothing', async () => {
    await grantProfessional(strangerId);
    const ads = await adCount(ownerId);
    const strangerAds = await adCount(strangerId);
    const { status, body } = await feature(free[2]!, stranger);
    expect(status).toBe(403);
    expect(body).toEqual({ error: true, code: 'forbidden', key: 'forbidden', message: listingMessages.notOwner });
    expect(await adCount(ownerId)).toBe(ads);
    expect(await adCount(strangerId)).toBe(strangerAds);
    expect(await used(strangerId, 'property_feature')).toBe(0);
    const projectTry = await t.post(
      '/api/store_advertisement',
      { feature_for: 'project', project_id: project.id },
      stranger,
    );
    expect(projectTry.status).toBe(403);
  });

  it('refuses a listing that is not approved (400), unknown ones (404) and bad bodies (400), using nothing', async () => {
    const before = await used(ownerId, 'property_feature');
    expect((await feature(pendingListing, owner)).status).toBe(400);
    expect((await feature(99999, owner)).status).toBe(404);
    for (const body of [
      {},
      { feature_for: 'boat', property_id: free[2] },
      { feature_for: 'property' },
      { feature_for: 'project', property_id: free[2] },
      { feature_for: 'property', property_id: 'abc' },
      { feature_for: 'property', property_id: free[2], type: 'banner' },
    ]) {
      expect((await t.post('/api/store_advertisement', body, owner)).status).toBe(400);
    }
    expect((await t.post('/api/store_advertisement', { feature_for: 'property', property_id: free[2] })).status).toBe(
      401,
    );
    expect(await used(ownerId, 'property_feature')).toBe(before);
  });

  it('features a project with project_feature', async () => {
    await grantProfessional(project.ownerId);
    const { status, body } = await t.post(
      '/api/store_advertisement',
      { feature_for: 'project', project_id: String(project.id), type: 'list' },
      project.token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ feature_for: 'project', project_id: project.id, property_id: null });
    expect(body.data.project).toEqual(body.data.listing);
    expect(await used(project.ownerId, 'project_feature')).toBe(1);
    const again = await t.post(
      '/api/store_advertisement',
      { feature_for: 'project', project_id: project.id },
      project.token,
    );
    expect(again.status).toBe(409);
    // Professional includes one project_feature: none left once the first ad no longer blocks.
    await t.db.query(`update advertisements set status = 'rejected' where project_id = $1`, [project.id]);
    const over = await t.post(
      '/api/store_advertisement',
      { feature_for: 'project', project_id: project.id },
      project.token,
    );
    expect(over.status).toBe(403);
    expect(over.body.message).toBe(packageMessages.limitOver);
  });

  it('with one use left, two requests at once give exactly one advertisement', async () => {
    await t.db.query(
      `update user_package_limits l set used_limit = l.total_limit - 1
        from user_packages up where up.id = l.user_package_id and up.user_id = $1
         and l.feature_id = (select id from features where key = 'property_feature')`,
      [ownerId],
    );
    const before = await adCount(ownerId);
    const replies = await Promise.all([feature(free[2]!, owner), feature(free[3]!, owner)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403]);
    expect(replies.find((reply) => reply.status === 403)!.body.message).toBe(packageMessages.limitOver);
    expect(await adCount(ownerId)).toBe(before + 1);
  });
});

describe('get-featured-data', () => {
  it('lists the user’s advertisements newest first, with status, type, dates and the listing', async () => {
    const { status, body } = await t.get('/api/get-featured-data', owner);
    expect(status).toBe(200);
    const stored = await t.db.query<{ id: number }>(
      'select id from advertisements where user_id = $1 order by created_at desc, id desc',
      [ownerId],
    );
    expect(body.total).toBe(stored.length);
    expect(body.data.map((ad: { id: number }) => ad.id)).toEqual(stored.map((row) => row.id).slice(0, 10));
    expect(body.data.map((ad: { status: string }) => ad.status)).toContain('rejected');
    const sliders = await t.get('/api/get-featured-data?type=slider', owner);
    expect(sliders.body.data.every((ad: { type: string }) => ad.type === 'slider')).toBe(true);
    expect(sliders.body.total).toBe(sliders.body.data.length);
    expect(sliders.body.total).toBeGreaterThan(0);
    const paged = await t.get('/api/get-featured-data?limit=1&offset=1', owner);
    expect(paged.body).toMatchObject({ total: stored.length, data: [expect.objectContaining({ id: stored[1]!.id })] });
    expect((await t.get('/api/get-featured-data?type=banner', owner)).status).toBe(400);
    expect((await t.get('/api/get-featured-data')).status).toBe(401);
    const others = await t.get('/api/get-featured-data?limit=100', stranger);
    expect(others.body.data.every((ad: { listing: { id: number } }) => !free.includes(ad.listing.id))).toBe(true);
  });

  it('reads an approved advertisement past its end as expired, and its listing stops being featured', async () => {
    const [ad] = await t.db.query<{ id: number }>(
      `insert into advertisements (user_id, property_id, type, status, start_date, end_date)
       values ($1, $2, 'slider', 'approved', now() - interval '2 days', now() + interval '1 day') returning id`,
      [ownerId, free[3]],
    );
    const running = await t.get(`/api/get_property?id=${free[3]}`);
    expect(running.body.data[0].promoted).toBe(true);
    expect(
      (await t.get(`/api/get_property?promoted=1&userid=${ownerId}`)).body.data.map((p: { id: number }) => p.id),
    ).toContain(free[3]);
    const home = await t.get('/api/homepage-data');
    expect(home.body.data.slider_section.map((item: { id: number }) => item.id)).toContain(ad!.id);

    await t.db.query(`update advertisements set end_date = now() - interval '1 minute' where id = $1`, [ad!.id]);
    const mine = await t.get('/api/get-featured-data?type=slider&limit=100', owner);
    expect(mine.body.data.find((item: { id: number }) => item.id === ad!.id).status).toBe('expired');
    expect((await t.get(`/api/get_property?id=${free[3]}`)).body.data[0].promoted).toBe(false);
    expect(
      (await t.get(`/api/get_property?promoted=1&userid=${ownerId}`)).body.data.map((p: { id: number }) => p.id),
    ).not.toContain(free[3]);
    const after = await t.get('/api/homepage-data');
    expect(after.body.data.slider_section.map((item: { id: number }) => item.id)).not.toContain(ad!.id);
    expect(after.body.data.featured_section.map((p: { id: number }) => p.id)).not.toContain(free[3]);
  });
});
