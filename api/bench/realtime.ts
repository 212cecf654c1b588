/**
 * Realtime delivery with 1,000 connected clients (socket.io-client, websocket transport, all
 * in this process, on 127.0.0.1): the API's Socket.IO server (buildApp on an in-memory PGlite,
 * every socket signed in with its own session) next to a bare Socket.IO server on the same
 * machine. Latency is from the send to the receipt on the target client (same clock).
 *
 * Cases: pushes through the publisher (deps.realtime.toUser, what services call after commit)
 * at a steady rate and flat out, the same on the bare server, and a chat message end to end:
 * HTTP POST send_message -> the receiver's 'chat:message' (stored first, then pushed).
 */
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BARE_CHAT_PATH } from './bare-chat';
import { createBenchUsers } from './bench-users';
import { createPgTarget } from './databases';
import { removeBenchFolder, startServer, type RunningServer } from './processes';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { calls, realtimePath, type ClientToServerEvents, type ServerToClientEvents } from '@domus/shared/contract';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { buildApp } from '../src/server';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeSettings {
  clients: number;
  /** Messages per second of the steady cases. */
  rate: number;
  seconds: number;
  /** Messages of the flat-out cases. */
  flood: number;
}

export interface RealtimeResult {
  label: string;
  sent: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export const P99_REALTIME_TARGET_MS = 50;

/** Receipt times by message number; a message is numbered in a field the receiver can read. */
class Deliveries {
  private readonly sentAt = new Map<number, number>();
  readonly latencies: number[] = [];
  private firstAt = 0;
  private lastAt = 0;

  sent(seq: number) {
    const now = performance.now();
    this.firstAt ||= now;
    this.sentAt.set(seq, now);
  }

  received(seq: number) {
    const at = this.sentAt.get(seq);
    if (at === undefined) return;
    this.sentAt.delete(seq);
    this.lastAt = performance.now();
    this.latencies.push(this.lastAt - at);
  }

