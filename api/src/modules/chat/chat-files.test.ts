import fs from 'node:fs';
import path from 'node:path';
import { chatLimits, chatMessages } from '@domus/shared/contract';
import { migrationsDir } from '../../db/migrate';
import { seedAccounts } from '../../db/seed/accounts';
import { privateFilesDir } from '../../files/private-files';
import { recordPushes, testMp3, type Push } from '../../../test/chat-fixtures';
import { createTestUser, testPicture, type TestUser } from '../../../test/listing-fixtures';
import { brochurePdf } from '../../../test/pdf-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { ChatFileLinks, chatFileKeyName } from './file-links';

/*
 * Chat files are private: stored outside the public uploads, read through chat-file by the
 * conversation's two sides (and the desk, and moderators once it is reported) with the link a
 * reply gave them, which expires, or with their bearer token. Anyone else gets 404.
 */

let t: TestApp;
let pushes: Push[];
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let picture: Buffer;

type Part = string | { filename: string; content: Buffer; type?: string };
const send = async (from: TestUser, to: number, fields: Record<string, Part>) => {
  const reply = await t.post('/api/send_message', multipart({ receiver_id: String(to), ...fields }), from.token);
  expect(reply.body).toMatchObject({ error: false });
  return reply.body.data as { id: number; file: string; audio: string };
};
const sendPicture = (from: TestUser, to: TestUser) =>
  send(from, to.id, { file: { filename: 'kitchen.png', content: picture, type: 'image/png' } });

/** A GET of a URL a reply gave, as a browser's <img> or link sends it: no bearer token unless given. */
const open = (url: string, options: { token?: string; range?: string } = {}) => {
  const { pathname, search } = new URL(url);
  return t.app.inject({
    method: 'GET',
    url: pathname + search,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.range ? { range: options.range } : {}),
    },
  });
};
const withParam = (url: string, name: string, value: string) => {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed.toString();
};
const fileOf = (url: string) => new URL(url).searchParams.get('file')!;
const privatePath = (url: string) => path.join(privateFilesDir(t.config.dataDir), 'chat', fileOf(url));
const links = async () => new ChatFileLinks(await t.app.deps.accounts.secrets.key(chatFileKeyName), t.config.publicUrl);

beforeAll(async () => {
  t = await startTestApp();
  pushes = recordPushes(t);
  [alice, bob, carol] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
  picture = await testPicture(120, 90);
});
afterAll(() => t.close());

