import { startTestApp, type TestApp } from '../../../test/test-app';
import { sendPackageExpiryNotices } from './expiry-notices';

let t: TestApp;
let userId: number;
let packageId: number;

/** A subscription of the test user that started 20 days ago and ends in `days`. */
const subscription = async (days: number) =>
  (
    await t.db.query<{ id: number }>(
      `insert into user_packages (user_id, package_id, start_date, end_date)
       values ($1, $2, now() - interval '20 days', now() + make_interval(secs => $3 * 86400)) returning id`,
      [userId, packageId, days],
    )
  )[0]!.id;
const expiryNotices = () =>
  t.db.query<{ title: string; message: string }>(
    `select title, message from notifications where user_id = $1 and type = 'package_expiry' order by id`,
    [userId],
  );

beforeAll(async () => {
  t = await startTestApp();
  [{ id: userId }] = (await t.db.query<{ id: number }>(
    `select id from users where role = 'user' and not is_demo_account order by id desc limit 1`,
  )) as [{ id: number }];
  [{ id: packageId }] = (await t.db.query<{ id: number }>('select id from packages order by id limit 1')) as [
    { id: number },
  ];
});
afterAll(() => t.close());

describe('package expiry notices', () => {
  it('tells the owner once of a subscription ending within three days, even when two sweeps run at once', async () => {
    await subscription(2);
    await Promise.all([sendPackageExpiryNotices(t.app.deps), sendPackageExpiryNotices(t.app.deps)]);
    await sendPackageExpiryNotices(t.app.deps);
    const notices = await expiryNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('Your package is about to expire');
  });

  it('leaves alone subscriptions that end later or have ended', async () => {
    const later = await subscription(10);
    const ended = await subscription(-1);
    await sendPackageExpiryNotices(t.app.deps);
    expect(await expiryNotices()).toHaveLength(1);
    const marked = await t.db.query<{ id: number }>(
      'select id from user_packages where id = any($1::int[]) and expiry_notified_at is not null',
      [[later, ended]],
    );
    expect(marked).toEqual([]);
  });

  it('notices the later one when its turn comes', async () => {
    await t.db.query(
      `update user_packages set end_date = now() + interval '1 day' where user_id = $1 and end_date > now() + interval '5 days'`,
      [userId],
    );
    await sendPackageExpiryNotices(t.app.deps);
    expect(await expiryNotices()).toHaveLength(2);
  });
});