  /** Waits until every sent message arrived, or `timeoutMs` passed without one arriving. */
  async settle(timeoutMs = 5000) {
    while (this.sentAt.size > 0 && performance.now() - this.lastAt < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Throughput over the run: from the first send to the last receipt. */
  result(label: string, sent: number): RealtimeResult {
    const seconds = (this.lastAt - this.firstAt) / 1000;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (fraction: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
    return { label, sent, delivered: sorted.length, perSecond: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects in batches: a thousand handshakes at once would measure the handshake, not delivery. */
async function connectAll(origin: string, auths: Record<string, unknown>[]): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < auths.length; start += 100) {
    const batch = auths.slice(start, start + 100).map(
      (auth) =>
        new Promise<Client>((resolve, reject) => {
          const socket: Client = connect(origin, {
            path: realtimePath,
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            auth,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** `send(seq)` at `rate` per second for `seconds`, in 10 ms slices. */
async function steady(deliveries: Deliveries, send: (seq: number) => void, settings: RealtimeSettings) {
  const total = settings.rate * settings.seconds;
  const started = performance.now();
  for (let seq = 0; seq < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * settings.rate));
    for (; seq < due; seq++) {
      deliveries.sent(seq);
      send(seq);
    }
    await pause(10);
  }
  await deliveries.settle();
  return total;
}

/** `send(seq)` flat out, a slice per macrotask so receipts are read meanwhile. */
async function flood(deliveries: Deliveries, send: (seq: number) => void, settings: RealtimeSettings) {
  for (let seq = 0; seq < settings.flood;) {
    for (const end = Math.min(settings.flood, seq + 200); seq < end; seq++) {
      deliveries.sent(seq);
      send(seq);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await deliveries.settle();
  return settings.flood;
}

/** Publisher cases: typing events numbered in `chat.user_id`, each to a random client. */
async function publisherCases(
  name: string,
  clients: Client[],
  toClient: (index: number, seq: number) => void,
  settings: RealtimeSettings,
): Promise<RealtimeResult[]> {
  const results: RealtimeResult[] = [];
  for (const mode of ['steady', 'flood'] as const) {
    const deliveries = new Deliveries();
    for (const client of clients) client.on('chat:typing', ({ chat }) => deliveries.received(chat.user_id));
    const send = (seq: number) => toClient(Math.floor(Math.random() * clients.length), seq);
    const sent = await (mode === 'steady' ? steady : flood)(deliveries, send, settings);
    for (const client of clients) client.off('chat:typing');
    const label = mode === 'steady' ? `${name}, ${settings.rate}/s` : `${name}, flat out`;
    results.push(deliveries.result(label, sent));
  }
  return results;
}

/** The bare server: no auth, no database; each client in a room of its own. */
async function bareCases(settings: RealtimeSettings): Promise<RealtimeResult[]> {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, { path: realtimePath, serveClient: false });
  io.on('connection', (socket) => void socket.join(`user:${String(socket.handshake.auth.id)}`));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients = await connectAll(
    origin,
    Array.from({ length: settings.clients }, (_, id) => ({ id })),
  );
  try {
    return await publisherCases(
      'bare Socket.IO, io.to(room).emit',
      clients,
      (index, seq) => io.to(`user:${index}`).emit('chat:typing', { chat: { user_id: seq, property_id: 0 } }),
      settings,
    );
  } finally {
    for (const client of clients) client.close();
    await io.close();
  }
}

/** The API's publisher: 1,000 members with a session each, in this process (what services call after commit). */
async function publisherApiCases(settings: RealtimeSettings): Promise<RealtimeResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-bench-realtime-'));
  const db = await openPglite();
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), db });
  const clients: Client[] = [];
  try {
    await migrate(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const users = await createBenchUsers(app, db, settings.clients);
    clients.push(
      ...(await connectAll(
        origin,
        users.map(({ token }) => ({ token })),
      )),
    );
    return await publisherCases(
      'Domus API, deps.realtime.toUser',
      clients,
      (index, seq) =>
        app.deps.realtime.toUser(users[index]!.id, 'chat:typing', { chat: { user_id: seq, property_id: 0 } }),
      settings,
    );
  } finally {
    for (const client of clients) client.close();
    await app.close();
    await db.close();
    removeBenchFolder(dataDir);
  }
}

/** Where a chat bench posts its messages, and as whom: the sender's request headers. */
interface ChatEndpoint {
  name: string;
  url: string;
  headers: (sender: number) => Record<string, string>;
}

/**
 * Chat end to end as a site runs it, on PostgreSQL (a database of its own, dropped afterwards),
 * the server in a process of its own and 1,000 members connected from this process: the API's
 * send_message, and beside it the anchor (bench/bare-chat.ts), the same transport and one INSERT.
 */
async function sendMessageCases(settings: RealtimeSettings, pgUrl: string): Promise<RealtimeResult[]> {
  const results: RealtimeResult[] = [];
  for (const kind of ['bare-chat', 'app'] as const) {
    const target = await createPgTarget(pgUrl, 'chat');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-bench-chat-'));
    const clients: Client[] = [];
    let server: RunningServer | undefined;
    try {
      const database = { url: target.url, searchPath: target.searchPath };
      server =
        kind === 'app'
          ? await startServer(
              { kind, db: 'postgres', ...database, dataDir, properties: 0, chatUsers: settings.clients },
              'chat',
            )
          : await startServer({ kind, ...database }, 'bare chat');
      const origin = `http://127.0.0.1:${server.port}`;
      const members = server.users ?? [];
      const ids =
        kind === 'app' ? members.map(({ id }) => id) : Array.from({ length: settings.clients }, (_, id) => id);
      const auths = kind === 'app' ? members.map(({ token }) => ({ token })) : ids.map((id) => ({ id }));
      const endpoint: ChatEndpoint =
        kind === 'app'
          ? {
              name: 'Domus API on PostgreSQL, HTTP send_message',
              url: `${origin}/api/${calls.sendMessage.path}`,
              headers: (sender) => ({ authorization: `Bearer ${members[sender]!.token}` }),
            }
          : {
              name: 'bare Fastify + one INSERT + emit',
              url: `${origin}${BARE_CHAT_PATH}`,
              headers: (sender) => ({ 'x-sender': String(ids[sender]) }),
            };
      clients.push(...(await connectAll(origin, auths)));
      for (const inFlight of SEND_IN_FLIGHT)
        results.push(await sendMessageCase(endpoint, ids, clients, settings, inFlight));
    } finally {
      for (const client of clients) client.close();
      await server?.stop();
      await target.drop();
      removeBenchFolder(dataDir);
    }
  }
  return results;
}

/** send_message's cases: requests in flight at once (the target holds from the second on). */
const SEND_IN_FLIGHT = [1, 10, 100];
/** Messages a second send_message must carry end to end with several in flight. */
const SEND_TARGET_PER_SECOND = 1000;

/**
 * A chat message end to end: user i sends to user i+1 (`inFlight` requests at a time, each
 * sender well under the chat's send limit), numbered in the text; timed until the receiver's
 * 'chat:message'. With several in flight the latency includes queueing behind the others.
 */
async function sendMessageCase(
  endpoint: ChatEndpoint,
  ids: number[],
  clients: Client[],
  settings: RealtimeSettings,
  inFlight: number,
): Promise<RealtimeResult> {
  const deliveries = new Deliveries();
  for (const client of clients) client.off('chat:message');
  for (const client of clients)
    client.on('chat:message', ({ message }) => deliveries.received(Number(message.message)));
  // At most 2 sends per user and case: far below the chat's burst limit.
  const total = Math.min(settings.rate * settings.seconds, ids.length * 2);
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      const seq = next++;
      const sender = seq % ids.length;
      const form = new FormData();
      form.set('receiver_id', String(ids[(sender + 1) % ids.length]));
      form.set('message', String(seq));
      deliveries.sent(seq);
      const reply = await fetch(endpoint.url, { method: 'POST', body: form, headers: endpoint.headers(sender) });
      if (reply.status !== 200) failures++;
      await reply.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  await deliveries.settle();
  if (failures) console.error(`  ${endpoint.name}: ${failures} replies were not 200`);
  return deliveries.result(`${endpoint.name} -> chat:message, ${inFlight} in flight`, total);
}

/** The servers one after the other (never at once: they share the cores). */
export async function benchRealtime(settings: RealtimeSettings, pgUrl: string): Promise<RealtimeResult[]> {
  process.stdout.write(`realtime: bare Socket.IO, ${settings.clients} clients ... `);
  const bare = await bareCases(settings);
  process.stdout.write(`done; Domus API publisher ... `);
  const publisher = await publisherApiCases(settings);
  process.stdout.write(`done; send_message on PostgreSQL ... `);
  const sending = await sendMessageCases(settings, pgUrl);
  console.log('done');
  return [...bare, ...publisher, ...sending];
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export function realtimeTable(results: RealtimeResult[], settings: RealtimeSettings): string {
  const header = ['case', 'sent', 'delivered', 'msg/s', 'p50 ms', 'p99 ms'];
  const rows = results.map((r) => [
    r.label,
    String(r.sent),
    String(r.delivered),
    Math.round(r.perSecond).toLocaleString('en'),
    ms(r.p50),
    ms(r.p99),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  const steadyApi = results.find((r) => r.label.startsWith('Domus API, deps') && r.label.endsWith('/s'));
  const verdict = steadyApi
    ? `Target: realtime p99 < ${P99_REALTIME_TARGET_MS} ms at ${settings.clients} clients (API publisher, ${settings.rate}/s): ` +
      `p99 ${ms(steadyApi.p99)} ms -> ${steadyApi.p99 < P99_REALTIME_TARGET_MS && steadyApi.delivered === steadyApi.sent ? 'met' : 'NOT met'}`
    : '';
  const sending = results.filter((r) => r.label.includes('send_message') && !r.label.endsWith(' 1 in flight'));
  const sendingMet = (r: RealtimeResult) =>
    r.perSecond >= SEND_TARGET_PER_SECOND && r.p99 <= P99_REALTIME_TARGET_MS && r.delivered === r.sent;
  const sendingVerdict = sending.length
    ? `Target: send_message end to end at least ${SEND_TARGET_PER_SECOND.toLocaleString('en')}/s with p99 <= ` +
      `${P99_REALTIME_TARGET_MS} ms at ${SEND_IN_FLIGHT.slice(1).join(' and ')} in flight: ` +
      sending.map((r) => `${Math.round(r.perSecond)}/s, p99 ${ms(r.p99)} ms`).join('; ') +
      ` -> ${sending.every(sendingMet) ? 'met' : 'NOT met'}`
    : '';
  return [
    `Realtime: ${settings.clients} socket.io-client clients (websocket) in the bench process; latency from send to receipt`,
    line(header),
    rule,
    ...rows.map(line),
    '',
    verdict,
    sendingVerdict,
  ].join('\n');
}
