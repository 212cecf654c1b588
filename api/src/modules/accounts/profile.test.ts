import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Outbox } from '../../adapters/messaging/outbox';
import { seedAccounts } from '../../db/seed/accounts';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signup = (body: object) => t.post('/api/user_signup', body);

/** A fresh e-mail account (verified by code) and its token. */
async function newAccount(email: string, password = 'secret1') {
  await t.get(`/api/get-otp?email=${email}`);
  const verified = await t.get(`/api/verify-otp?email=${email}&otp=${await t.latestCode(email)}`);
  const created = await signup({
    logintype: 3,
    email,
    name: 'Test Person',
    password,
    verification_token: verified.body.data.verification_token,
  });
  expect(created.status).toBe(200);
  return { token: created.body.token as string, id: created.body.data.id as number };
}

/** verify-otp's token for an address, as a person gets it from the code sent there. */
async function proofFor(address: { email: string } | { number: string }) {
  const [key, value] = Object.entries(address)[0]!;
  const to = key === 'number' ? `+${value.replace(/\D/g, '')}` : value;
  // Past the resend countdown of an earlier code to the same address.
  await t.db.query(`update otp_codes set sent_at = sent_at - interval '2 minutes' where target = $1`, [to]);
  await t.get(`/api/get-otp?${key}=${encodeURIComponent(value)}`);
  const verified = await t.get(`/api/verify-otp?${key}=${encodeURIComponent(value)}&otp=${await t.latestCode(to)}`);
  expect(verified.status).toBe(200);
  return verified.body.data.verification_token as string;
}

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#4a7' } }).withExif({
    IFD0: { Copyright: 'secret-camera-owner', Artist: 'Someone' },
  });
  return (format === 'png' ? image.png() : format === 'gif' ? image.gif() : image.jpeg()).toBuffer();
};

