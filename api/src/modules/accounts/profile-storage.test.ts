import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FirebaseIdToken } from '../../adapters/identity/firebase';
import { createTestUser, testPicture } from '../../../test/listing-fixtures';
import { startS3Server, type TestS3 } from '../../../test/s3-server';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

/** Profile pictures with S3_BUCKET set: in the bucket every API process reads, as listing photos are. */
let s3: TestS3;
let t: TestApp;
/** Stands in for firebase-admin: the tokens it knows decode to these. */
const firebaseTokens = new Map<string, FirebaseIdToken>();
beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({
    env: { ...s3.env, FIREBASE_PROJECT_ID: 'domus-test' },
    accountOverrides: {
      firebaseVerifier: {
        verifyIdToken: async (token) => {
          const decoded = firebaseTokens.get(token);
          if (!decoded) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
          return decoded;
        },
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const setPicture = async (token: string, content: Buffer) => {
  const reply = await t.post('/api/update_profile', multipart({ profile: { filename: 'me.png', content } }), token);
  expect(reply.status).toBe(200);
  return reply.body.data.profile as string;
};
const storedProfile = async (id: number) =>
  (await t.db.query<{ profile: string }>('select profile from users where id = $1', [id]))[0]?.profile;
const localProfiles = () => fs.existsSync(path.join(t.config.uploadsDir, 'profiles'));

describe('profile pictures in S3-compatible storage', () => {
  it('are put in the bucket and kept as their absolute URL, readable there, nothing in DATA_DIR/uploads', async () => {
    const member = await createTestUser(t);

    const url = await setPicture(member.token, await testPicture(300, 200));

    expect(url).toMatch(new RegExp(`^${s3.bucketUrl}/profiles/[0-9a-f]{32}\\.png$`));
    expect(await storedProfile(member.id)).toBe(url);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(localProfiles()).toBe(false);
  });

  it('leave the bucket when replaced, removed, or their account is deleted', async () => {
    const member = await createTestUser(t);
    const first = await setPicture(member.token, await testPicture(200, 200));
    const second = await setPicture(member.token, await testPicture(220, 220));
    expect(await s3.holds(first)).toBe(false);
    expect(await s3.holds(second)).toBe(true);

    const removed = await t.post('/api/update_profile', { remove_profile: '1' }, member.token);
    expect(removed.body.data.profile).toBe('');
    expect(await s3.holds(second)).toBe(false);

    const third = await setPicture(member.token, await testPicture(240, 240));
    expect(await s3.holds(third)).toBe(true);
    expect((await t.post('/api/delete_user', {}, member.token)).status).toBe(200);
    expect(await s3.holds(third)).toBe(false);
  });

  it('are never another account’s file: an identity provider’s picture URL that names one is not kept', async () => {
    const owner = await createTestUser(t);
    const ownersPicture = await setPicture(owner.token, await testPicture(200, 200));
    // A Google account whose photo URL its holder pointed at the owner's picture.
    firebaseTokens.set('thief-token', {
      uid: 'firebase-thief',
      email: 'picture.thief@gmail.com',
      email_verified: true,
      picture: ownersPicture,
      firebase: { sign_in_provider: 'google.com' },
    });

    const registered = await t.post('/api/user_signup', { logintype: 0, id_token: 'thief-token' });

    expect(registered.status).toBe(200);
    expect(registered.body.data.profile).toBe('');
    await t.post('/api/update_profile', { remove_profile: '1' }, registered.body.token);
    await setPicture(registered.body.token, await testPicture(200, 200));
    expect(await s3.holds(ownersPicture)).toBe(true);
    expect(await storedProfile(owner.id)).toBe(ownersPicture);
  });
});
