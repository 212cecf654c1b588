import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { runAdminCommand } from '../../admin/cli';

/*
 * admin/overview: any operator reads what waits in each queue, today's figures and the last 30
 * UTC days. Every dated row of the seed is moved 40 days back first, so the test knows each day.
 */
let t: TestApp;
let admin: string;
let moderator: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  moderator = await createTestUser(t, { role: 'moderator' });
  member = await createTestUser(t);
  for (const table of ['users', 'properties', 'projects', 'payment_transactions', 'reports', 'chat_reports']) {
    await t.db.query(`update ${table} set created_at = now() - interval '40 days'`);
  }
});
afterAll(() => t.close());

const overview = async (token = admin) => {
  const reply = await t.get('/api/admin/overview', token);
  expect(reply.status).toBe(200);
  return reply.body.data;
};
/** Midday of `daysAgo` days before today (UTC): on that calendar day whatever the hour now. */
const middayOf = (daysAgo: number) =>
  `((now() at time zone 'UTC')::date - ${daysAgo} + interval '12 hours') at time zone 'UTC'`;
const idsOf = async (table: string, count: number) =>
  (await t.db.query<{ id: number }>(`select id from ${table} order by id limit ${count}`)).map((row) => row.id);

describe('admin/overview', () => {
  it('answers 401 to a visitor and 403 to a member', async () => {
    expect((await t.get('/api/admin/overview')).status).toBe(401);
    const refused = await t.get('/api/admin/overview', member.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an administrator or a moderator can do this.');
  });

  it('counts each day of the last 30 from the rows, 0 on days without any, today last', async () => {
    const [propertyId, otherPropertyId] = await idsOf('properties', 2);
    const [projectId] = await idsOf('projects', 1);
    const [packageId] = await idsOf('packages', 1);
    await createTestUser(t);
    await createTestUser(t);
    await t.db.query(`update properties set created_at = now() where id = $1`, [propertyId]);
    await t.db.query(`update projects set created_at = ${middayOf(3)} where id = $1`, [projectId]);
    await t.db.query(
      `insert into reports (user_id, property_id, other_message, created_at) values ($1, $2, 'fake', ${middayOf(1)})`,
      [member.id, otherPropertyId],
    );
    await t.db.query(`insert into chat_reports (reporter_id, reported_id, reason) values ($1, $2, 'spam')`, [
      member.id,
      moderator.id,
    ]);
    const pay = (amount: number, currency: string, status: string, when = 'now()') =>
      t.db.query(
        `insert into payment_transactions (user_id, package_id, amount, currency, provider, status, created_at)
         values ($1, $2, $3, $4, 'sandbox', $5, ${when})`,
        [member.id, packageId, amount, currency, status],
      );
    await pay(100, 'USD', 'success');
    await pay(20, 'USD', 'success');
    await pay(50.5, 'EUR', 'success');
    await pay(75, 'USD', 'pending');
    await pay(10, 'USD', 'success', middayOf(30));

    const { today, daily } = await overview();
    const [{ date }] = await t.db.query<{ date: string }>(
      `select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as date`,
    );
    expect(daily).toHaveLength(30);
    expect(daily[29].day).toBe(date);
    expect(today).toEqual({
      since: `${date}T00:00:00.000Z`,
      sign_ups: 2,
      new_listings: 1,
      payments: 3,
      payment_totals: [
        { currency: 'USD', count: 2, amount: 120 },
        { currency: 'EUR', count: 1, amount: 50.5 },
      ],
      reports: 1,
    });
    const zero = { sign_ups: 0, new_listings: 0, payments: 0, reports: 0 };
    const expected = Array.from({ length: 30 }, () => ({ ...zero }));
    expected[29] = { sign_ups: 2, new_listings: 1, payments: 3, reports: 1 };
    expected[28] = { ...zero, reports: 1 };
    expected[26] = { ...zero, new_listings: 1 };
    expect(daily.map(({ day: _day, ...figures }: { day: string }) => figures)).toEqual(expected);
    // Consecutive days, oldest first.
    const days = daily.map((entry: { day: string }) => Date.parse(entry.day));
    expect(days.slice(1).map((day: number, i: number) => day - days[i]!)).toEqual(Array(29).fill(86_400_000));
  });

  it('counts what waits in each queue: one more of each after one of each is filed', async () => {
    const before = (await overview(moderator.token)).waiting;
    const notPending = async (table: string) =>
      (
        await t.db.query<{ id: number }>(
          `select id from ${table} where request_status <> 'pending' order by id limit 1`,
        )
      )[0]!.id;
    const propertyId = await notPending('properties');
    const [originalId, reportedId] = (await idsOf('properties', 3)).filter((id) => id !== propertyId);
    const lister = await createTestUser(t);
    await t.db.query(`update properties set request_status = 'pending' where id = $1`, [propertyId]);
    await t.db.query(`update projects set request_status = 'pending' where id = $1`, [await notPending('projects')]);
    await t.db.query(`insert into advertisements (user_id, property_id, type) values ($1, $2, 'list')`, [
      lister.id,
      propertyId,
    ]);
    await t.db.query(`insert into reports (user_id, property_id) values ($1, $2)`, [lister.id, reportedId]);
    await t.db.query(`insert into chat_reports (reporter_id, reported_id, reason) values ($1, $2, 'scam')`, [
      lister.id,
      member.id,
    ]);
    await t.db.query(
      `insert into duplicate_suspicions (property_id, original_id, evidence) values ($1, $2, '{}'::jsonb)`,
      [propertyId, originalId],
    );
    await t.db.query(`insert into verification_requests (user_id) values ($1)`, [lister.id]);
    // A decided report waits no more.
    await t.db.query(
      `insert into chat_reports (reporter_id, reported_id, reason, decision, decided_at) values ($1, $2, 'spam', 'dismissed', now())`,
      [member.id, lister.id],
    );

    const after = (await overview(moderator.token)).waiting;
    expect(after).toEqual({
      properties: before.properties + 1,
      projects: before.projects + 1,
      advertisements: before.advertisements + 1,
      listing_reports: before.listing_reports + 1,
      chat_reports: before.chat_reports + 1,
      duplicates: before.duplicates + 1,
      verifications: before.verifications + 1,
    });
  });
});

describe('pnpm admin overview', () => {
  const run = async (...args: string[]) => {
    const printed: string[] = [];
    await runAdminCommand(args, t.app.deps, (text) => printed.push(text));
    return printed;
  };

  it('prints what the console’s overview shows: the queues, today and the last days', async () => {
    const { waiting, today, daily } = await overview();
    const printed = await run('overview', '--days', '7');

    expect(printed).toContain(`  properties to review      ${waiting.properties}`);
    expect(printed).toContain(`  agent applications        ${waiting.verifications}`);
    expect(printed).toContain(
      `  sign-ups ${today.sign_ups}, new listings ${today.new_listings}, reports ${today.reports}`,
    );
    const days = printed.filter((line) => /^ {2}\d{4}-\d\d-\d\d /.test(line));
    expect(days.map((line) => line.trim().split(/\s+/))).toEqual(
      daily
        .slice(-7)
        .map((day: Record<string, unknown>) => [
          day.day,
          ...[day.sign_ups, day.new_listings, day.payments, day.reports].map(String),
        ]),
    );
  });

  it('refuses a number of days it cannot show', async () => {
    await expect(run('overview', '--days', '31')).rejects.toThrow('--days must be a whole number from 1 to 30');
  });
});
