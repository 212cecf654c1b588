import { SignJWT } from 'jose';
import { accountMessages, otpRules, passwordAttemptRules, signInErrorMessages } from '@domus/shared/contract';
import { TokenService } from '../../auth/tokens';
import { seedAccounts } from '../../db/seed/accounts';
import { limits } from '../../http/rate-limits';
import { multipart, startTestApp, type Client, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const demo = seedAccounts.demo;
const signup = (body: object) => t.post('/api/user_signup', body);

/** Runs get-otp and verify-otp for an address and returns the verification token. */
async function verifiedToken(query: string, to: string) {
  expect((await t.get(`/api/get-otp?${query}`)).status).toBe(200);
  const code = await t.latestCode(to);
  const verified = await t.get(`/api/verify-otp?${query}&otp=${code}`);
  expect(verified.status).toBe(200);
  return verified.body.data.verification_token as string;
}

describe('user_signup with e-mail and password (logintype 3)', () => {
  it('signs in the seeded demo user and returns a token and the user without the password', async () => {
    const { status, body } = await signup({ logintype: 3, email: demo.email, password: demo.password });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, message: 'User logged in successfully', is_new_user: false });
    expect(body.token).toMatch(/^ey/);
    expect(body.data).toMatchObject({ email: demo.email, name: demo.name, isActive: true, role: 'user', logintype: 3 });
    expect(body.data.slug_id).toBe('demo-user');
    expect(JSON.stringify(body)).not.toMatch(/password_hash|scrypt/);
    const [session] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sessions where user_id = $1 and revoked_at is null',
      [body.data.id],
    );
    expect(session!.n).toBeGreaterThan(0);
  });

  it('accepts urlencoded and multipart forms alike', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/user_signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `logintype=3&email=${encodeURIComponent(demo.email)}&password=${demo.password}`,
    });
    expect(reply.statusCode).toBe(200);
    const form = await t.post(
      '/api/user_signup',
      multipart({ logintype: '3', email: demo.email, password: demo.password }),
    );
    expect(form.status).toBe(200);
  });

  it('reads the login type from `type` as older clients send it, logintype winning when both come', async () => {
    const older = await t.post(
      '/api/user_signup',
      multipart({ type: '3', email: demo.email, password: demo.password }),
    );
    expect(older.status).toBe(200);
    expect(older.body.token).toEqual(expect.any(String));
    const blank = await signup({ logintype: '', type: '3', email: demo.email, password: demo.password });
    expect(blank.status).toBe(200);
    const both = await signup({ logintype: 9, type: '3', email: demo.email, password: demo.password });
    expect(both.status).toBe(400);
  });

  it('answers a wrong password, an unknown e-mail and an account without a password alike', async () => {
    const invalid = {
      error: true,
      code: 'invalid-login-credentials',
      key: 'invalid-login-credentials',
      message: signInErrorMessages['invalid-login-credentials'],
    };
    const wrong = await signup({ logintype: 3, email: demo.email, password: 'not-the-password' });
    const unknown = await signup({ logintype: 3, email: 'nobody@domus.example', password: 'whatever1' });
    await t.db.query(`update users set password_hash = null where email = 'agent1@domus.example'`);
    const noPassword = await signup({ logintype: 3, email: 'agent1@domus.example', password: 'whatever1' });
    for (const reply of [wrong, unknown, noPassword]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(invalid);
    }
    expect(invalid.message).toBe('The details entered are incorrect Please enter the correct details and try again.');
  });

  it('refuses a malformed e-mail and a missing password', async () => {
    expect((await signup({ logintype: 3, email: 'not-an-email', password: 'secret1' })).body).toMatchObject({
      code: 'invalid-email',
      message: 'Invalid email address.',
    });
    expect((await signup({ logintype: 3, email: demo.email })).body.code).toBe('missing-password');
    expect((await signup({ logintype: 9, email: demo.email })).status).toBe(400);
    expect((await signup({ email: demo.email, password: demo.password })).body).toMatchObject({
      code: 'invalidInput',
      message: expect.stringContaining('logintype must be 0, 1 or 3'),
    });
  });

  describe('wrong passwords', () => {
    const attacker = { ip: '203.0.113.7' };
    const owner = { ip: '198.51.100.20' };
    const signupFrom = (from: Client, body: object) => t.post('/api/user_signup', body, undefined, from);

    it('answer 429 "Too many requests" to that client after repeated ones for an address, even with the right one', async () => {
      const email = 'locked.out@domus.example';
      const token = await verifiedToken(`email=${email}`, email);
      await signup({ logintype: 3, email, name: 'Locked Out', password: 'right-password', verification_token: token });
      for (let attempt = 0; attempt < passwordAttemptRules.maxAttempts; attempt++) {
        expect((await signupFrom(attacker, { logintype: 3, email, password: 'wrong-password' })).status).toBe(401);
      }
      const { status, body, headers } = await signupFrom(attacker, { logintype: 3, email, password: 'right-password' });
      expect(status).toBe(429);
      expect(body).toMatchObject({ code: 'too-many-requests', message: 'Too many requests, try again later' });
      expect(Number(headers['retry-after'])).toBeGreaterThan(0);
      expect(headers['ratelimit-remaining']).toBe('0');
      // The owner, signing in from their own device, is not locked out.
      expect((await signupFrom(owner, { logintype: 3, email, password: 'right-password' })).status).toBe(200);
      expect((await signupFrom(owner, { logintype: 3, email, password: 'right-password' })).status).toBe(200);
    });

    it('are limited per client across addresses, unknown ones included', async () => {
      const prober = { ip: '203.0.113.99' };
      for (let attempt = 0; attempt < limits.wrongPasswordPerClient.max; attempt++) {
        const reply = await signupFrom(prober, {
          logintype: 3,
          email: `guess${attempt}@domus.example`,
          password: 'x1x1x1',
        });
        expect(reply.status).toBe(401);
      }
      const refused = await signupFrom(prober, { logintype: 3, email: demo.email, password: demo.password });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too-many-requests');
      // Everyone else signs in as usual.
      expect((await signupFrom(owner, { logintype: 3, email: demo.email, password: demo.password })).status).toBe(200);
    });

    it('are not counted for sign-ins by code', async () => {
      const from = { ip: '203.0.113.50' };
      for (let attempt = 0; attempt < limits.wrongPasswordPerClient.max; attempt++) {
        await signupFrom(from, { logintype: 3, email: demo.email, verification_token: 'not-a-token' });
      }
      expect((await signupFrom(from, { logintype: 3, email: demo.email, password: demo.password })).status).toBe(200);
    });
  });

  it('will not create an e-mail account without a verified address', async () => {
    const { status, body } = await signup({
      logintype: 3,
      email: 'new.person@domus.example',
      name: 'New',
      password: 'secret1',
    });
    expect(status).toBe(400);
    expect(body.code).toBe('missing-verification-id');
  });
});