const profileFiles = () => {
  const dir = path.join(t.config.uploadsDir, 'profiles');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const userRow = async (id: number) =>
  (
    await t.db.query<Record<string, unknown>>(
      'select name, email, mobile, profile, fcm_id, about_me, city, role, latitude, notification from users where id = $1',
      [id],
    )
  )[0]!;

describe('update_profile', () => {
  it('changes every field sent, and only those', async () => {
    const { token } = await newAccount('profile.fields@domus.example');
    const { status, body } = await t.post(
      '/api/update_profile',
      multipart({
        name: 'Ada Lovelace',
        mobile: '+44 20 7946 0000',
        mobile_verification_token: await proofFor({ number: '+44 20 7946 0000' }),
        address: '1 Analytical Row',
        about_me: 'Engines',
        facebook_id: 'ada.fb',
        twiiter_id: 'ada_tw',
        instagram_id: 'ada.ig',
        youtube_id: 'ada.yt',
        city: 'London',
        state: 'England',
        country: 'United Kingdom',
        latitude: '51.5',
        longitude: '-0.12',
        notification: '0',
        fcm_id: 'fcm-1',
      }),
      token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Ada Lovelace',
      mobile: '+44 20 7946 0000',
      address: '1 Analytical Row',
      about_me: 'Engines',
      facebook_id: 'ada.fb',
      twiiter_id: 'ada_tw',
      instagram_id: 'ada.ig',
      youtube_id: 'ada.yt',
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
      latitude: 51.5,
      longitude: -0.12,
      notification: 0,
      fcm_id: 'fcm-1',
      email: 'profile.fields@domus.example',
    });
    const partial = await t.post('/api/update_profile', { about_me: 'Only this' }, token);
    expect(partial.body.data).toMatchObject({ about_me: 'Only this', name: 'Ada Lovelace', city: 'London' });
  });

  it('ignores ids and roles in the body: a user only changes themselves', async () => {
    const { token, id } = await newAccount('profile.self@domus.example');
    const before = await userRow(1);
    const { body } = await t.post(
      '/api/update_profile',
      { userid: '1', id: '1', role: 'admin', name: 'Changed Myself' },
      token,
    );
    expect(body.data).toMatchObject({ id, name: 'Changed Myself', role: 'user' });
    expect(await userRow(1)).toEqual(before);
    expect((await userRow(id)).role).toBe('user');
  });

  it('refuses a bad e-mail, an e-mail in use and a bad phone number, changing nothing', async () => {
    const { token, id } = await newAccount('profile.refusals@domus.example');
    const before = await userRow(id);
    expect((await t.post('/api/update_profile', { email: 'nope', name: 'X' }, token)).body.code).toBe('invalid-email');
    // Without the code sent to it, a taken address is refused as a free one is: nobody learns it is taken.
    const free = await t.post('/api/update_profile', { email: 'nobody.yet@domus.example', name: 'X' }, token);
    const takenUnproved = await t.post('/api/update_profile', { email: seedAccounts.demo.email, name: 'X' }, token);
    expect(takenUnproved.status).toBe(free.status);
    expect(takenUnproved.body).toEqual(free.body);
    // Whoever holds the address may learn it.
    const taken = await t.post(
      '/api/update_profile',
      { email: seedAccounts.demo.email, email_verification_token: await proofFor({ email: seedAccounts.demo.email }) },
      token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email-already-in-use', message: 'Email already in use.' });
    expect((await t.post('/api/update_profile', { mobile: 'call me', name: 'X' }, token)).body.code).toBe(
      'invalid-phone-number',
    );
    expect((await t.post('/api/update_profile', { latitude: '123' }, token)).status).toBe(400);
    expect(await userRow(id)).toEqual(before);
  });

  it('stores a JPEG profile picture re-encoded, without its EXIF, under a generated name', async () => {
    const { token, id } = await newAccount('profile.picture@domus.example');
    const original = await picture(300, 200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await t.post(
      '/api/update_profile',
      multipart({ name: 'Pictured', profile: { filename: '../../evil.jpg', content: original, type: 'image/jpeg' } }),
      token,
    );
    expect(status).toBe(200);
    expect(body.data.profile).toMatch(/^http:\/\/localhost:8080\/uploads\/profiles\/[0-9a-f]{32}\.jpg$/);
    const stored = path.join(t.config.uploadsDir, body.data.profile.replace('http://localhost:8080/uploads/', ''));
    const meta = await sharp(fs.readFileSync(stored)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(stored).includes('secret-camera-owner')).toBe(false);
    // Served from /uploads.
    const served = await t.app.inject({ url: body.data.profile });
    expect(served.statusCode).toBe(200);

    // A new picture replaces the old file.
    const next = await t.post(
      '/api/update_profile',
      multipart({ profile: { filename: 'b.png', content: await picture(150, 150, 'png') } }),
      token,
    );
    expect(next.body.data.profile).toMatch(/\.png$/);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await userRow(id)).profile).toBe(next.body.data.profile.replace('http://localhost:8080/uploads/', ''));
  });

  it('refuses a picture that is not JPEG or PNG, too small or too large, saving nothing', async () => {
    const { token, id } = await newAccount('profile.badpicture@domus.example');
    const before = await userRow(id);
    const filesBefore = profileFiles();
    const send = (content: Buffer, filename = 'p.jpg') =>
      t.post('/api/update_profile', multipart({ name: 'Should Not Stick', profile: { filename, content } }), token);

    const gif = await send(await picture(200, 200, 'gif'), 'p.gif');
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('The profile picture must be a JPEG or PNG image.');
    // A text file named .jpg is judged by its content.
    expect((await send(Buffer.from('hello, not a picture'))).status).toBe(415);
    const small = await send(await picture(119, 300));
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('The profile picture must be at least 120x120 pixels.');
    const huge = Buffer.concat([await picture(200, 200), Buffer.alloc(6 * 1024 * 1024)]);
    const large = await send(huge);
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('payloadTooLarge');
    // Broken JPEG: right magic bytes, no picture.
    expect((await send(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500)]))).status).toBe(415);

    expect(await userRow(id)).toEqual(before);
    expect(profileFiles()).toEqual(filesBefore);
  });

  it('removes the picture on request', async () => {
    const { token } = await newAccount('profile.remove@domus.example');
    const set = await t.post(
      '/api/update_profile',
      multipart({ profile: { filename: 'a.png', content: await picture(130, 130, 'png') } }),
      token,
    );
    const file = path.join(t.config.uploadsDir, set.body.data.profile.replace('http://localhost:8080/uploads/', ''));
    const removed = await t.post('/api/update_profile', { remove_profile: '1' }, token);
    expect(removed.body.data.profile).toBe('');
    expect(fs.existsSync(file)).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await t.post('/api/update_profile', { name: 'Visitor' })).status).toBe(401);
  });
});

