import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';

/*
 * Operators: admins do everything, moderators work the queues and members' status. Sensitive
 * calls (roles) ask the operator to prove who they are again once their last proof is 10
 * minutes old.
 */
let t: TestApp;
let admin: string;
let moderator: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  moderator = await createTestUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

const roleOf = async (id: number) =>
  (await t.db.query<{ role: string }>('select role from users where id = $1', [id]))[0]!.role;
const activeOf = async (id: number) =>
  (await t.db.query<{ is_active: boolean }>('select is_active from users where id = $1', [id]))[0]!.is_active;
/** Makes the session's last proof of its holder older than the 10 minutes sensitive calls allow. */
const ageProof = (minutes: number) =>
  t.db.query(`update sessions set verified_at = now() - make_interval(mins => $1)`, [minutes]);

describe('a moderator', () => {
  it('works the queues, the verification requests and the users list', async () => {
    for (const url of ['/api/admin/users', '/api/admin/verification-requests', '/api/admin/properties/pending']) {
      expect((await t.get(url, moderator.token)).status).toBe(200);
    }
  });

  it('deactivates and reactivates a member, but not an admin or another moderator', async () => {
    const member = await createTestUser(t);
    const off = await t.post('/api/admin/users/deactivate', { user_id: String(member.id) }, moderator.token);
    expect(off.status).toBe(200);
    expect(await activeOf(member.id)).toBe(false);
    expect((await t.post('/api/admin/users/reactivate', { user_id: String(member.id) }, moderator.token)).status).toBe(
      200,
    );

    const other = await createTestUser(t, { role: 'moderator' });
    for (const email of [seedAccounts.admin.email, other.email]) {
      const refused = await t.post('/api/admin/users/deactivate', { email }, moderator.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('A moderator can change the status of members only.');
    }
    expect(await activeOf(other.id)).toBe(true);
  });

  it('changes no role, even with a fresh proof', async () => {
    const member = await createTestUser(t);
    for (const [url, body] of [
      ['/api/admin/users/role', { user_id: String(member.id), role: 'moderator' }],
      ['/api/admin/users/make-admin', { user_id: String(member.id) }],
    ] as const) {
      const refused = await t.post(url, body, moderator.token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
    expect(await roleOf(member.id)).toBe('user');
  });
});

describe('roles, a sensitive action', () => {
  it('an admin gives a member the moderator role, and back: the new moderator lists users meanwhile', async () => {
    const member = await createTestUser(t);
    expect((await t.get('/api/admin/users', member.token)).status).toBe(403);

    const given = await t.post('/api/admin/users/role', { user_id: String(member.id), role: 'moderator' }, admin);
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ error: false, message: 'Role changed', data: { role: 'moderator' } });
    expect((await t.get('/api/admin/users', member.token)).status).toBe(200);

    await t.post('/api/admin/users/role', { email: member.email, role: 'user' }, admin);
    expect((await t.get('/api/admin/users', member.token)).status).toBe(403);
  });

  it('is refused past 10 minutes since the last proof, changing nothing, until the password is given again', async () => {
    const member = await createTestUser(t);
    await ageProof(11);

    const stale = await t.post('/api/admin/users/role', { user_id: String(member.id), role: 'moderator' }, admin);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: 'reauthenticationRequired', key: 'reauthenticationRequired' });
    expect(await roleOf(member.id)).toBe('user');

    const wrong = await t.post('/api/confirm-identity', { password: 'not the password' }, admin);
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('invalid-login-credentials');
    expect(
      (await t.post('/api/admin/users/role', { user_id: String(member.id), role: 'moderator' }, admin)).status,
    ).toBe(403);

    const confirmed = await t.post('/api/confirm-identity', { password: seedAccounts.admin.password }, admin);
    expect(confirmed.status).toBe(200);
    const until = Date.parse(confirmed.body.data.confirmed_until);
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const done = await t.post('/api/admin/users/role', { user_id: String(member.id), role: 'moderator' }, admin);
    expect(done.status).toBe(200);
    expect(await roleOf(member.id)).toBe('moderator');
  });

  it('takes a code sent to the operator’s own address, not one for another address', async () => {
    await ageProof(11);
    const tokenFor = async (email: string) => {
      await t.get(`/api/get-otp?email=${encodeURIComponent(email)}`);
      const verified = await t.get(
        `/api/verify-otp?email=${encodeURIComponent(email)}&otp=${await t.latestCode(email)}`,
      );
      return verified.body.data.verification_token as string;
    };

    const others = await t.post(
      '/api/confirm-identity',
      { verification_token: await tokenFor('someone-else@domus.test') },
      admin,
    );
    expect(others.status).toBe(400);
    expect(others.body.code).toBe('invalid-verification-id');

    const own = await t.post(
      '/api/confirm-identity',
      { verification_token: await tokenFor(seedAccounts.admin.email) },
      admin,
    );
    expect(own.status).toBe(200);
  });

  it('asks for a password or a code', async () => {
    const empty = await t.post('/api/confirm-identity', {}, admin);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('password or verification_token is required');
  });

  it('never lets an admin change their own role, nor leaves the site without an active admin', async () => {
    const [self] = await t.db.query<{ id: number }>('select id from users where email = $1', [
      seedAccounts.admin.email,
    ]);
    const own = await t.post('/api/admin/users/role', { user_id: String(self!.id), role: 'user' }, admin);
    expect(own.body).toMatchObject({ code: 'conflict', message: 'You cannot change your own role.' });
    expect(await roleOf(self!.id)).toBe('admin');
  });
});
