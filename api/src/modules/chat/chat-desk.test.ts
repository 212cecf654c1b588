import { chatMessages } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { recordPushes, type Push } from '../../../test/chat-fixtures';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { relayTyping } from './typing';

let t: TestApp;
let pushes: Push[];
let user: TestUser;
let admin: TestUser;
let secondAdmin: TestUser;
let propertyId: number;

const send = (from: TestUser, fields: Record<string, string>) =>
  t.post('/api/send_message', multipart(fields), from.token);
const eventsOf = (event: string) => pushes.filter((push) => push.event === event);

beforeAll(async () => {
  t = await startTestApp();
  pushes = recordPushes(t);
  user = await createTestUser(t);
  const [seeded] = await t.db.query<{ id: number }>('select id from users where email = $1', [
    seedAccounts.admin.email,
  ]);
  admin = {
    id: seeded!.id,
    email: seedAccounts.admin.email,
    token: await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password),
  };
  secondAdmin = await createTestUser(t);
  await t.db.query(`update users set role = 'admin' where id = $1`, [secondAdmin.id]);
  [{ id: propertyId }] = await t.db.query<{ id: number }>('select id from properties order by id limit 1');
});
afterAll(() => t.close());

describe('the admin desk', () => {
  it('takes a user’s message with to_admin and shows it to every admin as the user’s conversation', async () => {
    pushes.length = 0;
    const sent = await send(user, { to_admin: '1', property_id: String(propertyId), message: 'Is this listing real?' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sender_id: user.id, receiver_id: 0, property_id: propertyId });
    const [row] = await t.db.query('select receiver_id, to_admin from chat_messages where id = $1', [
      sent.body.data.id,
    ]);
    expect(row).toEqual({ receiver_id: null, to_admin: true });
    expect(eventsOf('chat:message').map(({ to, payload }) => [to, (payload as { chat: unknown }).chat])).toEqual([
      [user.id, { user_id: 0, property_id: propertyId }],
      ['admins', { user_id: user.id, property_id: propertyId }],
    ]);
    // Admins watch the desk live; nobody gets a notification row for it.
    expect(await t.db.query('select 1 from notifications where type = $1', ['chat_message'])).toEqual([]);

    for (const reader of [admin, secondAdmin]) {
      const chats = await t.get('/api/get_chats', reader.token);
      expect(chats.body.data).toHaveLength(1);
      expect(chats.body.data[0]).toMatchObject({
        user_id: user.id,
        name: expect.stringMatching(/^Lister /),
        property_id: propertyId,
        unread_count: 1,
        last_message_is_mine: false,
      });
      expect(chats.body.unread_total).toBe(1);
    }
    const mine = await t.get('/api/get_chats', user.token);
    expect(mine.body.data[0]).toMatchObject({
      user_id: 0,
      name: 'Domus',
      profile: expect.stringContaining('seed/brand/logo.png'),
      last_message_is_mine: true,
      unread_count: 0,
    });
  });

  it('lets an admin answer with to_admin and the user’s id; the user sees the desk, not the admin', async () => {
    pushes.length = 0;
    const reply = await send(admin, {
      to_admin: '1',
      receiver_id: String(user.id),
      property_id: String(propertyId),
      message: 'Yes, it is.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ sender_id: admin.id, receiver_id: user.id });
    const [toUser] = eventsOf('chat:message').filter((push) => push.to === user.id);
    expect(toUser!.payload).toMatchObject({
      chat: { user_id: 0, property_id: propertyId },
      message: { sender_id: 0, receiver_id: user.id, message: 'Yes, it is.' },
    });
    const [notice] = await t.db.query<{ user_id: number; title: string }>(
      `select user_id, title from notifications where type = 'chat_message'`,
    );
    expect(notice).toEqual({ user_id: user.id, title: 'New message from Domus' });

    const thread = await t.get(`/api/get_messages?user_id=0&property_id=${propertyId}`, user.token);
    expect(thread.body.data.map((message: { sender_id: number }) => message.sender_id)).toEqual([0, user.id]);
    const deskThread = await t.get(`/api/get_messages?user_id=${user.id}&property_id=${propertyId}`, secondAdmin.token);
    expect(deskThread.body.data.map((message: { sender_id: number }) => message.sender_id)).toEqual([
      admin.id,
      user.id,
    ]);
    const seenBySecond = await t.get('/api/get_chats', secondAdmin.token);
    expect(seenBySecond.body.data[0]).toMatchObject({ last_message: 'Yes, it is.', last_message_is_mine: true });
  });

  it('treats a message to an admin’s own id as a message to the desk', async () => {
    const sent = await send(user, { receiver_id: String(secondAdmin.id), message: 'hello admin' });
    expect(sent.body.data).toMatchObject({ receiver_id: 0, property_id: 0 });
    const thread = await t.get(`/api/get_messages?user_id=${secondAdmin.id}`, user.token);
    expect(thread.body.data.map((message: { message: string }) => message.message)).toEqual(['hello admin']);
  });

  it('passes read receipts between the user and the desk', async () => {
    pushes.length = 0;
    const byUser = await t.post('/api/mark-chat-read', { user_id: 0, property_id: propertyId }, user.token);
    expect(byUser.body.data).toEqual({ read: 1 });
    expect(eventsOf('chat:read')).toEqual([
      expect.objectContaining({
        to: 'admins',
        payload: expect.objectContaining({ chat: { user_id: user.id, property_id: propertyId } }),
      }),
    ]);
    pushes.length = 0;
    const bySecond = await t.post(
      '/api/mark-chat-read',
      { user_id: user.id, property_id: propertyId },
      secondAdmin.token,
    );
    expect(bySecond.body.data).toEqual({ read: 1 });
    expect(eventsOf('chat:read')).toEqual([
      expect.objectContaining({
        to: user.id,
        payload: expect.objectContaining({ chat: { user_id: 0, property_id: propertyId } }),
      }),
    ]);
    // Read for one admin is read for the desk.
    expect((await t.get(`/api/get_chats?property_id=${propertyId}`, admin.token)).body.data[0].unread_count).toBe(0);
  });

  it('refuses an admin writing to the desk or to another admin', async () => {
    expect(await send(admin, { to_admin: '1', message: 'to whom?' })).toMatchObject({
      status: 400,
      body: { message: chatMessages.recipientMissing },
    });
    expect(await send(admin, { receiver_id: String(secondAdmin.id), message: 'hi' })).toMatchObject({
      status: 400,
      body: { message: chatMessages.cannotChatWithSelf },
    });
  });

  it('relays typing between a user and the desk', async () => {
    pushes.length = 0;
    await relayTyping(
      t.app.deps,
      { id: user.id, role: 'user', sessionId: '', verifiedAt: new Date() },
      { user_id: 0, property_id: propertyId },
    );
    await relayTyping(
      t.app.deps,
      { id: admin.id, role: 'admin', sessionId: '', verifiedAt: new Date() },
      { user_id: user.id, property_id: 0 },
    );
    expect(pushes).toEqual([
      { to: 'admins', event: 'chat:typing', payload: { chat: { user_id: user.id, property_id: propertyId } } },
      { to: user.id, event: 'chat:typing', payload: { chat: { user_id: 0, property_id: 0 } } },
    ]);
  });

  it('lets an admin delete their own answer for the user and every admin', async () => {
    const reply = await send(admin, { to_admin: '1', receiver_id: String(user.id), message: 'oops' });
    pushes.length = 0;
    const deleted = await t.post('/api/delete_chat_message', { message_id: reply.body.data.id }, admin.token);
    expect(deleted.status).toBe(200);
    expect(eventsOf('chat:deleted')).toEqual([
      {
        to: 'admins',
        event: 'chat:deleted',
        payload: { chat: { user_id: user.id, property_id: 0 }, id: reply.body.data.id },
      },
      { to: user.id, event: 'chat:deleted', payload: { chat: { user_id: 0, property_id: 0 }, id: reply.body.data.id } },
    ]);
    const byOtherAdmin = await t.post(
      '/api/delete_chat_message',
      { message_id: reply.body.data.id },
      secondAdmin.token,
    );
    expect(byOtherAdmin.status).toBe(404);
  });
});

describe('blocks between a user and the desk', () => {
  it('lets a user block the admin: neither side can write until they unblock', async () => {
    pushes.length = 0;
    const blocked = await t.post('/api/block-user', { to_admin: 1, reason: 'too many offers' }, user.token);
    expect(blocked.body.data).toEqual({ user_id: 0, is_blocked_by_me: 1, is_blocked_by_user: 0 });
    expect(eventsOf('chat:block')).toEqual([
      { to: user.id, event: 'chat:block', payload: { user_id: 0, is_blocked_by_me: 1, is_blocked_by_user: 0 } },
      { to: 'admins', event: 'chat:block', payload: { user_id: user.id, is_blocked_by_me: 0, is_blocked_by_user: 1 } },
    ]);
    expect(await send(user, { to_admin: '1', message: 'hi' })).toMatchObject({
      status: 403,
      body: { message: chatMessages.adminBlockedByMe },
    });
    expect(await send(secondAdmin, { to_admin: '1', receiver_id: String(user.id), message: 'hi' })).toMatchObject({
      status: 403,
      body: { message: chatMessages.blockedByUser },
    });
    const chats = await t.get('/api/get_chats?user_id=0', user.token);
    expect(chats.body.data[0]).toMatchObject({ is_blocked_by_me: 1, block_reason: 'too many offers' });
    expect((await t.post('/api/unblock-user', { to_admin: 1 }, user.token)).status).toBe(200);
    expect((await send(user, { to_admin: '1', message: 'back again' })).status).toBe(200);
  });

  it('makes an admin’s block the whole desk’s', async () => {
    const blocked = await t.post('/api/block-user', { to_user_id: user.id, reason: 'abuse' }, admin.token);
    expect(blocked.body.data).toEqual({ user_id: user.id, is_blocked_by_me: 1, is_blocked_by_user: 0 });
    expect(await t.post('/api/block-user', { to_user_id: user.id }, secondAdmin.token)).toMatchObject({
      status: 409,
      body: { message: chatMessages.alreadyBlocked },
    });
    expect(await send(user, { to_admin: '1', message: 'let me in' })).toMatchObject({
      status: 403,
      body: { message: chatMessages.blockedByUser },
    });
    expect(await send(secondAdmin, { receiver_id: String(user.id), message: 'hi' })).toMatchObject({
      status: 403,
      body: { message: chatMessages.blockedByMe },
    });
    expect(await t.post('/api/block-user', { to_admin: 1 }, admin.token)).toMatchObject({
      status: 400,
      body: { message: chatMessages.cannotBlockSelf },
    });
    const unblocked = await t.post('/api/unblock-user', { to_user_id: user.id }, secondAdmin.token);
    expect(unblocked.body.data).toEqual({ user_id: user.id, is_blocked_by_me: 0, is_blocked_by_user: 0 });
    expect((await send(user, { to_admin: '1', message: 'thanks' })).status).toBe(200);
  });
});
