import { realtimeErrors } from '@domus/shared/contract';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  collect,
  connectClient,
  disconnected,
  listenLocally,
  nextEvent,
  type ClientSocket,
} from '../../../test/realtime-client';

let t: TestApp;
let origin: string;
let adminToken: string;
const clients: ClientSocket[] = [];

/** A session of any seeded user, opened the way sign-in opens one. */
const sessionOf = (userId: number) => t.app.deps.accounts.tokens.startSession(t.db, userId, 'socket test');
const client = async (token: string) => {
  const socket = await connectClient(origin, token);
  clients.push(socket);
  return socket;
};
const refusal = (token?: string) =>
  connectClient(origin, token).then(
    () => 'connected',
    (error: Error) => error.message,
  );
/** Seeded users with no password (plain members), by id. */
const members = async (count: number) =>
  (
    await t.db.query<{ id: number }>(
      `select id from users where role = 'user' and not is_demo_account and is_active order by id limit $1`,
      [count],
    )
  ).map((row) => row.id);

beforeAll(async () => {
  t = await startTestApp();
  origin = await listenLocally(t.app);
  adminToken = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
});
afterAll(async () => {
  for (const socket of clients) socket.close();
  await t.close();
});

describe('socket handshake', () => {
  it('refuses a socket without a token or with a token that is not one of ours', async () => {
    expect(await refusal()).toBe(realtimeErrors.unauthorized);
    expect(await refusal('garbage')).toBe(realtimeErrors.unauthorized);
    expect(await refusal(`${adminToken}x`)).toBe(realtimeErrors.unauthorized);
  });

  it('refuses the token of a session that logged out', async () => {
    const token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
    expect(await refusal(token)).toBe('connected');
    expect((await t.post('/api/before-logout', {}, token)).status).toBe(200);
    expect(await refusal(token)).toBe(realtimeErrors.unauthorized);
  });

  it('refuses a deactivated account with its own code', async () => {
    const [userId] = await members(1);
    const token = await sessionOf(userId!);
    await t.db.query('update users set is_active = false where id = $1', [userId]);
    try {
      expect(await refusal(token)).toBe(realtimeErrors.accountDeactivated);
    } finally {
      await t.db.query('update users set is_active = true where id = $1', [userId]);
    }
  });

  it('accepts the token in an Authorization header too', async () => {
    const { io } = await import('socket.io-client');
    const socket = io(origin, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { authorization: `Bearer ${adminToken}` },
    });
    clients.push(socket);
    await expect(
      new Promise((resolve, reject) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', reject);
      }),
    ).resolves.toBe('connected');
  });
});

describe('notifications over the socket', () => {
  it('brings the owner, and only the owner, the notice of an approved property with their unread count', async () => {
    const [property] = await t.db.query<{ id: number; user_id: number; title: string }>(
      `select id, user_id, title from properties where request_status = 'pending' order by id limit 1`,
    );
    const [bystanderId] = (await members(2)).filter((id) => id !== property!.user_id);
    const owner = await client(await sessionOf(property!.user_id));
    const bystander = collect(await client(await sessionOf(bystanderId!)), 'notification');

    const received = nextEvent(owner, 'notification');
    expect((await t.post('/api/admin/properties/approve', { id: property!.id }, adminToken)).status).toBe(200);
    const { notification, unread } = await received;

    expect(notification).toMatchObject({
      title: 'Your property was approved',
      type: 'property_approved',
      property_id: property!.id,
      is_read: false,
    });
    const ownerToken = await sessionOf(property!.user_id);
    expect(unread).toBe((await t.get('/api/get_notification_list', ownerToken)).body.unread);
    expect(unread).toBeGreaterThan(0);
    expect(bystander).toEqual([]);
  });
});

describe('interest notices', () => {
  it('tells the owner once per interested user, however often they toggle, and never of their own interest', async () => {
    const [listing] = await t.db.query<{ id: number; user_id: number }>(
      `select id, user_id from properties where status = 1 and request_status = 'approved' and user_id > 2
        order by id limit 1`,
    );
    const [visitorId] = (await members(3)).filter((id) => id !== listing!.user_id);
    const visitor = await sessionOf(visitorId!);
    const ownerToken = await sessionOf(listing!.user_id);
    const received = collect(await client(ownerToken), 'notification');
    const interestOf = (token: string, type?: number) =>
      t.post('/api/interested_users', { property_id: listing!.id, ...(type === undefined ? {} : { type }) }, token);

    expect((await interestOf(visitor, 1)).status).toBe(200);
    await interestOf(visitor, 1);
    await interestOf(visitor, 0);
    await interestOf(visitor, 1);
    await interestOf(ownerToken, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(received.map((one) => one.notification.type)).toEqual(['property_interest', 'property_interest']);
    expect(received[0]!.notification.id).toBe(received[1]!.notification.id);
    const rows = await t.db.query(`select 1 from notifications where user_id = $1 and type = 'property_interest'`, [
      listing!.user_id,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('sessions and sockets', () => {
  it('disconnects the sockets of a session when it logs out, and only those', async () => {
    const [userId] = await members(1);
    const leaving = await sessionOf(userId!);
    const staying = await sessionOf(userId!);
    const leavingSocket = await client(leaving);
    const stayingSocket = await client(staying);

    const gone = disconnected(leavingSocket);
    expect((await t.post('/api/before-logout', {}, leaving)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(stayingSocket.connected).toBe(true);
  });
});

describe('chat:typing', () => {
  it('relays typing to the other side with the conversation from their side, at most once a second', async () => {
    const [typistId, readerId] = await members(2);
    const typist = await client(await sessionOf(typistId!));
    const reader = await client(await sessionOf(readerId!));
    const received = collect(reader, 'chat:typing');

    const first = nextEvent(reader, 'chat:typing');
    typist.emit('chat:typing', { user_id: readerId!, property_id: 0 });
    typist.emit('chat:typing', { user_id: readerId!, property_id: 0 });
    expect(await first).toEqual({ chat: { user_id: typistId, property_id: 0 } });
    // Bad payloads are dropped without hurting the socket.
    (typist.emit as (event: string, payload: unknown) => void)('chat:typing', { user_id: -1, property_id: 'x' });
    (typist.emit as (event: string, payload: unknown) => void)('chat:typing', null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(1);
    expect(typist.connected).toBe(true);
  });
});
