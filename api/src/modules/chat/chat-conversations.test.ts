import { chatMessages } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { recordPushes, type Push } from '../../../test/chat-fixtures';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let pushes: Push[];
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let property: { id: number; title: string; slug_id: string };

const send = (from: TestUser, fields: Record<string, string>) =>
  t.post('/api/send_message', multipart(fields), from.token);

beforeAll(async () => {
  t = await startTestApp();
  pushes = recordPushes(t);
  [alice, bob, carol] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
  // Bob's public listing: chats about a listing are with its owner.
  [property] = await t.db.query<{ id: number; title: string; slug_id: string }>(
    `update properties set user_id = $1
      where id = (select min(id) from properties where status = 1 and request_status = 'approved')
      returning id, title, slug_id`,
    [bob.id],
  );
});
afterAll(() => t.close());

describe('a conversation between two users', () => {
  beforeAll(async () => {
    // Alice and Bob: five messages about the property, then one about nothing.
    for (let index = 1; index <= 5; index += 1) {
      const [from, to] = index % 2 ? [alice, bob] : [bob, alice];
      const reply = await send(from, {
        receiver_id: String(to.id),
        property_id: String(property.id),
        message: `m${index}`,
      });
      expect(reply.status).toBe(200);
    }
    expect((await send(bob, { receiver_id: String(alice.id), message: 'no property' })).status).toBe(200);
  });

  it('lists one row per other person and property, newest first, with the last message and unread count', async () => {
    const reply = await t.get('/api/get_chats', alice.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ error: false, total: 2, total_page: 1, page: 1, per_page: 15 });
    const [general, aboutProperty] = reply.body.data;
    expect(general).toMatchObject({
      user_id: bob.id,
      property_id: 0,
      title: '',
      last_message: 'no property',
      last_message_is_mine: false,
      unread_count: 1,
    });
    expect(aboutProperty).toMatchObject({
      user_id: bob.id,
      name: expect.stringMatching(/^Lister /),
      property_id: property.id,
      title: property.title,
      slug_id: property.slug_id,
      title_image: expect.stringContaining('/uploads/'),
      last_message: 'm5',
      last_message_type: 'text',
      last_message_is_mine: true,
      unread_count: 2,
      is_blocked_by_me: 0,
      is_blocked_by_user: 0,
      block_reason: '',
    });
    expect(reply.body.unread_total).toBe(3);
  });

  it('shows the same conversation from the other side', async () => {
    const reply = await t.get(`/api/get_chats?user_id=${alice.id}&property_id=${property.id}`, bob.token);
    expect(reply.body.data).toHaveLength(1);
    expect(reply.body.data[0]).toMatchObject({ user_id: alice.id, last_message: 'm5', unread_count: 3 });
    expect(reply.body.unread_total).toBe(3);
  });

  it('pages the messages newest first with total_page', async () => {
    const first = await t.get(
      `/api/get_messages?user_id=${bob.id}&property_id=${property.id}&page=1&per_page=2`,
      alice.token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, total_page: 3, page: 1, per_page: 2 });
    expect(first.body.data.map((message: { message: string }) => message.message)).toEqual(['m5', 'm4']);
    expect(first.body.data[0]).toMatchObject({
      sender_id: alice.id,
      receiver_id: bob.id,
      property_id: property.id,
      chat_message_type: 'text',
      file: '',
      audio: '',
      is_read: false,
      time_ago: 'just now',
    });
    const last = await t.get(
      `/api/get_messages?user_id=${bob.id}&property_id=${property.id}&page=3&per_page=2`,
      alice.token,
    );
    expect(last.body.data.map((message: { message: string }) => message.message)).toEqual(['m1']);
    const beyond = await t.get(
      `/api/get_messages?user_id=${bob.id}&property_id=${property.id}&page=9&per_page=2`,
      alice.token,
    );
    expect(beyond.body).toMatchObject({ data: [], total: 5, total_page: 3 });
  });

  it('keeps conversations about different properties apart', async () => {
    const reply = await t.get(`/api/get_messages?user_id=${alice.id}`, bob.token);
    expect(reply.body.data.map((message: { message: string }) => message.message)).toEqual(['no property']);
  });

  it('marks the other side’s messages read, tells them, and lowers the unread counts', async () => {
    pushes.length = 0;
    const reply = await t.post('/api/mark-chat-read', { user_id: alice.id, property_id: property.id }, bob.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ read: 3 });
    const [newest] = await t.db.query<{ id: number }>(
      'select max(id) as id from chat_messages where sender_id = $1 and receiver_id = $2',
      [alice.id, bob.id],
    );
    expect(pushes).toEqual([
      {
        to: alice.id,
        event: 'chat:read',
        payload: { chat: { user_id: bob.id, property_id: property.id }, up_to_id: newest!.id },
      },
    ]);
    const chats = await t.get('/api/get_chats', bob.token);
    expect(chats.body.unread_total).toBe(0);
    const messages = await t.get(`/api/get_messages?user_id=${bob.id}&property_id=${property.id}`, alice.token);
    expect(messages.body.data.find((message: { message: string }) => message.message === 'm5').is_read).toBe(true);

    pushes.length = 0;
    const again = await t.post('/api/mark-chat-read', { user_id: alice.id, property_id: property.id }, bob.token);
    expect(again.body.data).toEqual({ read: 0 });
    expect(pushes).toEqual([]);
  });

  it('finds conversations by the other person’s name or the property’s title, in any case', async () => {
    const [{ name }] = await t.db.query<{ name: string }>('select name from users where id = $1', [bob.id]);
    const byName = await t.get(`/api/get_chats?search=${encodeURIComponent(name.toUpperCase())}`, alice.token);
    expect(byName.body.total).toBe(2);
    const byTitle = await t.get(
      `/api/get_chats?search=${encodeURIComponent(property.title.slice(0, 6).toLowerCase())}`,
      alice.token,
    );
    expect(byTitle.body.data.map((chat: { property_id: number }) => chat.property_id)).toEqual([property.id]);
    const none = await t.get('/api/get_chats?search=zz%25nothing', alice.token);
    expect(none.body).toMatchObject({ data: [], total: 0, total_page: 0 });
  });

  it('pages the conversation list', async () => {
    const reply = await t.get('/api/get_chats?per_page=1&page=2', alice.token);
    expect(reply.body).toMatchObject({ total: 2, total_page: 2, page: 2, per_page: 1 });
    expect(reply.body.data).toHaveLength(1);
    expect(reply.body.data[0].property_id).toBe(property.id);
  });

  it('never shows a third user anything of it, whatever ids they pass', async () => {
    expect((await t.get('/api/get_chats', carol.token)).body).toMatchObject({ data: [], total: 0, unread_total: 0 });
    for (const userId of [alice.id, bob.id]) {
      const reply = await t.get(`/api/get_messages?user_id=${userId}&property_id=${property.id}`, carol.token);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ data: [], total: 0 });
      const filtered = await t.get(`/api/get_chats?user_id=${userId}`, carol.token);
      expect(filtered.body.data).toEqual([]);
      const read = await t.post('/api/mark-chat-read', { user_id: userId, property_id: property.id }, carol.token);
      expect(read.body.data).toEqual({ read: 0 });
    }
    const unread = await t.db.query('select 1 from chat_messages where receiver_id = $1 and not is_read', [alice.id]);
    expect(unread.length).toBeGreaterThan(0);
  });

  it('answers the caller’s own mistakes with clear messages', async () => {
    expect((await t.get('/api/get_messages?property_id=1', alice.token)).status).toBe(400);
    const self = await t.get(`/api/get_messages?user_id=${alice.id}`, alice.token);
    expect(self).toMatchObject({ status: 400, body: { message: chatMessages.cannotChatWithSelf } });
    const unknown = await t.get('/api/get_messages?user_id=99999999', alice.token);
    expect(unknown).toMatchObject({ status: 404, body: { message: chatMessages.userNotFound } });
    expect((await t.get('/api/get_chats')).status).toBe(401);
  });

  it('drops the conversations of a deleted user', async () => {
    const dave = await createTestUser(t);
    await send(dave, { receiver_id: String(carol.id), message: 'hello carol' });
    expect((await t.get('/api/get_chats', carol.token)).body.total).toBe(1);
    await t.db.query('delete from users where id = $1', [dave.id]);
    expect((await t.get('/api/get_chats', carol.token)).body).toMatchObject({ total: 0, unread_total: 0 });
  });
});