describe('changing the e-mail address or phone number', () => {
  const emailOf = async (id: number) => (await userRow(id)).email;

  it('refuses a new e-mail without the code sent to it; its owner later registers an account of their own', async () => {
    const attacker = await newAccount('takeover.attacker@domus.example', 'attacker1');
    const before = await userRow(attacker.id);
    const refused = await t.post('/api/update_profile', { email: 'takeover.victim@domus.example' }, attacker.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'missing-verification-id',
      message: 'Confirm the new email address with the code we send to it before it replaces the old one.',
    });
    expect(await userRow(attacker.id)).toEqual(before);
    // The real owner registers: a new account, not the attacker's.
    const victim = await newAccount('takeover.victim@domus.example', 'victim1');
    expect(victim.id).not.toBe(attacker.id);
    expect(await emailOf(attacker.id)).toBe('takeover.attacker@domus.example');
    const attackerWithVictimAddress = await signup({
      logintype: 3,
      email: 'takeover.victim@domus.example',
      password: 'attacker1',
    });
    expect(attackerWithVictimAddress.body.code).toBe('invalid-login-credentials');
  });

  it('refuses a confirmation meant for another address, and spends a good one once', async () => {
    const { token, id } = await newAccount('mover@domus.example');
    const elsewhere = await proofFor({ email: 'mover.elsewhere@domus.example' });
    const wrong = await t.post(
      '/api/update_profile',
      { email: 'mover.new@domus.example', email_verification_token: elsewhere, name: 'Moved' },
      token,
    );
    expect(wrong.body).toMatchObject({
      code: 'invalid-verification-id',
      message: 'This confirmation is for another email address.',
    });
    expect(await userRow(id)).toMatchObject({ email: 'mover@domus.example', name: 'Test Person' });
    const proof = await proofFor({ email: 'mover.new@domus.example' });
    const moved = await t.post(
      '/api/update_profile',
      { email: 'Mover.New@domus.example', email_verification_token: proof, name: 'Moved' },
      token,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ email: 'mover.new@domus.example', name: 'Moved' });
    expect(await signup({ logintype: 3, email: 'mover.new@domus.example', password: 'secret1' })).toMatchObject({
      status: 200,
    });
    // Spent: it cannot move the address again, nor sign anyone in.
    const again = await t.post(
      '/api/update_profile',
      { email: 'mover@domus.example', email_verification_token: proof },
      token,
    );
    expect(again.body.code).toBe('invalid-verification-id');
    const reused = await signup({ logintype: 3, email: 'mover.new@domus.example', verification_token: proof });
    expect(reused.body.code).toBe('invalid-verification-id');
  });

  it('refuses a new phone number without its code; a number typed into a profile never receives phone sign-ins', async () => {
    const attacker = await newAccount('phone.attacker@domus.example');
    const refused = await t.post('/api/update_profile', { mobile: '+1 555 0199' }, attacker.token);
    expect(refused.body).toMatchObject({
      code: 'missing-verification-id',
      message: 'Confirm the new phone number with the code we send to it before it replaces the old one.',
    });
    expect((await userRow(attacker.id)).mobile).toBe('');
    // A number given at registration is a contact detail, not a way in.
    await t.get('/api/get-otp?email=phone.registrant@domus.example');
    const registrant = await signup({
      logintype: 3,
      email: 'phone.registrant@domus.example',
      name: 'Registrant',
      password: 'secret1',
      mobile: '+1 555 0199',
      verification_token: (
        await t.get(
          `/api/verify-otp?email=phone.registrant@domus.example&otp=${await t.latestCode('phone.registrant@domus.example')}`,
        )
      ).body.data.verification_token,
    });
    expect(registrant.body.data.mobile).toBe('+1 555 0199');
    const owner = await signup({
      logintype: 1,
      mobile: '+1 555 0199',
      verification_token: await proofFor({ number: '+1 555 0199' }),
    });
    expect(owner.body).toMatchObject({ error: false });
    expect(owner.body.is_new_user).toBe(true);
    expect(owner.body.data.id).not.toBe(registrant.body.data.id);
    // Now the number is proven by its owner: nobody else may claim it.
    const claimed = await t.post(
      '/api/update_profile',
      { mobile: '+1 555 0199', mobile_verification_token: await proofFor({ number: '+15550199' }) },
      attacker.token,
    );
    expect(claimed.status).toBe(409);
  });

  it('user-register refuses a new e-mail without its code, changing nothing', async () => {
    const { token, id } = await newAccount('register.mover@domus.example');
    const before = await userRow(id);
    const refused = await t.post(
      '/api/user-register',
      { name: 'R', email: 'register.elsewhere@domus.example', mobile: '', password: 'secret2', re_password: 'secret2' },
      token,
    );
    expect(refused.body.code).toBe('missing-verification-id');
    expect(await userRow(id)).toEqual(before);
    expect((await signup({ logintype: 3, email: 'register.mover@domus.example', password: 'secret1' })).status).toBe(
      200,
    );
  });
});

