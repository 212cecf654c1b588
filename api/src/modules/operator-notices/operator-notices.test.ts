import type { PushSender } from '../../adapters/push';
import { seedAccounts } from '../../db/seed/accounts';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { runAdminCommand } from '../../admin/cli';
import { consoleActor } from '../operator-log/record';
import { OperatorNoticeService } from './service';

let t: TestApp;
let admin: string;
let adminId: number;
let moderator: TestUser;
let member: TestUser;
/** The accounts of a city of their own: three active (one with push off), one deactivated. */
const town = 'Noticeville';
let townies: TestUser[];

const users = {
  async set(id: number, fields: string) {
    await t.db.query(`update users set ${fields} where id = $1`, [id]);
  },
};
const count = async (sqlText: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(sqlText, params))[0]!.n;
const noticeRows = (noticeId: number) =>
  t.db.query<{ user_id: number; title: string; link: string }>(
    'select user_id, title, link from notifications where operator_notice_id = $1 order by user_id',
    [noticeId],
  );
const tableSizes = async () => ({
  notices: await count('select count(*)::int as n from operator_notices'),
  notifications: await count('select count(*)::int as n from notifications'),
  log: await count(`select count(*)::int as n from operator_actions where subject = 'notice'`),
});
const audience = (query: string, token = admin) => t.get(`/api/admin/notices/audience?${query}`, token);
const send = (body: object, token = admin) => t.post('/api/admin/notices/send', body, token);
const toTown = { title: 'Water works', message: 'No water on Tuesday morning.', segment: 'city', city: 'noticeville' };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  adminId = await count(`select id as n from users where email = $1`, [seedAccounts.admin.email]);
  moderator = await createTestUser(t);
  await users.set(moderator.id, `role = 'moderator'`);
  member = await createTestUser(t);
  await t.db.query(`insert into cities (name, state, country, latitude, longitude) values ($1, '', 'Testland', 1, 1)`, [
    town,
  ]);
  townies = [await createTestUser(t), await createTestUser(t, { verified: true }), await createTestUser(t)];
  for (const [index, townie] of townies.entries()) {
    await users.set(townie.id, `city = '${index === 0 ? 'NOTICEVILLE' : town}', fcm_id = 'device-${townie.id}'`);
  }
  await users.set(townies[2]!.id, 'notification = false');
  const gone = await createTestUser(t);
  await users.set(gone.id, `city = '${town}', is_active = false, fcm_id = 'device-gone'`);
});
afterAll(() => t.close());

describe('who may send notices', () => {
  it.each([
    ['a member', () => member.token],
    ['a moderator', () => moderator.token],
  ])('refuses %s every notices call with 403, and changes nothing', async (_who, token) => {
    const before = await tableSizes();
    expect((await audience('segment=everyone', token())).status).toBe(403);
    expect((await t.get('/api/admin/notices/cities', token())).status).toBe(403);
    expect((await t.get('/api/admin/notices', token())).status).toBe(403);
    expect((await send(toTown, token())).status).toBe(403);
    expect(await tableSizes()).toEqual(before);
  });
});

describe('counting a segment', () => {
  it('counts the active accounts of each segment', async () => {
    const active = 'select count(*)::int as n from users where is_active';
    const expected = {
      everyone: await count(active),
      members: await count(`${active} and role = 'user'`),
      agents: await count(`${active} and verification_status = 'success'`),
    };
    for (const [segment, recipients] of Object.entries(expected)) {
      const { status, body } = await audience(`segment=${segment}`);
      expect(status).toBe(200);
      expect(body.data).toEqual({ segment, city: null, recipients });
    }
    expect(expected.members).toBeLessThan(expected.everyone);
  });

  it('counts a city’s active accounts by their profile city, in any case, and names the city as the site does', async () => {
    const { body } = await audience('segment=city&city=%20noticeVILLE%20');
    expect(body.data).toEqual({ segment: 'city', city: town, recipients: 3 });
  });

  it('refuses an unknown city, a city segment without a city, and an unknown segment', async () => {
    const unknown = await audience('segment=city&city=Atlantis');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/no city named "Atlantis"/);
    expect((await audience('segment=city')).body.message).toMatch(/city is required/);
    expect((await audience('segment=robots')).status).toBe(400);
    // No segment: everyone.
    expect((await audience('')).body.data).toMatchObject({ segment: 'everyone' });
  });

  it('lists the site’s cities by name', async () => {
    const { body } = await t.get('/api/admin/notices/cities', admin);
    expect(body.data).toContain(town);
    expect(body.data).toEqual([...body.data].sort());
  });
});

