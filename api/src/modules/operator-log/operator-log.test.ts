import { runAdminCommand } from '../../admin/cli';
import { seedAccounts } from '../../db/seed/accounts';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

/*
 * The decision log: every operator change, with who made it, when, through what, and the values
 * before and after; newest first in keyset pages, filtered, and as CSV. Admins only.
 */
let t: TestApp;
let admin: string;
let adminId: number;
let moderator: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  adminId = (await t.db.query<{ id: number }>('select id from users where email = $1', [seedAccounts.admin.email]))[0]!
    .id;
  moderator = await createTestUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

const log = (query = '') => t.get(`/api/admin/operator-actions${query}`, admin);

describe('the decision log', () => {
  it('records a role change and a deactivation with who, through what, before and after', async () => {
    const member = await createTestUser(t);
    expect(
      (await t.post('/api/admin/users/role', { user_id: String(member.id), role: 'moderator' }, admin)).status,
    ).toBe(200);
    expect((await t.post('/api/admin/users/deactivate', { user_id: String(member.id) }, moderator.token)).status).toBe(
      403,
    );
    await t.post('/api/admin/users/role', { user_id: String(member.id), role: 'user' }, admin);
    expect((await t.post('/api/admin/users/deactivate', { user_id: String(member.id) }, moderator.token)).status).toBe(
      200,
    );

    const { status, body } = await log(`?action=user&subject_id=${member.id}`);
    expect(status).toBe(200);
    expect(body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'user.deactivate',
      'user.role',
      'user.role',
    ]);
    expect(body.data[0]).toMatchObject({
      actor_id: moderator.id,
      actor_email: moderator.email,
      via: 'console',
      subject: 'user',
      subject_id: String(member.id),
      before: { is_active: true },
      after: { is_active: false },
    });
    expect(body.data[2]).toMatchObject({ actor_id: adminId, before: { role: 'user' }, after: { role: 'moderator' } });
    expect(body.next_cursor).toBeNull();
  });

  it('records nothing when nothing changed, or the change was refused', async () => {
    const member = await createTestUser(t);
    await t.post('/api/admin/users/reactivate', { user_id: String(member.id) }, admin);
    await t.post('/api/admin/users/role', { user_id: String(adminId), role: 'user' }, admin);
    expect((await log(`?action=user&subject_id=${member.id}`)).body.data).toEqual([]);
    expect((await log(`?action=user.role&subject_id=${adminId}`)).body.data).toEqual([]);
  });

  it('says which changes came through the admin command', async () => {
    const member = await createTestUser(t);
    await runAdminCommand(['users:deactivate', member.email], t.app.deps, () => {});
    const { body } = await log(`?via=command&subject_id=${member.id}`);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ action: 'user.deactivate', actor_id: null, via: 'command' });
  });

  it('pages newest first by cursor, without gaps or repeats, even for actions in the same instant', async () => {
    await t.db.query(
      `insert into operator_actions (actor_id, via, action, subject_id, at)
         select $1, 'console', 'test.page', g::text, timestamptz '2020-01-01' from generate_series(1, 7) g`,
      [adminId],
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const { status, body } = await log(`?action=test.page&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      expect(body.data.length).toBeLessThanOrEqual(3);
      seen.push(...body.data.map((entry: { subject_id: string }) => entry.subject_id));
      cursor = body.next_cursor;
    }
    expect(seen).toEqual(['7', '6', '5', '4', '3', '2', '1']);
  });

  it('filters by operator, day range and action, and refuses filters it cannot read', async () => {
    const byModerator = await log(`?actor=${encodeURIComponent(moderator.email)}`);
    expect(byModerator.body.data.length).toBeGreaterThan(0);
    expect(byModerator.body.data.every((entry: { actor_id: number }) => entry.actor_id === moderator.id)).toBe(true);
    expect((await log('?action=test.page&from=2020-01-01&to=2020-01-01')).body.data).toHaveLength(7);
    expect((await log('?action=test.page&from=2020-01-02')).body.data).toHaveLength(0);
    for (const [query, message] of [
      ['?from=yesterday', 'from must be a date, YYYY-MM-DD'],
      ['?action=DROP TABLE', 'action must be a subject such as user, or subject.verb such as user.role'],
      ['?cursor=abc', 'cursor must be the next_cursor of a page of this list'],
      ['?via=phone', 'via must be one of: console, command'],
    ]) {
      const refused = await log(query);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
  });

  it('exports as CSV, every matching row, with formulas escaped', async () => {
    await t.db.query(
      `insert into operator_actions (actor_id, via, action, subject_id, reason, after)
         values ($1, 'console', 'test.csv', '1', '=HYPERLINK("http://example.com")', '{"price": 10}')`,
      [adminId],
    );
    const reply = await t.app.inject({
      url: '/api/admin/operator-actions/export?action=test.csv',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="domus-decision-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = reply.body.trim().split('\n');
    expect(lines[0]).toBe('at,actor_email,actor_name,via,action,subject_id,before,after,reason');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${seedAccounts.admin.email},`);
    expect(lines[1]).toContain(',console,test.csv,1,,"{""price"":10}",');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://example.com"")"`);
  });

  it('is for admins: a moderator gets 403, a visitor 401', async () => {
    for (const url of ['/api/admin/operator-actions', '/api/admin/operator-actions/export']) {
      expect((await t.get(url, moderator.token)).status).toBe(403);
      expect((await t.get(url)).status).toBe(401);
    }
  });
});
