import { chatMessages } from '@domus/shared/contract';
import { recordPushes, type Push } from '../../../test/chat-fixtures';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { relayTyping } from './typing';

let t: TestApp;
let pushes: Push[];
let alice: TestUser;
let bob: TestUser;

const send = (from: TestUser, to: TestUser, message = 'hello') =>
  t.post('/api/send_message', multipart({ receiver_id: String(to.id), message }), from.token);
const block = (by: TestUser, body: object) => t.post('/api/block-user', body, by.token);
const unblock = (by: TestUser, body: object) => t.post('/api/unblock-user', body, by.token);

beforeAll(async () => {
  t = await startTestApp();
  pushes = recordPushes(t);
  [alice, bob] = [await createTestUser(t), await createTestUser(t)];
  expect((await send(alice, bob, 'before the block')).status).toBe(200);
});
afterAll(() => t.close());

describe('blocking a user', () => {
  it('blocks, tells both sides from their own point of view, and refuses a second block', async () => {
    pushes.length = 0;
    const reply = await block(alice, { to_user_id: bob.id, reason: 'spam' });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        message: chatMessages.userBlocked,
        data: { user_id: bob.id, is_blocked_by_me: 1, is_blocked_by_user: 0 },
      },
    });
    expect(pushes).toEqual([
      { to: alice.id, event: 'chat:block', payload: { user_id: bob.id, is_blocked_by_me: 1, is_blocked_by_user: 0 } },
      { to: bob.id, event: 'chat:block', payload: { user_id: alice.id, is_blocked_by_me: 0, is_blocked_by_user: 1 } },
    ]);
    expect(await block(alice, { to_user_id: bob.id })).toMatchObject({
      status: 409,
      body: { message: chatMessages.alreadyBlocked },
    });
  });

  it('stops messages both ways with the text for who blocked whom', async () => {
    expect(await send(alice, bob)).toMatchObject({ status: 403, body: { message: chatMessages.blockedByMe } });
    expect(await send(bob, alice)).toMatchObject({ status: 403, body: { message: chatMessages.blockedByUser } });
    const count = await t.db.query('select 1 from chat_messages where sender_id = any($1::int[])', [
      [alice.id, bob.id],
    ]);
    expect(count).toHaveLength(1);
  });

  it('shows the block and my reason in both lists and threads', async () => {
    const mine = await t.get('/api/get_chats', alice.token);
    expect(mine.body.data[0]).toMatchObject({
      user_id: bob.id,
      is_blocked_by_me: 1,
      is_blocked_by_user: 0,
      block_reason: 'spam',
    });
    const theirs = await t.get('/api/get_chats', bob.token);
    expect(theirs.body.data[0]).toMatchObject({
      user_id: alice.id,
      is_blocked_by_me: 0,
      is_blocked_by_user: 1,
      block_reason: '',
    });
    const thread = await t.get(`/api/get_messages?user_id=${alice.id}`, bob.token);
    expect(thread.body).toMatchObject({ is_blocked_by_me: 0, is_blocked_by_user: 1, total: 1 });
  });

  it('does not relay typing either way while blocked', async () => {
    pushes.length = 0;
    await relayTyping(
      t.app.deps,
      { id: bob.id, role: 'user', sessionId: '', verifiedAt: new Date() },
      { user_id: alice.id, property_id: 0 },
    );
    expect(pushes).toEqual([]);
  });

  it('unblocks, which restores messages; unblocking again is refused', async () => {
    const reply = await unblock(alice, { to_user_id: bob.id });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        message: chatMessages.userUnblocked,
        data: { user_id: bob.id, is_blocked_by_me: 0, is_blocked_by_user: 0 },
      },
    });
    expect((await send(bob, alice, 'thanks')).status).toBe(200);
    expect(await unblock(alice, { to_user_id: bob.id })).toMatchObject({
      status: 409,
      body: { message: chatMessages.notBlocked },
    });
  });

  it('refuses blocking yourself, nobody or an unknown user', async () => {
    expect(await block(alice, { to_user_id: alice.id })).toMatchObject({
      status: 400,
      body: { message: chatMessages.cannotBlockSelf },
    });
    expect((await block(alice, {})).status).toBe(400);
    expect(await block(alice, { to_user_id: 99999999 })).toMatchObject({
      status: 404,
      body: { message: chatMessages.userNotFound },
    });
  });
});

describe('typing', () => {
  it('is relayed to the other side keyed from their point of view', async () => {
    pushes.length = 0;
    await relayTyping(
      t.app.deps,
      { id: bob.id, role: 'user', sessionId: '', verifiedAt: new Date() },
      { user_id: alice.id, property_id: 3 },
    );
    await relayTyping(
      t.app.deps,
      { id: bob.id, role: 'user', sessionId: '', verifiedAt: new Date() },
      { user_id: 99999999, property_id: 0 },
    );
    await relayTyping(
      t.app.deps,
      { id: bob.id, role: 'user', sessionId: '', verifiedAt: new Date() },
      { user_id: bob.id, property_id: 0 },
    );
    expect(pushes).toEqual([
      { to: alice.id, event: 'chat:typing', payload: { chat: { user_id: bob.id, property_id: 3 } } },
    ]);
  });
});
