import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  ((await t.db.query<{ id: number }>('select id from users where email = $1', [email])) as [{ id: number }])[0].id;

describe('dashboard-stats', () => {
  it('refuses a visitor', async () => {
    const { status, body } = await t.get('/api/dashboard-stats');
    expect(status).toBe(401);
    expect(body.error).toBe(true);
  });

  it("counts only the caller's own listings, views, favourites and advertisements", async () => {
    const token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
    const demoId = await idOf(seedAccounts.demo.email);
    const [owner] = await t.db.query<{ user_id: number }>('select user_id from properties order by id limit 1');
    // Give the demo user two listings of someone else's agent, with views and one favourite from another user.
    const moved = await t.db.query<{ id: number }>(
      `update properties set user_id = $1, total_view = 7
        where id in (select id from properties where user_id = $2 order by id limit 2) returning id`,
      [demoId, owner.user_id],
    );
    await t.db.query('insert into favourites (user_id, property_id) values ($1, $2) on conflict do nothing', [
      owner.user_id,
      moved[0].id,
    ]);
    const [expected] = await t.db.query<{ favourites: number; ads: number }>(
      `select (select count(*)::int from favourites f join properties p on p.id = f.property_id where p.user_id = $1) as favourites,
              (select count(*)::int from advertisements where user_id = $1) as ads`,
      [demoId],
    );

    const { status, body } = await t.get('/api/dashboard-stats', token);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      properties_count: 2,
      projects_count: 0,
      total_views: 14,
      total_favourites: expected.favourites,
      advertisements_count: expected.ads,
      active_package: null,
    });
    expect(expected.favourites).toBeGreaterThanOrEqual(1);
  });
});
