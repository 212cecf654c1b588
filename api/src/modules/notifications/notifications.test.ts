import type { PushSender } from '../../adapters/push';
import { seedAccounts } from '../../db/seed/accounts';
import { createTestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { notify, storeNotice, type Notice } from './notify';

let t: TestApp;
let token: string;
let demoId: number;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  [{ id: demoId }] = (await t.db.query<{ id: number }>('select id from users where email = $1', [
    seedAccounts.demo.email,
  ])) as [{ id: number }];
  // 13 of the demo user's own, 2 to everyone, 3 to somebody else.
  for (let index = 1; index <= 13; index++) {
    await t.db.query(
      `insert into notifications (user_id, title, message, type, property_id, created_at)
       values ($1, $2, 'Body', 'property', $3, now() - make_interval(hours => $4))`,
      [demoId, `Mine ${index}`, index === 1 ? 5 : null, index],
    );
  }
  await t.db.query(
    `insert into notifications (user_id, title, created_at) values (null, 'Everyone A', now() - interval '30 minutes'), (null, 'Everyone B', now() - interval '100 hours')`,
  );
  await t.db.query(
    `insert into notifications (user_id, title) values (2, 'Not yours'), (2, 'Not yours'), (3, 'Not yours')`,
  );
});
afterAll(() => t.close());

describe('get_notification_list', () => {
  it('lists the caller’s own and site-wide notifications, newest first, with a total', async () => {
    const { status, body } = await t.get('/api/get_notification_list', token);
    expect(status).toBe(200);
    expect(body.total).toBe(15);
    expect(body.data).toHaveLength(10);
    expect(body.data.map((item: { title: string }) => item.title).slice(0, 3)).toEqual([
      'Everyone A',
      'Mine 1',
      'Mine 2',
    ]);
    const [listing] = await t.db.query<{ slug_id: string }>('select slug_id from properties where id = 5');
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      title: 'Mine 1',
      message: 'Body',
      type: 'property',
      property_id: 5,
      created_at: expect.any(String),
      notification_image: '',
      is_read: false,
      // A notice about a listing leads to its page.
      link: `/properties-details/${listing!.slug_id}`,
    });
    expect(body.data[2]).not.toHaveProperty('link');
    const times = body.data.map((item: { created_at: string }) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('leads a notice to the page it names, and a new chat message to its conversation', async () => {
    const named = await storeNotice(t.db, {
      userId: demoId,
      title: 'Named',
      message: '',
      type: 'saved_search_match',
      propertyId: 5,
      link: '/properties?city=Lisbon',
    });
    const sender = await createTestUser(t);
    const sent = await t.post(
      '/api/send_message',
      multipart({ receiver_id: String(demoId), message: 'Hi' }),
      sender.token,
    );
    expect(sent.status).toBe(200);
    const { body } = await t.get('/api/get_notification_list?limit=3', token);
    const ofType = (type: string) => body.data.find((item: { type: string }) => item.type === type);
    expect(ofType('saved_search_match').link).toBe('/properties?city=Lisbon');
    expect(ofType('chat_message').link).toBe(`/user/chat?user=${sender.id}&property=0`);
    await t.db.query('delete from notifications where id = $1 or (user_id = $2 and type = $3)', [
      named.id,
      demoId,
      'chat_message',
    ]);
  });

  it('leads to a listing only while the reader may see it: public, or their own', async () => {
    const [theirs, own] = await t.db.query<{ id: number; slug_id: string; user_id: number }>(
      `select id, slug_id, user_id from properties
        where status = 1 and request_status = 'approved' and user_id <> $1 order by id desc limit 2`,
      [demoId],
    );
    await t.db.query('update properties set user_id = $2 where id = $1', [own!.id, demoId]);
    const notices = await Promise.all(
      [theirs!, own!].map((listing) =>
        storeNotice(t.db, { userId: demoId, title: 'Price', message: '', type: 'price_drop', propertyId: listing.id }),
      ),
    );
    try {
      // Both edited while waiting for review, under slugs only their owners and admins may see yet.
      await t.db.query(
        `update properties set slug_id = 'edited-in-review-' || id, request_status = 'pending' where id = any($1::int[])`,
        [[theirs!.id, own!.id]],
      );
      const { body } = await t.get('/api/get_notification_list?limit=3', token);
      const shown = (listing: { id: number }) =>
        body.data.find((item: { property_id: number }) => item.property_id === listing.id);
      expect(shown(theirs!)).not.toHaveProperty('link');
      expect(JSON.stringify(shown(theirs!))).not.toContain('edited-in-review');
      expect(shown(own!)).toMatchObject({ link: `/properties-details/edited-in-review-${own!.id}` });
    } finally {
      await t.db.query('delete from notifications where id = any($1::int[])', [notices.map((notice) => notice.id)]);
      for (const listing of [theirs!, own!]) {
        await t.db.query(
          `update properties set slug_id = $2, user_id = $3, request_status = 'approved' where id = $1`,
          [listing.id, listing.slug_id, listing.user_id],
        );
      }
    }
  });

  it('pages with offset and limit', async () => {
    const { body } = await t.get('/api/get_notification_list?offset=10&limit=10', token);
    expect(body.total).toBe(15);
    expect(body.data.map((item: { title: string }) => item.title)).toEqual([
      'Mine 10',
      'Mine 11',
      'Mine 12',
      'Mine 13',
      'Everyone B',
    ]);
    expect(JSON.stringify(body)).not.toContain('Not yours');
  });

  it('is empty for a user without notifications except the site-wide ones', async () => {
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    const { body } = await t.get('/api/get_notification_list', admin);
    expect(body.data.map((item: { title: string }) => item.title)).toEqual(['Everyone A', 'Everyone B']);
  });

  it('refuses visitors and bad paging', async () => {
    expect((await t.get('/api/get_notification_list')).status).toBe(401);
    expect((await t.get('/api/get_notification_list?limit=0', token)).status).toBe(400);
  });
});

describe('unread notifications', () => {
  it('counts the caller’s own and site-wide notifications as unread until mark-notifications-read', async () => {
    const before = await t.get('/api/get_notification_list', token);
    expect(before.body.unread).toBe(15);

    const marked = await t.post('/api/mark-notifications-read', undefined, token);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ error: false, data: { unread: 0 } });
    const after = await t.get('/api/get_notification_list?limit=20', token);
    expect(after.body.unread).toBe(0);
    expect(after.body.data.every((item: { is_read: boolean }) => item.is_read)).toBe(true);

    await t.db.query(`insert into notifications (user_id, title) values (null, 'Everyone C')`);
    const newer = await t.get('/api/get_notification_list', token);
    expect(newer.body.unread).toBe(1);
    expect(newer.body.data[0]).toMatchObject({ title: 'Everyone C', is_read: false });
    expect(newer.body.data[1].is_read).toBe(true);
  });

  it('keeps each user’s read state their own, site-wide notifications included', async () => {
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    const { body } = await t.get('/api/get_notification_list', admin);
    expect(body.unread).toBe(body.total);
    expect(body.data.every((item: { is_read: boolean }) => !item.is_read)).toBe(true);
  });

  it('refuses visitors', async () => {
    expect((await t.post('/api/mark-notifications-read')).status).toBe(401);
  });
});

