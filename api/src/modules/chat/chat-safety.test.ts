import fs from 'node:fs';
import path from 'node:path';
import { chatLimits, chatMessages } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { privateFilesDir } from '../../files/private-files';
import { recordPushes, type Push } from '../../../test/chat-fixtures';
import { createTestUser, testPdf, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let pushes: Push[];
let admin: TestUser;

type Part = string | { filename: string; content: Buffer; type?: string };
const send = (from: TestUser, to: TestUser, message: string, extra: Record<string, Part> = {}) =>
  t.post('/api/send_message', multipart({ receiver_id: String(to.id), message, ...extra }), from.token);
const thread = async (reader: TestUser, other: TestUser | 0) =>
  (await t.get(`/api/get_messages?user_id=${other === 0 ? 0 : other.id}`, reader.token)).body;
const reveal = (reader: TestUser, id: number) => t.post('/api/reveal_chat_message', { message_id: id }, reader.token);
const report = (reporter: TestUser, body: Record<string, unknown>) => t.post('/api/report_chat', body, reporter.token);
const chatFiles = () => {
  const folder = path.join(privateFilesDir(t.config.dataDir), 'chat');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};
const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  pushes = recordPushes(t);
  const [seeded] = await t.db.query<{ id: number }>('select id from users where email = $1', [
    seedAccounts.admin.email,
  ]);
  admin = {
    id: seeded!.id,
    email: seedAccounts.admin.email,
    token: await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password),
  };
});
afterAll(() => t.close());