describe('registering by e-mail code', () => {
  const email = 'newcomer@domus.example';

  it('creates the account with the verified e-mail, a name and a password', async () => {
    const sent = await t.get(`/api/get-otp?email=${email}`);
    expect(sent.body.data).toEqual({
      sent_to: 'n***@domus.example',
      channel: 'email',
      expires_in: otpRules.expiresInSeconds,
      resend_after: otpRules.resendAfterSeconds,
    });
    const code = await t.latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db.query<{ code_hash: string }>('select code_hash from otp_codes where target = $1', [
      email,
    ]);
    expect(stored!.code_hash).not.toContain(code);

    const verified = await t.get(`/api/verify-otp?email=${email}&otp=${code}`);
    expect(verified.body.data).toMatchObject({
      user_exists: false,
      expires_in: otpRules.verificationTokenExpiresInSeconds,
    });

    const created = await signup({
      logintype: 3,
      email,
      name: 'New Comer',
      password: 'secret1',
      re_password: 'secret1',
      verification_token: verified.body.data.verification_token,
      id: 1,
      role: 'admin',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ message: 'User registered successfully', is_new_user: true });
    expect(created.body.data).toMatchObject({ email, name: 'New Comer', role: 'user', has_password: true });
    expect(created.body.data.id).not.toBe(1);

    const again = await signup({ logintype: 3, email, password: 'secret1' });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(created.body.data.id);
  });

  it('spends a verification token once', async () => {
    const address = 'once@domus.example';
    const token = await verifiedToken(`email=${address}`, address);
    expect((await signup({ logintype: 3, email: address, verification_token: token })).status).toBe(200);
    const reused = await signup({ logintype: 3, email: address, verification_token: token });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('invalid-verification-id');
  });

  it('keeps the token when the registration is refused (mismatched passwords)', async () => {
    const address = 'mismatch@domus.example';
    const token = await verifiedToken(`email=${address}`, address);
    const refused = await signup({
      logintype: 3,
      email: address,
      name: 'Mis Match',
      password: 'secret1',
      re_password: 'secret2',
      verification_token: token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'passwords-do-not-match', message: 'Passwords do not match' });
    const short = await signup({
      logintype: 3,
      email: address,
      name: 'Mis Match',
      password: 'abc',
      verification_token: token,
    });
    expect(short.body).toMatchObject({ code: 'weak-password', message: 'Password must be at least 6 characters.' });
    const accepted = await signup({
      logintype: 3,
      email: address,
      name: 'Mis Match',
      password: 'secret1',
      re_password: 'secret1',
      verification_token: token,
    });
    expect(accepted.status).toBe(200);
  });

  it('refuses a forged or tampered verification token', async () => {
    const forged = await new SignJWT({ ch: 'email', tgt: 'victim@domus.example', otp: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('domus')
      .setAudience('domus:verification')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const { status, body } = await signup({ logintype: 3, email: 'victim@domus.example', verification_token: forged });
    expect(status).toBe(400);
    expect(body.code).toBe('invalid-verification-id');
  });
});

describe('one-time codes', () => {
  it('refuses a second code before the resend countdown ends (429)', async () => {
    const email = 'impatient@domus.example';
    expect((await t.get(`/api/get-otp?email=${email}`)).status).toBe(200);
    const { status, body, headers } = await t.get(`/api/get-otp?email=${email}`);
    expect(status).toBe(429);
    expect(body.code).toBe('too-many-requests');
    expect(body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(headers['retry-after'])).toBeLessThanOrEqual(otpRules.resendAfterSeconds);
  });

  it('sends another code once the countdown is over', async () => {
    const email = 'patient@domus.example';
    await t.get(`/api/get-otp?email=${email}`);
    await t.db.query(`update otp_codes set sent_at = now() - interval '61 seconds' where target = $1`, [email]);
    expect((await t.get(`/api/get-otp?email=${email}`)).status).toBe(200);
  });

  it('limits codes to one address per client, without keeping its owner from getting one', async () => {
    const email = 'quota.target@domus.example';
    const asker = { ip: '203.0.113.61' };
    // Each earlier code sent long enough ago and expired: only the quota counts here.
    const longAgo = `update otp_codes set sent_at = now() - interval '61 seconds', expires_at = now() where target = $1`;
    for (let sent = 0; sent < limits.codesPerAddress.max; sent++) {
      await t.db.query(longAgo, [email]);
      expect((await t.get(`/api/get-otp?email=${email}`, undefined, asker)).status).toBe(200);
    }
    await t.db.query(longAgo, [email]);
    const refused = await t.get(`/api/get-otp?email=${email}`, undefined, asker);
    expect(refused).toMatchObject({ status: 429, body: { code: 'quota-exceeded' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.get(`/api/get-otp?email=${email}`, undefined, { ip: '198.51.100.61' })).status).toBe(200);
  });

  it('limits codes asked by one client, whatever the addresses', async () => {
    const asker = { ip: '203.0.113.62' };
    for (let sent = 0; sent < limits.codes.max; sent++) {
      expect((await t.get(`/api/get-otp?email=many${sent}@domus.example`, undefined, asker)).status).toBe(200);
    }
    const refused = await t.get('/api/get-otp?email=one.more@domus.example', undefined, asker);
    expect(refused).toMatchObject({ status: 429, body: { code: 'quota-exceeded' } });
    expect(refused.headers['ratelimit-remaining']).toBe('0');
  });

  it('answers a wrong code, then 429 after the allowed attempts, even for the right code', async () => {
    const email = 'guesser@domus.example';
    await t.get(`/api/get-otp?email=${email}`);
    const code = await t.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < otpRules.maxAttempts; attempt++) {
      const { status, body } = await t.get(`/api/verify-otp?email=${email}&otp=${wrong}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'invalid-verification-code', message: 'The code you entered is incorrect.' });
    }
    const { status, body } = await t.get(`/api/verify-otp?email=${email}&otp=${code}`);
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 'too-many-requests', message: 'Too many requests, try again later' });
  });

  it('refuses an expired code', async () => {
    const email = 'late@domus.example';
    await t.get(`/api/get-otp?email=${email}`);
    const code = await t.latestCode(email);
    await t.db.query(`update otp_codes set expires_at = now() - interval '1 second' where target = $1`, [email]);
    const { status, body } = await t.get(`/api/verify-otp?email=${email}&otp=${code}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'code-expired', message: 'The code has expired. Please request a new one.' });
  });

  it('needs the code, and an address that is well formed', async () => {
    expect((await t.get('/api/verify-otp?email=someone@domus.example')).body.code).toBe('missing-verification-code');
    expect((await t.get('/api/get-otp')).status).toBe(400);
    expect((await t.get('/api/get-otp?number=12')).body).toMatchObject({
      code: 'invalid-phone-number',
      message: 'Invalid phone number. Please enter a valid phone number.',
    });
  });

  it('signs in by phone: a new account, then the same one again', async () => {
    const token = await verifiedToken('number=%2B44%207700%20900123', '+447700900123');
    const first = await signup({ logintype: 1, mobile: '+44 7700 900123', verification_token: token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ is_new_user: true });
    expect(first.body.data).toMatchObject({ logintype: 1, mobile: '+447700900123', email: '' });

    await t.db.query(`update otp_codes set sent_at = now() - interval '61 seconds'`);
    const second = await signup({
      logintype: 1,
      verification_token: await verifiedToken('number=%2B447700900123', '+447700900123'),
    });
    expect(second.body).toMatchObject({ is_new_user: false });
    expect(second.body.data.id).toBe(first.body.data.id);
  });

  it('needs a verification token for phone sign-in and refuses one made for another channel', async () => {
    expect((await signup({ logintype: 1, mobile: '+15550100' })).body.code).toBe('missing-verification-id');
    const emailToken = await verifiedToken('email=channel@domus.example', 'channel@domus.example');
    const refused = await signup({ logintype: 1, verification_token: emailToken });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid-verification-id');
  });

  it('refuses Google sign-in when Firebase is not configured', async () => {
    const { status, body } = await signup({ logintype: 0, email: 'g@gmail.com', auth_id: 'uid-from-client' });
    expect(status).toBe(400);
    expect(body.code).toBe('operation-not-allowed');
  });
});

describe('bearer tokens', () => {
  it('are refused after logout, on optional calls too', async () => {
    const token = await t.signIn(demo.email, demo.password);
    expect((await t.get('/api/web-settings', token)).body.data.verification_status).toBe('initial');
    expect((await t.post('/api/before-logout', {}, token)).status).toBe(200);
    const { status, body } = await t.get('/api/web-settings', token);
    expect(status).toBe(401);
    expect(body).toEqual({
      error: true,
      code: 'unauthorized',
      key: 'unauthorized',
      message: accountMessages.sessionInvalid,
    });
  });

  it('are refused once expired', async () => {
    const [user] = await t.db.query<{ id: number }>('select id from users where email = $1', [demo.email]);
    const expired = await new TokenService(t.app.deps.accounts.secrets, {
      sessionTtlSeconds: -60,
      verificationTtlSeconds: 60,
    }).startSession(t.db, user!.id, 'test');
    const { status, body } = await t.get('/api/get_notification_list', expired);
    expect(status).toBe(401);
    expect(body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuse tampered tokens, verification tokens and malformed headers', async () => {
    const token = await t.signIn(demo.email, demo.password);
    const [head, payload, signature] = token.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ sub: '1', sid: 'x' })).toString('base64url')}.${signature}`;
    expect((await t.get('/api/web-settings', tampered)).status).toBe(401);
    expect((await t.get('/api/web-settings', `${head}.${payload}.`)).status).toBe(401);
    const verification = await verifiedToken('email=mixup@domus.example', 'mixup@domus.example');
    expect((await t.get('/api/web-settings', verification)).status).toBe(401);
    const basic = await t.app.inject({ url: '/api/web-settings', headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
    // A signed-out client sending "Bearer null" is a visitor.
    const nullToken = await t.app.inject({ url: '/api/web-settings', headers: { authorization: 'Bearer null' } });
    expect(nullToken.statusCode).toBe(200);
  });

  it('keep the signing key in the database, shared by every process', async () => {
    const [secret] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from app_secrets where name = 'jwt_hs256'`,
    );
    expect(secret!.n).toBe(1);
  });

  it('are needed by `always` calls (401 with the sign-in text)', async () => {
    const { status, body } = await t.get('/api/get_notification_list');
    expect(status).toBe(401);
    expect(body).toEqual({
      error: true,
      code: 'unauthorized',
      key: 'unauthorized',
      message: 'You have not logged in. Please log in first.',
    });
  });
});