describe('notices with a collapse key', () => {
  const chatNotice = (message: string): Notice => ({
    userId: demoId,
    title: 'New message from Ana',
    message,
    type: 'chat',
    collapseKey: 'chat:77:0',
  });
  const rowsOfKey = () =>
    t.db.query<{ message: string }>(
      `select message from notifications where user_id = $1 and type = 'chat' order by id`,
      [demoId],
    );

  it('replace the unread notice of the same key: one row, the newest text and time', async () => {
    const first = await storeNotice(t.db, chatNotice('Hello'));
    const second = await storeNotice(t.db, chatNotice('Are you there?'));
    expect(second.id).toBe(first.id);
    expect(second.createdAt.getTime()).toBeGreaterThanOrEqual(first.createdAt.getTime());
    expect(await rowsOfKey()).toEqual([{ message: 'Are you there?' }]);
    expect(await storeNotice(t.db, { ...chatNotice('Other chat'), collapseKey: 'chat:78:0' })).not.toMatchObject({
      id: first.id,
    });
  });

  it('start a new notice once the old one was read', async () => {
    await t.post('/api/mark-notifications-read', undefined, token);
    const fresh = await storeNotice(t.db, chatNotice('New day'));
    expect((await rowsOfKey()).map((row) => row.message)).toEqual(['Are you there?', 'Other chat', 'New day']);
    const { body } = await t.get('/api/get_notification_list', token);
    expect(body.unread).toBe(1);
    expect(body.data[0]).toMatchObject({ id: fresh.id, is_read: false });
  });
});

describe('push to closed tabs', () => {
  const sentTo: string[][] = [];
  const fakePush: PushSender = {
    async send(tokens) {
      sentTo.push(tokens);
      return { deadTokens: tokens.filter((one) => one.startsWith('dead')) };
    },
  };
  const notice = (userId: number): Notice => ({
    userId,
    title: 'Approved',
    message: 'Your listing is live',
    type: 'x',
  });
  const fcmOf = async (userId: number) =>
    (await t.db.query<{ fcm_id: string }>('select fcm_id from users where id = $1', [userId]))[0]!.fcm_id;

  it('sends to the user’s device token and forgets a token the provider reports dead', async () => {
    const deps = { ...t.app.deps, push: fakePush };
    await t.db.query(`update users set fcm_id = 'device-1', notification = true where id = $1`, [demoId]);
    await notify(deps, notice(demoId));
    expect(sentTo.at(-1)).toEqual(['device-1']);
    expect(await fcmOf(demoId)).toBe('device-1');

    await t.db.query(`update users set fcm_id = 'dead-device' where id = $1`, [demoId]);
    await notify(deps, notice(demoId));
    expect(sentTo.at(-1)).toEqual(['dead-device']);
    expect(await fcmOf(demoId)).toBe('');
  });

  it('sends nothing to a user who turned notifications off', async () => {
    const deps = { ...t.app.deps, push: fakePush };
    await t.db.query(`update users set fcm_id = 'device-2', notification = false where id = $1`, [demoId]);
    const before = sentTo.length;
    await notify(deps, notice(demoId));
    expect(sentTo.length).toBe(before);
  });

  it('never fails the caller when the push fails', async () => {
    const deps = { ...t.app.deps, push: { send: () => Promise.reject(new Error('FCM down')) } };
    await t.db.query(`update users set fcm_id = 'device-3', notification = true where id = $1`, [demoId]);
    await expect(notify(deps, notice(demoId))).resolves.toMatchObject({ userId: demoId });
  });
});
