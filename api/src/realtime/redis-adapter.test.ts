import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seedAccounts } from '../db/seed/accounts';
import { buildApp } from '../server';
import { detachedPublisher } from './detached-publisher';
import { startTestApp, type TestApp } from '../../test/test-app';
import { connectClient, disconnected, listenLocally, nextEvent, type ClientSocket } from '../../test/realtime-client';

/** Two API processes on one database and one Redis; a key prefix of their own per test run. */
const redisEnv = {
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `domus-test-${process.pid}-${randomBytes(4).toString('hex')}`,
};

let nodeA: TestApp;
let nodeB: FastifyInstance;
let originA: string;
const clients: ClientSocket[] = [];

const sessionOf = (userId: number) => nodeA.app.deps.accounts.tokens.startSession(nodeA.db, userId, 'redis test');
const clientOnA = async (token: string) => {
  const socket = await connectClient(originA, token);
  clients.push(socket);
  return socket;
};

beforeAll(async () => {
  nodeA = await startTestApp({ env: redisEnv });
  nodeB = await buildApp({ config: nodeA.config, db: nodeA.db });
  originA = await listenLocally(nodeA.app);
  await listenLocally(nodeB);
});
afterAll(async () => {
  for (const socket of clients) socket.close();
  await nodeB.close();
  await nodeA.close();
});

describe('several API processes through Redis', () => {
  it('delivers what one process publishes to a socket connected to the other', async () => {
    const socket = await clientOnA(await sessionOf(2));
    const received = nextEvent(socket, 'chat:typing');
    nodeB.deps.realtime.toUser(2, 'chat:typing', { chat: { user_id: 3, property_id: 0 } });
    expect(await received).toEqual({ chat: { user_id: 3, property_id: 0 } });
  });

  it('brings the notice of an admin decision made on the other process', async () => {
    const [property] = await nodeA.db.query<{ id: number; user_id: number }>(
      `select id, user_id from properties where request_status = 'pending' order by id limit 1`,
    );
    const owner = await clientOnA(await sessionOf(property!.user_id));
    const admin = await nodeA.signIn(seedAccounts.admin.email, seedAccounts.admin.password);

    const received = nextEvent(owner, 'notification');
    const reply = await nodeB.inject({
      method: 'POST',
      url: '/api/admin/properties/approve',
      payload: { id: property!.id },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(reply.statusCode).toBe(200);
    expect((await received).notification).toMatchObject({ type: 'property_approved', property_id: property!.id });
  });

  it('delivers a chat message sent through one process to the receiver connected to the other', async () => {
    const [sender, receiver] = [5, 6];
    const socket = await clientOnA(await sessionOf(receiver));
    const received = nextEvent(socket, 'chat:message');
    const reply = await nodeB.inject({
      method: 'POST',
      url: '/api/send_message',
      payload: { receiver_id: receiver, message: 'Across processes' },
      headers: { authorization: `Bearer ${await sessionOf(sender)}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(await received).toMatchObject({
      chat: { user_id: sender, property_id: 0 },
      message: { message: 'Across processes', sender_id: sender },
    });
  });

  it('disconnects a socket on one process when its session logs out on the other', async () => {
    const token = await sessionOf(4);
    const socket = await clientOnA(token);
    const gone = disconnected(socket);
    const reply = await nodeB.inject({
      method: 'POST',
      url: '/api/before-logout',
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('carries the pushes of a process without a socket server (pnpm admin) to the API’s sockets', async () => {
    const socket = await clientOnA(await sessionOf(3));
    const cli = await detachedPublisher(nodeA.config, nodeA.app.log);
    try {
      const received = nextEvent(socket, 'chat:typing');
      cli.realtime.toUser(3, 'chat:typing', { chat: { user_id: 9, property_id: 1 } });
      expect(await received).toEqual({ chat: { user_id: 9, property_id: 1 } });
    } finally {
      await cli.close();
    }
  });
});