describe('web-settings with a token', () => {
  it('adds verification_status, is_active, is_premium and the subscription', async () => {
    const token = await t.signIn(demo.email, demo.password);
    const { body } = await t.get('/api/web-settings', token);
    expect(body.data).toMatchObject({
      verification_status: 'initial',
      is_active: true,
      is_premium: false,
      subscription: null,
    });
    expect(body.data).not.toHaveProperty('firebase');
  });

  it('shows the active package as the subscription', async () => {
    const [user] = await t.db.query<{ id: number }>('select id from users where email = $1', [demo.email]);
    await t.db.query(
      `insert into user_packages (user_id, package_id, start_date, end_date) values ($1, 2, now() - interval '1 day', now() + interval '29 days')`,
      [user!.id],
    );
    const { body } = await t.get('/api/web-settings', await t.signIn(demo.email, demo.password));
    expect(body.data.subscription).toMatchObject({ package_id: 2, name: 'Professional' });
    expect(body.data.is_premium).toBe(true);
    await t.db.query('delete from user_packages where user_id = $1', [user!.id]);
  });
});

describe('deactivated accounts', () => {
  it('get 401 accountDeactivated on sign-in and with an existing token, with the contact-the-admin text', async () => {
    const email = 'deactivated@domus.example';
    const created = await signup({
      logintype: 3,
      email,
      name: 'Soon Gone',
      password: 'secret1',
      verification_token: await verifiedToken(`email=${email}`, email),
    });
    const token = created.body.token;
    await t.db.query('update users set is_active = false where email = $1', [email]);
    const withToken = await t.get('/api/web-settings', token);
    expect(withToken.status).toBe(401);
    expect(withToken.body).toEqual({
      error: true,
      code: 'accountDeactivated',
      key: 'accountDeactivated',
      message: 'Your account has been deactivated. Please contact the admin.',
    });
    const signIn = await signup({ logintype: 3, email, password: 'secret1' });
    expect(signIn.status).toBe(401);
    expect(signIn.body.code).toBe('accountDeactivated');
    // A wrong password still says only that.
    expect((await signup({ logintype: 3, email, password: 'wrong-one' })).body.code).toBe('invalid-login-credentials');
  });
});