describe('sending a notice', () => {
  it('stores one notification per active recipient, the notice and its decision log entry', async () => {
    const { status, body } = await send({ ...toTown, link: '/properties?city=Noticeville' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Water works',
      segment: 'city',
      city: town,
      recipients: 3,
      link: '/properties?city=Noticeville',
      sender_id: adminId,
      sender_email: seedAccounts.admin.email,
      via: 'console',
    });
    const rows = await noticeRows(body.data.id);
    expect(rows.map((row) => row.user_id)).toEqual(townies.map((townie) => townie.id).sort((a, b) => a - b));
    expect(rows.every((row) => row.link === '/properties?city=Noticeville')).toBe(true);

    const list = await t.get('/api/get_notification_list', townies[1]!.token);
    expect(list.body.data[0]).toMatchObject({
      title: 'Water works',
      link: '/properties?city=Noticeville',
      is_read: false,
    });
    const log = await t.db.query<{ action: string; actor_id: number; via: string; after: Record<string, unknown> }>(
      `select action, actor_id, via, after from operator_actions where subject = 'notice' and subject_id = $1`,
      [String(body.data.id)],
    );
    expect(log).toEqual([
      {
        action: 'notice.send',
        actor_id: adminId,
        via: 'console',
        after: expect.objectContaining({ segment: 'city', city: town, recipients: 3, title: 'Water works' }),
      },
    ]);
  });

  it.each([
    [{ ...toTown, title: '  ' }, /title is required/],
    [{ ...toTown, message: undefined }, /message is required/],
    [{ ...toTown, title: 'x'.repeat(101) }, /title must be at most 100/],
    [{ ...toTown, message: 'x'.repeat(501) }, /message must be at most 500/],
    [{ ...toTown, link: 'https://evil.example/' }, /link must be a path of this site/],
    [{ ...toTown, link: '//evil.example/' }, /link must be a path of this site/],
    [{ ...toTown, link: 'javascript:alert(1)' }, /link must be a path of this site/],
    [{ ...toTown, city: 'Atlantis' }, /no city named/],
    [{ ...toTown, city: '' }, /city is required/],
    [{ ...toTown, segment: 'robots' }, /segment must be one of/],
  ])('refuses bad input with a clear message and changes nothing (%#)', async (body, message) => {
    const before = await tableSizes();
    const reply = await send(body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(message);
    expect(await tableSizes()).toEqual(before);
  });

  it('refuses a segment nobody is in, and changes nothing', async () => {
    await t.db.query(`insert into cities (name, latitude, longitude) values ('Emptyburg', 2, 2)`);
    const before = await tableSizes();
    const reply = await send({ ...toTown, city: 'Emptyburg' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/Nobody would receive this notice: no active account lives in Emptyburg/);
    expect(await tableSizes()).toEqual(before);
  });
});

describe('pushing a notice', () => {
  it('pushes in batches after commit, only to devices of recipients who allow notifications', async () => {
    const sentTo: string[][] = [];
    const push: PushSender = {
      async send(tokens) {
        sentTo.push(tokens);
        return { deadTokens: tokens.filter((token) => token === `device-${townies[1]!.id}`) };
      },
    };
    const service = new OperatorNoticeService({ ...t.app.deps, push });
    const { notice, delivered } = await service.send(
      { title: 'Pushed', message: 'To the town', link: null, segment: 'city', city: town },
      consoleActor({ id: adminId }),
    );
    await delivered;
    expect(notice.recipients).toBe(3);
    expect(sentTo.flat().sort()).toEqual([`device-${townies[0]!.id}`, `device-${townies[1]!.id}`].sort());
    // The token the provider reported dead is forgotten; the others stay.
    const devices = await t.db.query<{ id: number; fcm_id: string }>(
      'select id, fcm_id from users where id = any($1::int[]) order by id',
      [townies.map((townie) => townie.id)],
    );
    expect(devices.map((row) => row.fcm_id)).toEqual([`device-${townies[0]!.id}`, '', `device-${townies[2]!.id}`]);
    await users.set(townies[1]!.id, `fcm_id = 'device-${townies[1]!.id}'`);
  });

  it('keeps the stored notices when the push fails', async () => {
    const service = new OperatorNoticeService({
      ...t.app.deps,
      push: { send: () => Promise.reject(new Error('FCM down')) },
    });
    const { notice, delivered } = await service.send(
      { title: 'Still here', message: 'Even without push', link: null, segment: 'city', city: town },
      consoleActor({ id: adminId }),
    );
    await expect(delivered).resolves.toBeUndefined();
    expect(await noticeRows(notice.id)).toHaveLength(3);
  });
});

describe('the notices sent', () => {
  it('lists them newest first with who sent them, by keyset pages', async () => {
    const total = await count('select count(*)::int as n from operator_notices');
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await t.get('/api/admin/notices?limit=2', admin);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({ title: 'Still here', sender_email: seedAccounts.admin.email });
    const seen = [...first.body.data];
    let cursor = first.body.next_cursor as string | null;
    while (cursor) {
      const page = await t.get(`/api/admin/notices?limit=2&cursor=${cursor}`, admin);
      seen.push(...page.body.data);
      cursor = page.body.next_cursor;
    }
    const ids = seen.map((notice: { id: number }) => notice.id);
    expect(ids).toHaveLength(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.get('/api/admin/notices?cursor=yesterday', admin)).status).toBe(400);
  });
});

describe('pnpm admin notices:*', () => {
  const run = async (...args: string[]) => {
    const printed: string[] = [];
    await runAdminCommand(args, t.app.deps, (text) => printed.push(text));
    return printed.join('\n');
  };

  it('counts a segment with --dry-run and sends nothing', async () => {
    const before = await tableSizes();
    expect(
      await run('notices:send', '--segment', 'city', '--city', town, '--title', 'T', '--message', 'M', '--dry-run'),
    ).toBe(`Would send "T" to 3 accounts (the city ${town}). Nothing was sent.`);
    expect(await tableSizes()).toEqual(before);
  });

  it('sends as the named admin, recorded as the command, and lists what was sent', async () => {
    const printed = await run(
      'notices:send',
      '--segment',
      'agents',
      '--title',
      'Agents day',
      '--message',
      'See you there',
      '--admin',
      seedAccounts.admin.email,
    );
    const id = Number(/^Sent notice #(\d+) /.exec(printed)?.[1]);
    expect(printed).toMatch(/to \d+ accounts \(verified agents\)/);
    const agents = await count(
      `select count(*)::int as n from users where is_active and verification_status = 'success'`,
    );
    expect(await noticeRows(id)).toHaveLength(agents);
    const [entry] = await t.db.query<{ via: string; actor_id: number }>(
      `select via, actor_id from operator_actions where action = 'notice.send' and subject_id = $1`,
      [String(id)],
    );
    expect(entry).toEqual({ via: 'command', actor_id: adminId });
    expect(await run('notices:list', '--limit', '1')).toMatch(/^#\d+ .* "Agents day" to \d+ \(agents\) by admin@/);
  });

  it('refuses bad input with the contract’s words', async () => {
    await expect(
      run('notices:send', '--segment', 'agents', '--title', 'T', '--message', 'M', '--link', 'https://x.example'),
    ).rejects.toThrow(/link must be a path of this site/);
    await expect(run('notices:send', '--segment', 'agents', '--title', 'T', '--message', 'M')).rejects.toThrow(
      /--admin <email>/,
    );
  });
});
