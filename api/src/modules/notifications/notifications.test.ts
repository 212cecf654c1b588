import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  [{ id: demoId }] = (await t.db.query<{ id: number }>('select id from users where email = $1', [
    seedAccounts.demo.email,
  ])) as [{ id: number }];
  // 13 of the demo user's own, 2 to everyone, 3 to somebody else.
  for (let index = 1; index <= 13; index++) {
    await t.db.query(
      `insert into notifications (user_id, title, message, type, property_id, created_at)
       values ($1, $2, 'Body', 'property', $3, now() - make_interval(hours => $4))`,
      [demoId, `Mine ${index}`, index === 1 ? 5 : null, index],
    );
  }
  await t.db.query(
    `insert into notifications (user_id, title, created_at) values (null, 'Everyone A', now() - interval '30 minutes'), (null, 'Everyone B', now() - interval '100 hours')`,
  );
  await t.db.query(
    `insert into notifications (user_id, title) values (2, 'Not yours'), (2, 'Not yours'), (3, 'Not yours')`,
  );
});
afterAll(() => t.close());

describe('get_notification_list', () => {
  it('lists the caller’s own and site-wide notifications, newest first, with a total', async () => {
    const { status, body } = await t.get('/api/get_notification_list', token);
    expect(status).toBe(200);
    expect(body.total).toBe(15);
    expect(body.data).toHaveLength(10);
    expect(body.data.map((item: { title: string }) => item.title).slice(0, 3)).toEqual([
      'Everyone A',
      'Mine 1',
      'Mine 2',
    ]);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      title: 'Mine 1',
      message: 'Body',
      type: 'property',
      property_id: 5,
      created_at: expect.any(String),
      notification_image: '',
      is_read: false,
    });
    const times = body.data.map((item: { created_at: string }) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with offset and limit', async () => {
    const { body } = await t.get('/api/get_notification_list?offset=10&limit=10', token);
    expect(body.total).toBe(15);
    expect(body.data.map((item: { title: string }) => item.title)).toEqual([
      'Mine 10',
      'Mine 11',
      'Mine 12',
      'Mine 13',
      'Everyone B',
    ]);
    expect(JSON.stringify(body)).not.toContain('Not yours');
  });

  it('is empty for a user without notifications except the site-wide ones', async () => {
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    const { body } = await t.get('/api/get_notification_list', admin);
    expect(body.data.map((item: { title: string }) => item.title)).toEqual(['Everyone A', 'Everyone B']);
  });

  it('refuses visitors and bad paging', async () => {
    expect((await t.get('/api/get_notification_list')).status).toBe(401);
    expect((await t.get('/api/get_notification_list?limit=0', token)).status).toBe(400);
  });
});