describe('held first messages', () => {
  it('holds a stranger’s first message with a phone number: the receiver gets no text, the sender sees it sent', async () => {
    const [stranger, member] = [await createTestUser(t), await createTestUser(t)];
    pushes.length = 0;
    const sent = await send(stranger, member, 'WhatsApp me on +971 50 123 4567');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ message: 'WhatsApp me on +971 50 123 4567', is_held: 0 });

    const received = (await thread(member, stranger)).data[0];
    expect(received).toMatchObject({ id: sent.body.data.id, message: '', file: '', audio: '', is_held: 1 });
    expect(JSON.stringify(await thread(member, stranger))).not.toContain('123 4567');
    expect((await thread(stranger, member)).data[0]).toMatchObject({
      message: 'WhatsApp me on +971 50 123 4567',
      is_held: 0,
    });

    const chats = (await t.get(`/api/get_chats?user_id=${stranger.id}`, member.token)).body.data;
    expect(chats[0]).toMatchObject({ last_message: '', last_message_is_held: 1 });
    const pushed = pushes.filter((push) => push.to === member.id);
    expect(JSON.stringify(pushed)).not.toContain('123 4567');
    expect(pushed.find((push) => push.event === 'chat:message')?.payload).toMatchObject({ message: { is_held: 1 } });
    const [notice] = await t.db.query<{ message: string }>('select message from notifications where user_id = $1', [
      member.id,
    ]);
    expect(notice!.message).toBe(chatMessages.heldNotice);
  });

  it('lets only the receiver reveal, once and again without change', async () => {
    const [stranger, member, other] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    const { id } = (await send(stranger, member, 'see example.com/flat')).body.data;
    expect(await reveal(stranger, id)).toMatchObject({
      status: 403,
      body: { error: true, message: chatMessages.notYourMessageToReveal },
    });
    expect(await reveal(other, id)).toMatchObject({ status: 404, body: { message: chatMessages.messageNotFound } });
    expect(await reveal(admin, id)).toMatchObject({ status: 404 });
    expect(await count('chat_messages where id = $1 and revealed_at is not null', [id])).toBe(0);

    pushes.length = 0;
    const first = await reveal(member, id);
    // The receiver's other tabs hear of it; the sender, whose copy was never held, does not.
    expect(pushes).toEqual([
      {
        to: member.id,
        event: 'chat:message',
        payload: { chat: { user_id: stranger.id, property_id: 0 }, message: first.body.data },
      },
    ]);
    expect(first).toMatchObject({
      status: 200,
      body: { message: chatMessages.messageRevealed, data: { id, message: 'see example.com/flat', is_held: 0 } },
    });
    const [{ revealed_at }] = await t.db.query<{ revealed_at: Date }>(
      'select revealed_at from chat_messages where id = $1',
      [id],
    );
    expect((await reveal(member, id)).body.data).toEqual(first.body.data);
    expect(pushes).toHaveLength(1);
    expect(
      (await t.db.query<{ revealed_at: Date }>('select revealed_at from chat_messages where id = $1', [id]))[0]!
        .revealed_at,
    ).toEqual(revealed_at);
    expect((await thread(member, stranger)).data[0]).toMatchObject({ message: 'see example.com/flat', is_held: 0 });
    // Once one is revealed, the two have talked: the next is not held.
    expect((await send(stranger, member, 'or call 050 123 4567')).body.data).toMatchObject({ is_held: 0 });
    expect((await thread(member, stranger)).data[0]).toMatchObject({ message: 'or call 050 123 4567', is_held: 0 });
    expect(await reveal(member, 2_000_000_000)).toMatchObject({ status: 404 });
    expect(await reveal(member, 'x' as unknown as number)).toMatchObject({ status: 400 });
  });

  it('does not hold once the receiver has written, nor plain text, nor the desk either way', async () => {
    const [one, two] = [await createTestUser(t), await createTestUser(t)];
    expect((await send(one, two, 'Hello, is the flat free?')).status).toBe(200);
    expect((await send(two, one, 'Yes it is')).status).toBe(200);
    await send(one, two, 'Great, call me on 050 123 4567 or see www.example.com');
    expect((await thread(two, one)).data[0]).toMatchObject({
      message: expect.stringContaining('050 123 4567'),
      is_held: 0,
    });

    const [prices, reader] = [await createTestUser(t), await createTestUser(t)];
    await send(prices, reader, 'Asking 1,250,000 AED for 120 m², built 2019, free from 2026-11-28');
    expect((await thread(reader, prices)).data[0]).toMatchObject({ is_held: 0 });

    const user = await createTestUser(t);
    const toDesk = await t.post(
      '/api/send_message',
      multipart({ to_admin: '1', message: 'call me 050 123 4567' }),
      user.token,
    );
    expect(toDesk.body.data).toMatchObject({ is_held: 0 });
    const fromDesk = await t.post(
      '/api/send_message',
      multipart({ to_admin: '1', receiver_id: String(user.id), message: 'Call us on +971 4 123 4567' }),
      admin.token,
    );
    expect(fromDesk.body.data).toMatchObject({ is_held: 0 });
    expect((await thread(user, 0)).data[0]).toMatchObject({ message: 'Call us on +971 4 123 4567', is_held: 0 });
  });

  it('holds a later message with a number too while the receiver has not answered (the "hi first" way round)', async () => {
    const [stranger, member] = [await createTestUser(t), await createTestUser(t)];
    await send(stranger, member, 'Hi there');
    await send(stranger, member, 'my number: 050-123-4567');
    expect((await thread(member, stranger)).data.map((m: { is_held: number }) => m.is_held)).toEqual([1, 0]);
  });
});

