import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { chatLimits, chatMessages } from '@domus/shared/contract';
import { privateFilesDir } from '../../files/private-files';
import { recordPushes, testMp3, testOggOpus, testWebm, type Push } from '../../../test/chat-fixtures';
import { createTestUser, testPdf, testPicture, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let pushes: Push[];
let alice: TestUser;
let bob: TestUser;

type Part = string | { filename: string; content: Buffer; type?: string };
const send = (from: TestUser, fields: Record<string, Part>) =>
  t.post('/api/send_message', multipart(fields), from.token);
const toBob = (fields: Record<string, Part>) => send(alice, { receiver_id: String(bob.id), ...fields });

/** The chat files stored (private: DATA_DIR/private/chat). */
const chatFiles = () => {
  const folder = path.join(privateFilesDir(t.config.dataDir), 'chat');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};
/** Where the file of a chat-file URL is stored. */
const storedPath = (url: string) =>
  path.join(privateFilesDir(t.config.dataDir), 'chat', new URL(url).searchParams.get('file')!);
const messageCount = async (senderId: number) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from chat_messages where sender_id = $1', [senderId]))[0]!
    .n;

beforeAll(async () => {
  t = await startTestApp();
  pushes = recordPushes(t);
  [alice, bob] = [await createTestUser(t), await createTestUser(t)];
});
afterAll(() => t.close());

describe('send_message', () => {
  it('sends text, stores it, notifies the receiver and pushes to both sides', async () => {
    pushes.length = 0;
    const reply = await toBob({ message: '  Is the flat still available?  ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ error: false, message: chatMessages.messageSent });
    const message = reply.body.data;
    expect(message).toMatchObject({
      sender_id: alice.id,
      receiver_id: bob.id,
      property_id: 0,
      message: 'Is the flat still available?',
      chat_message_type: 'text',
      is_read: false,
    });
    const [{ name }] = await t.db.query<{ name: string }>('select name from users where id = $1', [alice.id]);
    const [notice] = await t.db.query<{ title: string; message: string; type: string }>(
      'select title, message, type from notifications where user_id = $1',
      [bob.id],
    );
    expect(notice).toEqual({
      title: `New message from ${name}`,
      message: 'Is the flat still available?',
      type: 'chat_message',
    });
    expect(pushes.filter((push) => push.event === 'chat:message')).toEqual([
      { to: alice.id, event: 'chat:message', payload: { chat: { user_id: bob.id, property_id: 0 }, message } },
      { to: bob.id, event: 'chat:message', payload: { chat: { user_id: alice.id, property_id: 0 }, message } },
    ]);
    expect(pushes.some((push) => push.to === bob.id && push.event === 'notification')).toBe(true);
  });

  it('keeps one unread notice per conversation however many messages arrive', async () => {
    await toBob({ message: 'one more' });
    await toBob({ message: 'and another' });
    const notices = await t.db.query<{ message: string }>('select message from notifications where user_id = $1', [
      bob.id,
    ]);
    expect(notices).toEqual([{ message: 'and another' }]);
  });

  it('accepts a PNG, JPEG or WebP picture by its content and stores it re-encoded without EXIF or GPS', async () => {
    const tagged = await sharp(await testPicture(300, 200, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Alice', ImageDescription: 'home' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const reply = await toBob({
      message: 'the kitchen',
      file: { filename: 'kitchen.jpg', content: tagged, type: 'image/jpeg' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      chat_message_type: 'file_and_text',
      file_kind: 'image',
      file_name: 'kitchen.jpg',
      file: expect.stringMatching(/\/api\/chat-file\?message_id=\d+&file=[0-9a-f]{32}\.jpg&token=/),
    });
    const stored = await sharp(storedPath(reply.body.data.file)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();

    const webp = await sharp(await testPicture(64, 64))
      .webp()
      .toBuffer();
    const asWebp = await toBob({ file: { filename: 'tiny.webp', content: webp, type: 'image/webp' } });
    expect(asWebp.body.data).toMatchObject({ chat_message_type: 'file', file: expect.stringMatching(/\.webp&token=/) });
  });

  it('judges a file by its bytes: a PNG named .pdf is a picture, a text named .pdf is refused', async () => {
    const png = await toBob({
      file: { filename: 'report.pdf', content: await testPicture(50, 50), type: 'application/pdf' },
    });
    expect(png.status).toBe(200);
    expect(png.body.data).toMatchObject({ file_kind: 'image', file: expect.stringMatching(/\.png&token=/) });

    const before = chatFiles();
    const text = await toBob({
      file: { filename: 'report.pdf', content: Buffer.from('not a pdf'), type: 'application/pdf' },
    });
    expect(text).toMatchObject({ status: 415, body: { error: true, message: chatMessages.fileType } });
    expect(chatFiles()).toEqual(before);
  });

  it('accepts a PDF, stores it rewritten as a plain PDF and keeps its name (without any folder)', async () => {
    const reply = await toBob({ file: { filename: 'C:\\docs\\lease.pdf', content: testPdf, type: 'application/pdf' } });
    expect(reply.body.data).toMatchObject({ chat_message_type: 'file', file_kind: 'pdf', file_name: 'lease.pdf' });
    const stored = fs.readFileSync(storedPath(reply.body.data.file));
    // What was stored is pdf-cleaning.ts's rewrite (pdf-uploads.test.ts), never the bytes as sent.
    expect(stored.equals(testPdf)).toBe(false);
    expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.each([
    ['MP3', testMp3(3), 'note.mp3', /\.mp3&token=/],
    ['Ogg Opus', testOggOpus(3), 'note.ogg', /\.ogg&token=/],
    ['WebM as browsers record it', testWebm(4), 'note.webm', /\.webm&token=/],
  ])('accepts a %s voice note and reads its duration', async (_kind, content, filename, extension) => {
    const reply = await toBob({ message: 'listen', audio: { filename, content, type: 'application/octet-stream' } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      chat_message_type: 'audio',
      audio: expect.stringMatching(extension),
      audio_seconds: expect.closeTo(filename === 'note.webm' ? 4 : 3, 0),
      file: '',
    });
  });

  it('refuses audio that is not audio, whatever it claims, and stores nothing', async () => {
    const before = chatFiles();
    const count = await messageCount(alice.id);
    for (const audio of [
      { filename: 'note.webm', content: Buffer.from('hello, I am text'), type: 'audio/webm' },
      { filename: 'note.mp3', content: await testPicture(40, 40), type: 'audio/mpeg' },
      // Ogg's magic with nothing after it
      { filename: 'note.ogg', content: Buffer.from('OggS\0\0\0\0'), type: 'audio/ogg' },
    ]) {
      expect(await toBob({ audio })).toMatchObject({ status: 415, body: { message: chatMessages.audioType } });
    }
    expect(chatFiles()).toEqual(before);
    expect(await messageCount(alice.id)).toBe(count);
  });

  it('refuses text where a file goes and two files where one goes, naming the field, storing nothing', async () => {
    const before = chatFiles();
    const count = await messageCount(alice.id);
    expect(await toBob({ message: 'Hi', file: 'https://elsewhere.example/a.pdf' })).toMatchObject({
      status: 400,
      body: { message: 'file: must be sent as a file part, not as text' },
    });
    const picture = { filename: 'a.png', content: await testPicture(40, 40) };
    expect(await toBob({ 'file[0]': picture, 'file[1]': picture })).toMatchObject({
      status: 400,
      body: { message: 'file: send one file' },
    });
    expect(chatFiles()).toEqual(before);
    expect(await messageCount(alice.id)).toBe(count);
  });

  it('refuses a voice note over two minutes', async () => {
    const reply = await toBob({ audio: { filename: 'long.mp3', content: testMp3(chatLimits.audioMaxSeconds + 5) } });
    expect(reply).toMatchObject({ status: 400, body: { message: chatMessages.audioTooLong } });
  });

  it('answers 413 naming the field for a file or voice note over its size', async () => {
    const before = chatFiles();
    const audio = Buffer.concat([testMp3(1), Buffer.alloc(chatLimits.audioMaxBytes)]);
    const bigAudio = await toBob({ audio: { filename: 'big.mp3', content: audio } });
    expect(bigAudio).toMatchObject({
      status: 413,
      body: { code: 'payloadTooLarge', message: expect.stringMatching(/^audio: /) },
    });
    const file = Buffer.concat([testPdf, Buffer.alloc(chatLimits.fileMaxBytes)]);
    const bigFile = await toBob({ file: { filename: 'big.pdf', content: file } });
    expect(bigFile).toMatchObject({ status: 413, body: { message: expect.stringMatching(/^file: /) } });
    expect(chatFiles()).toEqual(before);
  });

  it('refuses an empty message, a message to yourself and a message to nobody or an unknown user', async () => {
    expect(await toBob({ message: '   ' })).toMatchObject({
      status: 400,
      body: { message: chatMessages.messageRequired },
    });
    expect(await send(alice, { receiver_id: String(alice.id), message: 'me' })).toMatchObject({
      status: 400,
      body: { message: chatMessages.cannotChatWithSelf },
    });
    expect(await send(alice, { message: 'to whom?' })).toMatchObject({
      status: 400,
      body: { message: chatMessages.recipientMissing },
    });
    expect(await send(alice, { receiver_id: '99999999', message: 'hello?' })).toMatchObject({
      status: 404,
      body: { message: chatMessages.userNotFound },
    });
    expect(await toBob({ message: 'x'.repeat(chatLimits.messageMaxLength + 1) })).toMatchObject({
      status: 400,
      body: { message: chatMessages.messageTooLong },
    });
    expect((await toBob({ property_id: '99999999', message: 'about?' })).status).toBe(404);
  });

  describe('about a listing', () => {
    /** A listing of Bob's in the given state. */
    const bobsListing = async (state: 'public' | 'pending' | 'inactive') => {
      const [row] = await t.db.query<{ id: number }>(
        `update properties set user_id = $1, status = $2, request_status = $3
          where id = (select min(id) from properties where user_id <> $1) returning id`,
        [bob.id, state === 'inactive' ? 0 : 1, state === 'pending' ? 'pending' : 'approved'],
      );
      return String(row!.id);
    };
    const chatsOf = async (user: TestUser) =>
      (await t.get('/api/get_chats', user.token)).body.data.map((chat: { property_id: number }) => chat.property_id);

    it('goes to the owner, who may answer, while the listing is public', async () => {
      const listing = await bobsListing('public');
      expect((await toBob({ property_id: listing, message: 'Still available?' })).status).toBe(200);
      const answer = await send(bob, { receiver_id: String(alice.id), property_id: listing, message: 'Yes' });
      expect(answer.status).toBe(200);
      expect(await chatsOf(alice)).toContain(Number(listing));
    });

    it('refuses someone else’s pending or deactivated listing as not found, storing nothing', async () => {
      for (const state of ['pending', 'inactive'] as const) {
        const listing = await bobsListing(state);
        // get_property hides it; the chat must not reveal its title or picture either.
        expect((await t.get(`/api/get_property?id=${listing}`, alice.token)).status).toBe(404);
        const before = await messageCount(alice.id);
        expect(await toBob({ property_id: listing, message: 'What is this one?' })).toMatchObject({
          status: 404,
          body: { message: chatMessages.propertyNotFound },
        });
        expect(await messageCount(alice.id)).toBe(before);
        expect(await chatsOf(alice)).not.toContain(Number(listing));
        // The owner still may write about their own listing.
        expect(
          (await send(bob, { receiver_id: String(alice.id), property_id: listing, message: 'Coming soon' })).status,
        ).toBe(200);
      }
    });

    it('refuses a receiver who is not the owner', async () => {
      const listing = await bobsListing('public');
      const carol = await createTestUser(t);
      const before = await messageCount(alice.id);
      expect(await send(alice, { receiver_id: String(carol.id), property_id: listing, message: 'Psst' })).toMatchObject(
        {
          status: 403,
          body: { message: chatMessages.propertyOwnerOnly },
        },
      );
      expect(await messageCount(alice.id)).toBe(before);
    });

    it('refuses a listing that does not exist, to the desk too, and an admin writing about one', async () => {
      const admin = await createTestUser(t, { role: 'admin' });
      const missing = String((await t.db.query<{ id: number }>('select max(id) + 1 as id from properties'))[0]!.id);
      const before = [await messageCount(alice.id), await messageCount(admin.id)];
      for (const [from, fields] of [
        [alice, { to_admin: '1' }],
        [admin, { receiver_id: String(alice.id) }],
      ] as const) {
        expect(await send(from, { ...fields, property_id: missing, message: 'About this one' })).toMatchObject({
          status: 404,
          body: { message: chatMessages.propertyNotFound },
        });
      }
      expect([await messageCount(alice.id), await messageCount(admin.id)]).toEqual(before);
    });
  });

  it('refuses a deactivated receiver like an unknown one', async () => {
    const gone = await createTestUser(t);
    await t.db.query('update users set is_active = false where id = $1', [gone.id]);
    expect(await send(alice, { receiver_id: String(gone.id), message: 'hi' })).toMatchObject({
      status: 404,
      body: { message: chatMessages.userNotFound },
    });
  });

  it('answers 429 after the burst, before storing any file, and saves nothing more', async () => {
    const sender = await createTestUser(t);
    for (let index = 0; index < chatLimits.sendBurst; index += 1) {
      expect((await send(sender, { receiver_id: String(bob.id), message: `flood ${index}` })).status).toBe(200);
    }
    const before = chatFiles();
    const refused = await send(sender, {
      receiver_id: String(bob.id),
      message: 'one too many',
      file: { filename: 'x.pdf', content: testPdf },
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'tooManyRequests', message: chatMessages.tooManyMessages },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(chatLimits.sendWindowSeconds);
    expect(await messageCount(sender.id)).toBe(chatLimits.sendBurst);
    expect(chatFiles()).toEqual(before);
  });

  it('sends no more than the burst of messages sent at the same instant', async () => {
    const sender = await createTestUser(t);
    // The conversation first: first messages sent at once are each a new conversation, limited apart.
    expect((await send(sender, { receiver_id: String(bob.id), message: 'hello' })).status).toBe(200);
    const statuses = (
      await Promise.all(
        Array.from({ length: chatLimits.sendBurst + 4 }, (_, index) =>
          send(sender, { receiver_id: String(bob.id), message: `at once ${index}` }),
        ),
      )
    ).map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(chatLimits.sendBurst - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await messageCount(sender.id)).toBe(chatLimits.sendBurst);
  });

  it('removes the files it wrote when saving the message fails', async () => {
    await t.db.exec(`
      create function refuse_marked_chat() returns trigger language plpgsql as $$
      begin
        if new.message = 'fail to save' then raise exception 'refused by the test'; end if;
        return new;
      end $$;
      create trigger refuse_marked_chat before insert on chat_messages for each row execute function refuse_marked_chat();`);
    const before = chatFiles();
    const count = await messageCount(alice.id);
    const reply = await toBob({
      message: 'fail to save',
      file: { filename: 'plan.pdf', content: testPdf },
      audio: { filename: 'note.mp3', content: testMp3(1) },
    });
    expect(reply.status).toBe(500);
    expect(chatFiles()).toEqual(before);
    expect(await messageCount(alice.id)).toBe(count);
  });
});

describe('delete_chat_message', () => {
  it('lets only the sender delete: someone else gets 403, a stranger or a second delete 404', async () => {
    const sent = await toBob({ message: 'with a file', file: { filename: 'plan.pdf', content: testPdf } });
    const { id, file } = sent.body.data;
    expect(fs.existsSync(storedPath(file))).toBe(true);

    const byBob = await t.post('/api/delete_chat_message', { message_id: id }, bob.token);
    expect(byBob).toMatchObject({ status: 403, body: { message: chatMessages.notYourMessage } });
    const stranger = await createTestUser(t);
    const byStranger = await t.post('/api/delete_chat_message', { message_id: id }, stranger.token);
    expect(byStranger).toMatchObject({ status: 404, body: { message: chatMessages.messageNotFound } });

    pushes.length = 0;
    const deleted = await t.post('/api/delete_chat_message', { message_id: id }, alice.token);
    expect(deleted).toMatchObject({ status: 200, body: { message: chatMessages.messageDeleted, data: { id } } });
    expect(fs.existsSync(storedPath(file))).toBe(false);
    expect(pushes).toEqual([
      { to: alice.id, event: 'chat:deleted', payload: { chat: { user_id: bob.id, property_id: 0 }, id } },
      { to: bob.id, event: 'chat:deleted', payload: { chat: { user_id: alice.id, property_id: 0 }, id } },
    ]);
    for (const [reader, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const thread = await t.get(`/api/get_messages?user_id=${other.id}&per_page=50`, reader.token);
      expect(thread.body.data.map((message: { id: number }) => message.id)).not.toContain(id);
    }
    const again = await t.post('/api/delete_chat_message', { message_id: id }, alice.token);
    expect(again).toMatchObject({ status: 404, body: { message: chatMessages.messageNotFound } });
  });

  it('moves the conversation’s last message back to the one before', async () => {
    const pair = [await createTestUser(t), await createTestUser(t)] as const;
    await send(pair[0], { receiver_id: String(pair[1].id), message: 'first' });
    const second = await send(pair[0], { receiver_id: String(pair[1].id), message: 'second' });
    await t.post('/api/delete_chat_message', { message_id: second.body.data.id }, pair[0].token);
    const chats = await t.get('/api/get_chats', pair[1].token);
    expect(chats.body.data[0]).toMatchObject({ last_message: 'first', unread_count: 1 });
  });
});
