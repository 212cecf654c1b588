import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { collect, connectClient, listenLocally, nextEvent, type ClientSocket } from '../../../test/realtime-client';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

/*
 * The chat over real sockets: what one member does over HTTP reaches the other member's
 * socket, and the member's own other tabs; a member who was offline catches up from the
 * database, not from the socket.
 */
let t: TestApp;
let origin: string;
let alice: TestUser;
let bob: TestUser;
const sockets: ClientSocket[] = [];

const connect = async (user: TestUser) => {
  const socket = await connectClient(origin, user.token);
  sockets.push(socket);
  return socket;
};
const send = (from: TestUser, to: TestUser, message: string) =>
  t.post('/api/send_message', multipart({ receiver_id: String(to.id), message }), from.token);
/** Lets in-flight pushes arrive before a test says that something did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  t = await startTestApp();
  origin = await listenLocally(t.app);
  [alice, bob] = [await createTestUser(t), await createTestUser(t)];
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('chat over the socket', () => {
  it('brings a message to the receiver and to the sender’s other tab, each from their own side', async () => {
    const bobTab = await connect(bob);
    const aliceOtherTab = await connect(alice);
    const toBob = nextEvent(bobTab, 'chat:message');
    const toAlice = nextEvent(aliceOtherTab, 'chat:message');

    const reply = await send(alice, bob, 'Is the flat still available?');
    expect(reply.status).toBe(200);

    const [bobSees, aliceSees] = await Promise.all([toBob, toAlice]);
    expect(bobSees.chat).toEqual({ user_id: alice.id, property_id: 0 });
    expect(aliceSees.chat).toEqual({ user_id: bob.id, property_id: 0 });
    expect(bobSees.message).toEqual(reply.body.data);
    expect(bobSees.message).toMatchObject({ message: 'Is the flat still available?', sender_id: alice.id });
  });

  it('lets a member who was offline catch up from the database after reconnecting', async () => {
    const before = (await t.get(`/api/get_chats?user_id=${alice.id}`, bob.token)).body.data[0].unread_count;
    await send(alice, bob, 'Sent while you were away (1)');
    await send(alice, bob, 'Sent while you were away (2)');

    const back = await connect(bob);
    const replayed = collect(back, 'chat:message');
    const chats = await t.get(`/api/get_chats?user_id=${alice.id}`, bob.token);
    expect(chats.body.data[0]).toMatchObject({
      unread_count: before + 2,
      last_message: 'Sent while you were away (2)',
    });
    const thread = await t.get(`/api/get_messages?user_id=${alice.id}&per_page=2`, bob.token);
    expect(thread.body.data.map((message: { message: string }) => message.message)).toEqual([
      'Sent while you were away (2)',
      'Sent while you were away (1)',
    ]);
    await settle();
    expect(replayed).toEqual([]);
  });

  it('tells the sender when the receiver has read, and both sides when a message is deleted', async () => {
    const aliceTab = await connect(alice);
    const bobTab = await connect(bob);
    const sent = (await send(alice, bob, 'Please read me')).body.data;

    const receipt = nextEvent(aliceTab, 'chat:read');
    const marked = await t.post('/api/mark-chat-read', { user_id: alice.id }, bob.token);
    expect(marked.body.data.read).toBeGreaterThan(0);
    expect(await receipt).toEqual({ chat: { user_id: bob.id, property_id: 0 }, up_to_id: sent.id });

    const goneForBob = nextEvent(bobTab, 'chat:deleted');
    const goneForAlice = nextEvent(aliceTab, 'chat:deleted');
    expect((await t.post('/api/delete_chat_message', { message_id: sent.id }, alice.token)).status).toBe(200);
    expect(await goneForBob).toEqual({ chat: { user_id: alice.id, property_id: 0 }, id: sent.id });
    expect(await goneForAlice).toEqual({ chat: { user_id: bob.id, property_id: 0 }, id: sent.id });
  });

  it('tells both sides of a block, and a blocked member’s message reaches nobody', async () => {
    const aliceTab = await connect(alice);
    const bobTab = await connect(bob);
    const aliceHears = nextEvent(aliceTab, 'chat:block');
    const bobHears = nextEvent(bobTab, 'chat:block');
    expect((await t.post('/api/block-user', { to_user_id: alice.id }, bob.token)).status).toBe(200);
    expect(await bobHears).toEqual({ user_id: alice.id, is_blocked_by_me: 1, is_blocked_by_user: 0 });
    expect(await aliceHears).toEqual({ user_id: bob.id, is_blocked_by_me: 0, is_blocked_by_user: 1 });

    const delivered = collect(bobTab, 'chat:message');
    expect((await send(alice, bob, 'Can you hear me?')).status).toBe(403);
    await settle();
    expect(delivered).toEqual([]);
  });
});