describe('a chat file', () => {
  it('is stored outside the public uploads, and /uploads/ has none', async () => {
    const { file } = await sendPicture(alice, bob);
    expect(file).toMatch(/^http:\/\/localhost:8080\/api\/chat-file\?message_id=\d+&file=[0-9a-f]{32}\.png&token=/);
    expect(fs.existsSync(privatePath(file))).toBe(true);
    expect(fs.existsSync(path.join(t.config.uploadsDir, 'chat'))).toBe(false);
    const guessed = await t.app.inject({ method: 'GET', url: `/uploads/chat/${fileOf(file)}` });
    expect(guessed.statusCode).toBe(404);
  });

  it('opens at its link without a bearer token, private, never cached, never sniffed', async () => {
    const { file } = await sendPicture(alice, bob);
    const reply = await open(file);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="kitchen.png"; filename*=UTF-8''kitchen.png`,
    });
    expect(reply.rawPayload.equals(fs.readFileSync(privatePath(file)))).toBe(true);
  });

  it('is downloaded when it is a PDF, under the name it was sent with', async () => {
    const pdf = Buffer.from(await (await brochurePdf(1)).save());
    const { file } = await send(alice, bob.id, { file: { filename: 'offre d’achat.pdf', content: pdf } });
    expect((await open(file)).headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="offre d_achat.pdf"; filename*=UTF-8''offre%20d%E2%80%99achat.pdf`,
    });
  });

  it('plays a voice note in ranges, as players ask', async () => {
    const { audio } = await send(alice, bob.id, { audio: { filename: 'note.mp3', content: testMp3(2) } });
    const whole = await open(audio);
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes' });
    const part = await open(audio, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true);
    expect((await open(audio, { range: 'bytes=999999-' })).statusCode).toBe(200);
  });

  it('has a link of its own for each reader, from replies and pushes alike', async () => {
    pushes.length = 0;
    const sent = await sendPicture(alice, bob);
    const [bobsCopy] = (await t.get(`/api/get_messages?user_id=${alice.id}`, bob.token)).body.data;
    expect(bobsCopy.id).toBe(sent.id);
    expect(bobsCopy.file).not.toBe(sent.file);
    expect(new URL(bobsCopy.file).searchParams.get('token')).toMatch(new RegExp(`^${bob.id}\\.`));
    const pushed = pushes.find((push) => push.to === bob.id && push.event === 'chat:message');
    expect(pushed?.payload).toMatchObject({ message: { file: bobsCopy.file } });
    for (const url of [sent.file, bobsCopy.file]) expect((await open(url)).statusCode).toBe(200);
  });

  it('refuses a link that was altered, made up or has expired, the same way for all', async () => {
    const sent = await sendPicture(alice, bob);
    const other = await sendPicture(alice, bob);
    const token = new URL(sent.file).searchParams.get('token')!;
    const [reader, expires, mac] = token.split('.') as [string, string, string];
    // A character inside the signature: the last one's low bits may be padding that decodes the same.
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    const expired = (await links()).url(sent.id, `chat/${fileOf(sent.file)}`, alice.id, Date.now() - 2 * 3600_000);
    for (const url of [
      withParam(sent.file, 'message_id', String(other.id)),
      withParam(sent.file, 'file', fileOf(other.file)),
      withParam(sent.file, 'token', `${carol.id}.${expires}.${mac}`),
      withParam(sent.file, 'token', `${reader}.${Number(expires) + 3600}.${mac}`),
      withParam(sent.file, 'token', `${reader}.${expires}.${flipped}`),
      withParam(sent.file, 'token', ''),
      withParam(sent.file, 'file', '../verification/0123456789abcdef0123456789abcdef.pdf'),
      expired,
    ]) {
      const reply = await open(url);
      expect({ url, status: reply.statusCode, body: reply.json() }).toEqual({
        url,
        status: 404,
        body: { error: true, message: chatMessages.fileNotFound, code: 'notFound', key: 'notFound' },
      });
    }
  });

  it('lives at least fileLinkSeconds and at most half as long again, and is the same URL within a half', async () => {
    const made = await links();
    const now = Date.UTC(2026, 10, 28, 12, 0, 0);
    const expiry = (at: number) =>
      Number(
        new URL(made.url(1, 'chat/0123456789abcdef0123456789abcdef.png', 7, at)).searchParams
          .get('token')!
          .split('.')[1],
      ) * 1000;
    const lifetime = chatLimits.fileLinkSeconds * 1000;
    for (const at of [now, now + 1, now + lifetime / 2 - 1]) {
      expect(expiry(at) - at).toBeGreaterThanOrEqual(lifetime);
      expect(expiry(at) - at).toBeLessThanOrEqual(lifetime * 1.5);
      expect(expiry(at)).toBe(expiry(now));
    }
  });

  it('is read with a bearer token by a side of the conversation only: 404 for another member and a visitor', async () => {
    const { file } = await sendPicture(alice, bob);
    const bare = withParam(file, 'token', '');
    expect((await open(bare, { token: bob.token })).statusCode).toBe(200);
    expect((await open(bare, { token: alice.token })).statusCode).toBe(200);
    expect((await open(bare, { token: carol.token })).statusCode).toBe(404);
    expect((await open(bare)).statusCode).toBe(404);
  });

  it('of a held message is withheld from its receiver until they show it', async () => {
    const stranger = await createTestUser(t);
    const held = await send(stranger, bob.id, {
      message: 'Call me on 050 123 4567',
      file: { filename: 'plan.png', content: picture, type: 'image/png' },
    });
    const [bobsCopy] = (await t.get(`/api/get_messages?user_id=${stranger.id}`, bob.token)).body.data;
    expect(bobsCopy).toMatchObject({ is_held: 1, file: '' });
    const bare = withParam(held.file, 'token', '');
    expect((await open(bare, { token: bob.token })).statusCode).toBe(404);
    const shown = await t.post('/api/reveal_chat_message', { message_id: held.id }, bob.token);
    expect((await open(shown.body.data.file)).statusCode).toBe(200);
    expect((await open(bare, { token: bob.token })).statusCode).toBe(200);
  });

  it('to or from the desk is read by the admins, at their own link or the desk’s pushed one', async () => {
    pushes.length = 0;
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    const sent = await send(alice, 0, { to_admin: '1', file: { filename: 'id.png', content: picture } });
    const pushed = pushes.find((push) => push.to === 'admins' && push.event === 'chat:message');
    const deskLink = (pushed?.payload as { message: { file: string } }).message.file;
    expect(new URL(deskLink).searchParams.get('token')).toMatch(/^0\./);
    expect((await open(deskLink)).statusCode).toBe(200);
    const [adminsCopy] = (await t.get(`/api/get_messages?user_id=${alice.id}`, admin)).body.data;
    expect(adminsCopy.id).toBe(sent.id);
    expect((await open(adminsCopy.file)).statusCode).toBe(200);
    expect((await open(withParam(sent.file, 'token', ''), { token: admin })).statusCode).toBe(200);
  });

  it('between members is read by an admin only once the conversation is reported', async () => {
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    const [dave, erin] = [await createTestUser(t), await createTestUser(t)];
    const { file } = await sendPicture(dave, erin);
    const bare = withParam(file, 'token', '');
    expect((await open(bare, { token: admin })).statusCode).toBe(404);
    const reported = await t.post('/api/report_chat', { user_id: dave.id, reason: 'scam' }, erin.token);
    expect(reported.body).toMatchObject({ error: false });
    expect((await open(bare, { token: admin })).statusCode).toBe(200);
  });

  it('dies with its reader’s access: a deactivated account’s link opens nothing', async () => {
    const frank = await createTestUser(t);
    const { file } = await sendPicture(frank, bob);
    expect((await open(file)).statusCode).toBe(200);
    await t.db.query('update users set is_active = false where id = $1', [frank.id]);
    expect((await open(file)).statusCode).toBe(404);
  });

  it('goes with its message, and its link with it', async () => {
    const sent = await sendPicture(alice, bob);
    expect((await t.post('/api/delete_chat_message', { message_id: sent.id }, alice.token)).status).toBe(200);
    expect(fs.existsSync(privatePath(sent.file))).toBe(false);
    expect((await open(sent.file)).statusCode).toBe(404);
  });

  it('goes with the account of either side', async () => {
    const [gina, hugo] = [await createTestUser(t), await createTestUser(t)];
    const mine = await sendPicture(gina, hugo);
    const theirs = await send(hugo, gina.id, { audio: { filename: 'note.mp3', content: testMp3(1) } });
    const kept = await sendPicture(hugo, alice);
    expect((await t.post('/api/delete_user', {}, gina.token)).status).toBe(200);
    expect([mine.file, theirs.audio, kept.file].map((url) => fs.existsSync(privatePath(url)))).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('an upgraded site', () => {
  it('keeps working keys: migration 035 turns the bucket URLs of chat files into their keys', async () => {
    const key = 'chat/0123456789abcdef0123456789abcdef.png';
    const voice = 'chat/fedcba9876543210fedcba9876543210.webm';
    const [row] = await t.db.query<{ id: number }>(
      `insert into chat_messages (sender_id, receiver_id, file, file_kind, file_name, audio)
       values ($1, $2, $3, 'image', 'a.png', $4) returning id`,
      [alice.id, bob.id, `https://bucket.example/domus/${key}`, `https://cdn.example/${voice}`],
    );
    await t.db.exec(fs.readFileSync(path.join(migrationsDir, '035_private_chat_files.sql'), 'utf8'));
    const [stored] = await t.db.query<{ file: string; audio: string }>(
      'select file, audio from chat_messages where id = $1',
      [row!.id],
    );
    expect(stored).toEqual({ file: key, audio: voice });
  });
});