describe('user-register', () => {
  it('sets name, e-mail, mobile and password; ends other sessions and returns a fresh token', async () => {
    const { token } = await newAccount('register.me@domus.example');
    const otherDevice = await t.signIn('register.me@domus.example', 'secret1');
    const { status, body } = await t.post(
      '/api/user-register',
      {
        name: 'Registered',
        email: 'register.me@domus.example',
        mobile: '+1 555 0142',
        mobile_verification_token: await proofFor({ number: '+1 555 0142' }),
        password: 'newpass1',
        re_password: 'newpass1',
      },
      token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Registered', mobile: '+1 555 0142' });
    expect((await t.get('/api/get_notification_list', otherDevice)).status).toBe(401);
    expect((await t.get('/api/get_notification_list', token)).status).toBe(401);
    expect((await t.get('/api/get_notification_list', body.token)).status).toBe(200);
    expect((await signup({ logintype: 3, email: 'register.me@domus.example', password: 'newpass1' })).status).toBe(200);
  });

  it('refuses mismatched and short passwords with their texts', async () => {
    const { token } = await newAccount('register.refusals@domus.example');
    const base = { name: 'R', email: 'register.refusals@domus.example', mobile: '' };
    const mismatch = await t.post(
      '/api/user-register',
      { ...base, password: 'secret1', re_password: 'secret2' },
      token,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'passwords-do-not-match', message: 'Passwords do not match' });
    const short = await t.post('/api/user-register', { ...base, password: 'abc', re_password: 'abc' }, token);
    expect(short.body).toMatchObject({ code: 'weak-password', message: 'Password must be at least 6 characters.' });
    const taken = await t.post(
      '/api/user-register',
      { ...base, email: seedAccounts.admin.email, password: 'secret1', re_password: 'secret1' },
      token,
    );
    // Taken or not, an address is first proved by its holder.
    expect(taken.body.code).toBe('missing-verification-id');
    // Still the old password.
    expect((await signup({ logintype: 3, email: base.email, password: 'secret1' })).status).toBe(200);
  });
});

describe('forgot-password and reset-password', () => {
  it('e-mails a code and sets the new password with it, ending every session', async () => {
    const email = 'forgetful@domus.example';
    const { token } = await newAccount(email, 'oldpass1');
    const sent = await t.get(`/api/forgot-password?email=${email}`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.channel).toBe('email');
    const code = await t.latestCode(email);

    const mismatch = await t.post('/api/reset-password', {
      email,
      otp: code,
      password: 'newpass1',
      re_password: 'other1',
    });
    expect(mismatch.body.message).toBe('Passwords do not match');
    const wrong = await t.post('/api/reset-password', {
      email,
      otp: code === '123456' ? '654321' : '123456',
      password: 'newpass1',
      re_password: 'newpass1',
    });
    expect(wrong.body.code).toBe('invalid-verification-code');

    const reset = await t.post('/api/reset-password', {
      email,
      otp: code,
      password: 'newpass1',
      re_password: 'newpass1',
    });
    expect(reset.status).toBe(200);
    expect((await t.get('/api/get_notification_list', token)).status).toBe(401);
    expect((await signup({ logintype: 3, email, password: 'oldpass1' })).body.code).toBe('invalid-login-credentials');
    expect((await signup({ logintype: 3, email, password: 'newpass1' })).status).toBe(200);
    // The code is spent.
    const again = await t.post('/api/reset-password', {
      email,
      otp: code,
      password: 'newpass2',
      re_password: 'newpass2',
    });
    expect(again.status).toBe(400);
  });

  it('answers an unknown e-mail as a known one, and tells that address it has no account', async () => {
    const known = await t.get(`/api/forgot-password?email=${seedAccounts.demo.email}`);
    const unknown = await t.get('/api/forgot-password?email=ghost@domus.example');
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.data)).toEqual(Object.keys(known.body.data));
    expect(unknown.body.message).toBe(known.body.message);
    const [note] = await new Outbox(t.config.mailCatcher!.outboxDir).list({ to: 'ghost@domus.example' });
    expect(note?.text).toMatch(/no account uses it/);
    expect(note?.text).not.toMatch(/\d{6}/);
    // A reset for it fails as a wrong code does for a known address.
    const wrongCode = { otp: '123456', password: 'newpass1', re_password: 'newpass1' };
    const reset = await t.post('/api/reset-password', { email: 'ghost@domus.example', ...wrongCode });
    const knownReset = await t.post('/api/reset-password', { email: seedAccounts.demo.email, ...wrongCode });
    expect(reset.status).toBe(knownReset.status);
    expect(reset.body.code).toBe(knownReset.body.code);
  });

  it('does not accept a sign-in code as a reset code', async () => {
    const email = 'crossed@domus.example';
    await newAccount(email);
    await t.db.query(`update otp_codes set sent_at = now() - interval '2 minutes' where target = $1`, [email]);
    await t.get(`/api/get-otp?email=${email}`);
    const signInCode = await t.latestCode(email);
    const { status } = await t.post('/api/reset-password', {
      email,
      otp: signInCode,
      password: 'newpass1',
      re_password: 'newpass1',
    });
    expect(status).toBe(400);
  });
});

