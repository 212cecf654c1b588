import { seedAccounts } from '../../db/seed/accounts';
import { runAdminCommand } from '../../admin/cli';
import type { AppDeps } from '../../app-deps';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  member = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
});
afterAll(() => t.close());

const operatorsOnly = 'Only an administrator or a moderator can do this.';
const adminsOnly = 'Only an administrator can do this.';
const adminCalls: [string, string, object | undefined, string][] = [
  ['GET', '/api/admin/users', undefined, operatorsOnly],
  ['POST', '/api/admin/users/deactivate', { email: seedAccounts.demo.email }, operatorsOnly],
  ['POST', '/api/admin/users/reactivate', { email: seedAccounts.demo.email }, operatorsOnly],
  ['POST', '/api/admin/users/make-admin', { email: seedAccounts.demo.email }, adminsOnly],
  ['POST', '/api/admin/users/role', { email: seedAccounts.demo.email, role: 'admin' }, adminsOnly],
  ['GET', '/api/admin/verification-requests', undefined, operatorsOnly],
  ['POST', '/api/admin/verification-requests/approve', { id: 1 }, operatorsOnly],
  ['POST', '/api/admin/verification-requests/reject', { id: 1, reason: 'x' }, operatorsOnly],
];

describe('admin routes', () => {
  it.each(adminCalls)('%s %s: 401 for visitors, 403 for members', async (method, url, body, message) => {
    const visitor = await t.send(method as 'GET' | 'POST', url, body);
    expect(visitor.status).toBe(401);
    const { status, body: reply } = await t.send(method as 'GET' | 'POST', url, body, member);
    expect(status).toBe(403);
    expect(reply).toEqual({
      error: true,
      code: 'forbidden',
      key: 'forbidden',
      message,
    });
    const [demo] = await t.db.query<{ role: string; is_active: boolean }>(
      'select role, is_active from users where email = $1',
      [seedAccounts.demo.email],
    );
    expect(demo).toEqual({ role: 'user', is_active: true });
  });

  it('lists users by search, with a total', async () => {
    const { status, body } = await t.get('/api/admin/users?search=demo%40domus', admin);
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ email: seedAccounts.demo.email, role: 'user', is_active: true });
    expect(JSON.stringify(body)).not.toContain('password');
    const admins = await t.get('/api/admin/users?role=admin', admin);
    expect(admins.body.data.map((user: { email: string }) => user.email)).toEqual([seedAccounts.admin.email]);
  });

  it('pages by keyset: each page after the last id of the one before, to the end, and by offset still', async () => {
    const ids: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const { status, body } = await t.get(`/api/admin/users?limit=4${cursor ? `&cursor=${cursor}` : ''}`, admin);
      expect(status).toBe(200);
      expect(body.total_is_capped).toBe(false);
      ids.push(...body.data.map((user: { id: number }) => user.id));
      cursor = body.next_cursor;
    }
    const all = await t.db.query<{ id: number }>('select id from users order by id');
    expect(ids).toEqual(all.map((row) => row.id));
    const third = await t.get('/api/admin/users?limit=4&offset=8', admin);
    expect(third.body.data.map((user: { id: number }) => user.id)).toEqual(ids.slice(8, 12));
    expect(third.body.total).toBe(all.length);
    for (const bad of ['abc', '-1', '1.5']) {
      const refused = await t.get(`/api/admin/users?cursor=${bad}`, admin);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('cursor must be the next_cursor of a page of this list');
    }
  });

  it('deactivates and reactivates a user: their requests answer 401 accountDeactivated meanwhile', async () => {
    const email = 'member.1@domus.example';
    await t.db.query(
      `update users set email = $1, password_hash = (select password_hash from users where email = $2) where id = 10`,
      [email, seedAccounts.demo.email],
    );
    const token = await t.signIn(email, seedAccounts.demo.password);
    const off = await t.post('/api/admin/users/deactivate', { user_id: '10' }, admin);
    expect(off.body.data).toMatchObject({ id: 10, is_active: false });
    expect((await t.get('/api/get_notification_list', token)).body.code).toBe('accountDeactivated');
    const on = await t.post('/api/admin/users/reactivate', { email }, admin);
    expect(on.body.data.is_active).toBe(true);
    expect((await t.get('/api/get_notification_list', token)).status).toBe(200);
  });

  it('refuses to deactivate the admin themselves and answers 404 for an unknown user', async () => {
    expect((await t.post('/api/admin/users/deactivate', { email: seedAccounts.admin.email }, admin)).status).toBe(409);
    expect((await t.post('/api/admin/users/deactivate', { email: 'nobody@domus.example' }, admin)).status).toBe(404);
    expect((await t.post('/api/admin/users/deactivate', {}, admin)).status).toBe(400);
    // Past the id column's range: refused as no whole number, not compared in the database (a 500).
    const huge = await t.post('/api/admin/users/deactivate', { user_id: '2147483648' }, admin);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/user_id must be a whole number/);
  });

  it('makes a user an admin', async () => {
    const { body } = await t.post('/api/admin/users/make-admin', { user_id: '9' }, admin);
    expect(body.data).toMatchObject({ id: 9, role: 'admin' });
    await t.db.query(`update users set role = 'user' where id = 9`);
  });

  it('needs a reason to reject and answers 404 for an unknown request', async () => {
    expect((await t.post('/api/admin/verification-requests/reject', { id: 1, reason: ' ' }, admin)).body.message).toBe(
      'reason is required',
    );
    expect((await t.post('/api/admin/verification-requests/approve', { id: 4242 }, admin)).status).toBe(404);
  });
});

