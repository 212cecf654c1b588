import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { firebaseErrorCode, type FirebaseIdToken, type FirebaseTokenVerifier } from './firebase';

/** Stands in for firebase-admin: known tokens decode, others fail as firebase-admin fails. */
class FakeVerifier implements FirebaseTokenVerifier {
  readonly tokens = new Map<string, FirebaseIdToken>();
  readonly seen: string[] = [];

  async verifyIdToken(idToken: string) {
    this.seen.push(idToken);
    if (idToken === 'expired-token') throw Object.assign(new Error('expired'), { code: 'auth/id-token-expired' });
    if (idToken === 'disabled-token') throw Object.assign(new Error('disabled'), { code: 'auth/user-disabled' });
    const token = this.tokens.get(idToken);
    if (!token) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
    return token;
  }
}

const verifier = new FakeVerifier();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { FIREBASE_PROJECT_ID: 'domus-test', FIREBASE_API_KEY: 'public-web-key', FIREBASE_APP_ID: '1:2:web:3' },
    accountOverrides: { firebaseVerifier: verifier },
  });
});
afterAll(() => t.close());

const signup = (body: object) => t.post('/api/user_signup', body);

describe('Firebase sign-in', () => {
  it('creates a Google account from the verified token, ignoring the uid the client sends', async () => {
    verifier.tokens.set('google-token', {
      uid: 'firebase-uid-1',
      email: 'Grace@Gmail.com',
      email_verified: true,
      name: 'Grace Hopper',
      picture: 'https://lh3.googleusercontent.com/grace.jpg',
      firebase: { sign_in_provider: 'google.com' },
    });
    const { status, body } = await signup({ logintype: 0, id_token: 'google-token', auth_id: 'uid-of-someone-else' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ is_new_user: true });
    expect(body.data).toMatchObject({
      logintype: 0,
      email: 'grace@gmail.com',
      name: 'Grace Hopper',
      firebase_id: 'firebase-uid-1',
      profile: 'https://lh3.googleusercontent.com/grace.jpg',
    });
    expect(verifier.seen).toContain('google-token');
    const again = await signup({ logintype: 0, id_token: 'google-token' });
    expect(again.body).toMatchObject({ is_new_user: false, data: { id: body.data.id } });
    expect((await t.get('/api/web-settings', again.body.token)).status).toBe(200);
  });

  it('links a verified e-mail to the existing account', async () => {
    verifier.tokens.set('demo-token', {
      uid: 'firebase-uid-demo',
      email: seedAccounts.demo.email,
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    });
    const { body } = await signup({ logintype: 3, id_token: 'demo-token' });
    expect(body.data).toMatchObject({ email: seedAccounts.demo.email, firebase_id: 'firebase-uid-demo' });
    expect(body.is_new_user).toBe(false);
  });

  it('does not take an unverified e-mail from a token', async () => {
    verifier.tokens.set('unverified-token', {
      uid: 'firebase-uid-2',
      email: seedAccounts.admin.email,
      email_verified: false,
      phone_number: '+15550100999',
      firebase: { sign_in_provider: 'phone' },
    });
    const { body } = await signup({ logintype: 1, id_token: 'unverified-token' });
    expect(body.is_new_user).toBe(true);
    expect(body.data).toMatchObject({ email: '', mobile: '+15550100999', logintype: 1, role: 'user' });
  });

  it('maps Firebase failures to the sign-in codes', async () => {
    const expired = await signup({ logintype: 0, id_token: 'expired-token' });
    expect(expired).toMatchObject({ status: 401, body: { code: 'id-token-expired' } });
    const disabled = await signup({ logintype: 0, id_token: 'disabled-token' });
    expect(disabled).toMatchObject({
      status: 401,
      body: { code: 'user-disabled', message: 'User account has been disabled' },
    });
    const forged = await signup({ logintype: 0, id_token: 'forged' });
    expect(forged).toMatchObject({ status: 401, body: { code: 'invalid-id-token' } });
    expect(firebaseErrorCode({ code: 'auth/something-new' })).toBe('invalid-credential');
    expect(firebaseErrorCode(new Error('no code'))).toBe('invalid-credential');
  });

  it('asks for the ID token for Google sign-in', async () => {
    const { status, body } = await signup({ logintype: 0, auth_id: 'firebase-uid-1' });
    expect(status).toBe(400);
    expect(body.code).toBe('operation-not-allowed');
  });

  it('hands the public web configuration to browsers in web-settings', async () => {
    const { body } = await t.get('/api/web-settings');
    expect(body.data.firebase).toEqual({
      apiKey: 'public-web-key',
      authDomain: 'domus-test.firebaseapp.com',
      projectId: 'domus-test',
      appId: '1:2:web:3',
      messagingSenderId: '',
      storageBucket: '',
      vapidKey: '',
    });
  });

  it('keeps the built-in e-mail and password sign-in working beside it', async () => {
    expect(await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password)).toMatch(/^ey/);
  });
});