describe('before-logout and update-fcm-token', () => {
  it('stores the push token, and logout clears it and ends only this session', async () => {
    const { token, id } = await newAccount('pushy@domus.example');
    const other = await t.signIn('pushy@domus.example', 'secret1');
    const stored = await t.post('/api/update-fcm-token', { fcm_id: 'token-abc' }, token);
    expect(stored.body.data).toEqual({ fcm_id: 'token-abc' });
    expect((await userRow(id)).fcm_id).toBe('token-abc');
    expect((await t.post('/api/before-logout', { fcm_id: 'token-abc' }, token)).status).toBe(200);
    expect((await userRow(id)).fcm_id).toBe('');
    expect((await t.post('/api/update-fcm-token', { fcm_id: 'x' }, token)).status).toBe(401);
    expect((await t.get('/api/get_notification_list', other)).status).toBe(200);
  });
});

describe('delete_user', () => {
  it('deletes the caller’s own account only, whatever userid says; the user cannot sign in again', async () => {
    const { token, id } = await newAccount('leaving@domus.example');
    await t.post(
      '/api/update_profile',
      multipart({ profile: { filename: 'a.png', content: await picture(130, 130, 'png') } }),
      token,
    );
    const picturePath = (await userRow(id)).profile as string;
    const { status } = await t.post('/api/delete_user', { userid: '2' }, token);
    expect(status).toBe(200);
    expect(await t.db.query('select id from users where id = $1', [id])).toEqual([]);
    expect(await t.db.query('select id from users where id = 2')).toHaveLength(1);
    expect(fs.existsSync(path.join(t.config.uploadsDir, picturePath))).toBe(false);
    expect((await t.get('/api/web-settings', token)).status).toBe(401);
    const again = await signup({ logintype: 3, email: 'leaving@domus.example', password: 'secret1' });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('invalid-login-credentials');
  });
});

describe('demo mode', () => {
  afterEach(() => t.db.query(`delete from settings where key = 'demo_mode'`));
  const demoOn = () =>
    t.db.query(
      `insert into settings (key, value) values ('demo_mode', '"1"') on conflict (key) do update set value = '"1"'`,
    );

  it('refuses account deletion with a clear text', async () => {
    const { token, id } = await newAccount('demo.delete@domus.example');
    await demoOn();
    const { status, body } = await t.post('/api/delete_user', {}, token);
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'forbidden', message: 'This action is not allowed in demo mode.' });
    expect(await t.db.query('select id from users where id = $1', [id])).toHaveLength(1);
  });

  it('refuses changing the demo accounts’ e-mail or password, but allows other profile fields', async () => {
    const token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
    await demoOn();
    expect((await t.post('/api/update_profile', { email: 'changed@domus.example' }, token)).status).toBe(403);
    const register = await t.post(
      '/api/user-register',
      { name: 'Demo', email: seedAccounts.demo.email, password: 'hijack1', re_password: 'hijack1' },
      token,
    );
    expect(register.status).toBe(403);
    expect((await t.get(`/api/forgot-password?email=${seedAccounts.demo.email}`)).status).toBe(403);
    expect((await t.post('/api/update_profile', { about_me: 'Still editable' }, token)).status).toBe(200);
    expect(await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password)).toBeTruthy();
  });
});