describe('pnpm admin', () => {
  const run = async (...args: string[]) => {
    const deps: AppDeps = t.app.deps;
    const lines: string[] = [];
    await runAdminCommand(args, deps, (text) => lines.push(text));
    return lines.join('\n');
  };

  it('lists users', async () => {
    const output = await run('users:list', '--search', 'domus.example', '--limit', '3');
    expect(output).toMatch(/^id\s+name\s+email\s+role\s+active\s+verification/);
    expect(output).toContain(seedAccounts.admin.email);
    expect(output).toMatch(/3 of \d+ users/);
  });

  it('deactivates, reactivates and promotes by e-mail', async () => {
    const email = seedAccounts.demo.email;
    expect(await run('users:deactivate', email)).toMatch(/Deactivated #\d+ demo@domus.example \(user, deactivated\)/);
    expect((await t.get('/api/web-settings', member)).body.code).toBe('accountDeactivated');
    expect(await run('users:reactivate', email)).toMatch(/\(user, active\)/);
    expect(await run('users:make-admin', email)).toMatch(/\(admin, active\)/);
    expect((await t.get('/api/admin/users', member)).status).toBe(200);
    expect(await run('users:set-role', email, '--role', 'moderator')).toMatch(/Role set: .* \(moderator, active\)/);
    await expect(run('users:set-role', email, '--role', 'owner')).rejects.toThrow(
      '--role must be one of: admin, moderator, user',
    );
    expect(await run('users:set-role', email, '--role', 'user')).toMatch(/\(user, active\)/);
    expect((await t.get('/api/admin/users', member)).status).toBe(403);
  });

  it('lists, approves and rejects verification requests', async () => {
    const [one] = await t.db.query<{ id: number }>(
      `insert into verification_requests (user_id) values (11) returning id`,
    );
    await t.db.query(`update users set verification_status = 'pending' where id = 11`);
    const [two] = await t.db.query<{ id: number }>(
      `insert into verification_requests (user_id) values (9) returning id`,
    );
    await t.db.query(`update users set verification_status = 'pending' where id = 9`);

    const listed = await run('verification:list', '--status', 'pending');
    expect(listed).toContain(`Request ${one!.id}`);
    expect(listed).toMatch(/2 of 2 requests/);
    await expect(run('verification:approve', String(one!.id))).rejects.toThrow(/--admin/);
    expect(await run('verification:approve', String(one!.id), '--admin', seedAccounts.admin.email)).toMatch(
      /is now a verified agent/,
    );
    await expect(run('verification:reject', String(two!.id), '--admin', seedAccounts.admin.email)).rejects.toThrow(
      /--reason/,
    );
    expect(
      await run('verification:reject', String(two!.id), '--reason', 'Blurry scan', '--admin', seedAccounts.admin.email),
    ).toContain('Blurry scan');
    const statuses = await t.db.query<{ id: number; verification_status: string }>(
      'select id, verification_status from users where id in (9, 11) order by id',
    );
    expect(statuses).toEqual([
      { id: 9, verification_status: 'failed' },
      { id: 11, verification_status: 'success' },
    ]);
    await expect(run('verification:approve', String(two!.id), '--admin', seedAccounts.admin.email)).rejects.toThrow(
      /already decided/,
    );
    const decided = await t.db.query(
      'select r.id, u.email from verification_requests r join users u on u.id = r.decided_by where r.id in ($1, $2) order by r.id',
      [one!.id, two!.id],
    );
    expect(decided).toEqual([
      { id: one!.id, email: seedAccounts.admin.email },
      { id: two!.id, email: seedAccounts.admin.email },
    ]);
  });

  it('explains unknown commands and missing arguments', async () => {
    await expect(run('users:explode')).rejects.toThrow(/Unknown command "users:explode"/);
    await expect(run('users:deactivate')).rejects.toThrow(/needs an email/);
    expect(await run()).toContain('pnpm admin <command>');
  });
});