describe('limits', () => {
  it('refuses the n+1th new conversation in an hour and stores nothing; known conversations go on', async () => {
    const sender = await createTestUser(t);
    const people: TestUser[] = [];
    for (let index = 0; index <= chatLimits.newConversationsPerHour; index += 1) people.push(await createTestUser(t));
    for (const person of people.slice(0, -1)) expect((await send(sender, person, 'Hello')).status).toBe(200);
    const before = chatFiles();
    const refused = await send(sender, people.at(-1)!, 'Hello', { file: { filename: 'a.pdf', content: testPdf } });
    expect(refused).toMatchObject({
      status: 429,
      body: { error: true, code: 'tooManyRequests', message: chatMessages.tooManyNewConversations },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(chatLimits.sendWindowSeconds);
    expect(chatFiles()).toEqual(before);
    expect(await count('chat_messages where sender_id = $1', [sender.id])).toBe(chatLimits.newConversationsPerHour);
    expect(await count('notifications where user_id = $1', [people.at(-1)!.id])).toBe(0);
    // Writing again where they have talked is not a new conversation.
    expect((await send(sender, people[0]!, 'Still there?')).status).toBe(200);
    // Answering someone who wrote first is not one either.
    const writer = await createTestUser(t);
    await send(writer, sender, 'Hi, about your flat');
    expect((await send(sender, writer, 'Yes?')).status).toBe(200);
  });

  it('lets no more than the limit through when first messages are sent at the same instant', async () => {
    const sender = await createTestUser(t);
    const people: TestUser[] = [];
    for (let index = 0; index < chatLimits.newConversationsPerHour + 5; index += 1)
      people.push(await createTestUser(t));
    const replies = await Promise.all(people.map((person) => send(sender, person, 'Hello')));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(chatLimits.newConversationsPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await count('chat_messages where sender_id = $1', [sender.id])).toBe(chatLimits.newConversationsPerHour);
  });

  it('does not count refused sends towards new conversations', async () => {
    const sender = await createTestUser(t);
    for (let index = 0; index < chatLimits.newConversationsPerHour + 2; index += 1) {
      expect((await send(sender, sender, 'me')).status).toBe(400);
    }
    expect((await send(sender, await createTestUser(t), 'Hello')).status).toBe(200);
  });

  it('keeps messages per minute at sendBurst in a 60 s window', () => {
    expect(chatLimits.sendWindowSeconds).toBe(60);
    expect(chatLimits.sendBurst).toBeGreaterThan(0);
  });
});

describe('report_chat', () => {
  it('takes a report once per conversation and answers 409 the second time', async () => {
    const [stranger, member] = [await createTestUser(t), await createTestUser(t)];
    await send(stranger, member, 'Send a deposit to www.example.com');
    const first = await report(member, { user_id: stranger.id, reason: 'scam', details: '  wants money first ' });
    expect(first).toMatchObject({ status: 200, body: { error: false, message: chatMessages.conversationReported } });
    const [row] = await t.db.query(
      'select reporter_id, reported_id, property_id, reason, details, decision from chat_reports where id = $1',
      [first.body.data.id],
    );
    expect(row).toEqual({
      reporter_id: member.id,
      reported_id: stranger.id,
      property_id: 0,
      reason: 'scam',
      details: 'wants money first',
      decision: null,
    });
    expect(await report(member, { user_id: stranger.id, reason: 'spam' })).toMatchObject({
      status: 409,
      body: { error: true, message: chatMessages.alreadyReported },
    });
    // The other side may report too: their own report.
    expect((await report(stranger, { user_id: member.id, reason: 'harassment' })).status).toBe(200);
  });

  it('refuses bad input, strangers’ conversations and the desk, storing nothing', async () => {
    const [one, two, outsider] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    await send(one, two, 'hi');
    const before = await count('chat_reports', []);
    expect(await report(two, { user_id: one.id, reason: 'because' })).toMatchObject({ status: 400 });
    expect(await report(two, { user_id: one.id })).toMatchObject({ status: 400 });
    expect(await report(two, { user_id: 'x', reason: 'spam' })).toMatchObject({ status: 400 });
    expect(await report(two, { user_id: one.id, reason: 'spam', details: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
    });
    expect(await report(outsider, { user_id: one.id, reason: 'spam' })).toMatchObject({
      status: 404,
      body: { message: chatMessages.conversationNotFound },
    });
    expect(await report(two, { user_id: one.id, property_id: 5, reason: 'spam' })).toMatchObject({ status: 404 });
    expect(await report(two, { user_id: admin.id, reason: 'spam' })).toMatchObject({
      status: 400,
      body: { message: chatMessages.cannotReportDesk },
    });
    expect(await report(two, { user_id: two.id, reason: 'spam' })).toMatchObject({ status: 400 });
    expect(await report(two, { user_id: 2_000_000_000, reason: 'spam' })).toMatchObject({ status: 404 });
    expect(await t.post('/api/report_chat', { user_id: one.id, reason: 'spam' })).toMatchObject({ status: 401 });
    expect(await count('chat_reports', [])).toBe(before);
  });
});