describe('a conversation about a listing the reader may no longer see', () => {
  let listing: { id: number; title: string; slug_id: string };
  const secretTitle = 'Quietly relisted penthouse';
  const secretSlug = 'quietly-relisted-penthouse';
  const aboutListing = async (reader: TestUser, query = '') =>
    (await t.get(`/api/get_chats?property_id=${listing.id}${query}`, reader.token)).body.data as {
      user_id: number;
      title: string;
      title_image: string;
      slug_id: string;
    }[];

  beforeAll(async () => {
    // Another public listing of Bob's, asked about by Alice, by Carol to the desk, while it was public.
    [listing] = await t.db.query<{ id: number; title: string; slug_id: string }>(
      `update properties set user_id = $1
        where id = (select min(id) from properties where status = 1 and request_status = 'approved' and id <> $2)
        returning id, title, slug_id`,
      [bob.id, property.id],
    );
    const id = String(listing.id);
    expect((await send(alice, { receiver_id: String(bob.id), property_id: id, message: 'Viewing?' })).status).toBe(200);
    expect((await send(carol, { to_admin: '1', property_id: id, message: 'Is this real?' })).status).toBe(200);
    // Then edited while pending review: a title, picture and slug nobody but Bob and admins may see yet.
    await t.db.query(
      `update properties set title = $2, slug_id = $3, title_image = 'secret.jpg', request_status = 'pending'
        where id = $1`,
      [listing.id, secretTitle, secretSlug],
    );
  });
  afterAll(() =>
    t.db.query(`update properties set title = $2, slug_id = $3, request_status = 'approved' where id = $1`, [
      listing.id,
      listing.title,
      listing.slug_id,
    ]),
  );

  it('keeps the conversation for the other member, without the title, picture or slug', async () => {
    const [chat] = await aboutListing(alice);
    expect(chat).toMatchObject({ user_id: bob.id, title: '', title_image: '', slug_id: '' });
    expect(JSON.stringify(await t.get('/api/get_chats', alice.token))).not.toMatch(/quietly|secret\.jpg/i);
    const desk = await aboutListing(carol);
    expect(desk).toEqual([expect.objectContaining({ user_id: 0, title: '', title_image: '', slug_id: '' })]);
  });

  it('does not find it by its new title', async () => {
    const search = `&search=${encodeURIComponent('quietly relisted')}`;
    expect(await aboutListing(alice, search)).toEqual([]);
    // The owner sees their own listing, and finds it.
    expect(await aboutListing(bob, search)).toEqual([
      expect.objectContaining({ user_id: alice.id, title: secretTitle, slug_id: secretSlug }),
    ]);
  });

  it('shows it whole to the admin desk, who may see any listing', async () => {
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    const reply = await t.get(`/api/get_chats?property_id=${listing.id}&user_id=${carol.id}`, admin);
    expect(reply.body.data).toEqual([expect.objectContaining({ title: secretTitle, slug_id: secretSlug })]);
  });

  it('hides it after a rejection too, and shows it again once it is public', async () => {
    await t.db.query(`update properties set request_status = 'rejected' where id = $1`, [listing.id]);
    expect(await aboutListing(alice)).toEqual([expect.objectContaining({ title: '', slug_id: '' })]);
    await t.db.query(`update properties set request_status = 'approved' where id = $1`, [listing.id]);
    expect(await aboutListing(alice)).toEqual([expect.objectContaining({ title: secretTitle, slug_id: secretSlug })]);
    await t.db.query(`update properties set request_status = 'pending' where id = $1`, [listing.id]);
  });

  it('never names the listing in the thread or in the notices of its messages', async () => {
    const thread = await t.get(`/api/get_messages?user_id=${bob.id}&property_id=${listing.id}`, alice.token);
    expect(thread.status).toBe(200);
    pushes.length = 0;
    const id = String(listing.id);
    expect((await send(bob, { receiver_id: String(alice.id), property_id: id, message: 'Soon' })).status).toBe(200);
    const notices = await t.get('/api/get_notification_list', alice.token);
    const seen = JSON.stringify([thread.body, pushes, notices.body]);
    expect(seen).not.toMatch(/quietly|secret\.jpg/i);
  });
});
