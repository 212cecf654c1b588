/**
 * Crash test: are acknowledged writes still there after the API process dies?
 *
 * The API (bench/server.ts, as the other cases start it) runs on a fresh database with the demo
 * data. Several clients, signed in as the seeded demo member and admin (a session each), add
 * favourites as fast as they are answered (add_favourite type=1: one transaction, one new row,
 * listings that account had not marked) and record every one answered 200. When enough are
 * acknowledged the server gets SIGKILL mid-stream, then starts again on the same data (the
 * PGlite folder, or the same PostgreSQL database, whose server keeps running) and every
 * account's favourites are read back through the API. A write is lost when it was
 * acknowledged and is not there; the target is none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seedAccounts } from '../src/db/seed/accounts';
import { createPgTarget } from './databases';
import { onCleanup, startServer, type RunningServer, removeBenchFolder } from './processes';
import type { ServerOptions } from './server';

export interface CrashSettings {
  /** Concurrent writers, spread over the two seeded accounts. */
  clients: number;
  /** Acknowledged writes before the kill. */
  killAfter: number;
  listings: number;
}

export interface CrashResult {
  label: string;
  acknowledged: number;
  /** Of the acknowledged writes, how many were there after the restart. */
  found: number;
  lost: number;
  /** Requests under way at the kill (no reply), and how many of them had committed all the same. */
  inFlight: number;
  inFlightFound: number;
  /** Writes acknowledged per second before the kill. */
  writesPerSecond: number;
  /** From the kill to the first good reply of the restarted server. */
  comeBackSeconds: number;
  /** The same for a clean stop and start of the same data, to compare. */
  cleanRestartSeconds: number;
}

const accounts = [seedAccounts.demo, seedAccounts.admin];
const PAGE = 100;

interface Envelope {
  error: boolean;
  message?: string;
  token?: string;
  total?: number;
  data?: { id: number }[];
}

async function call(port: number, method: 'GET' | 'POST', url: string, token?: string, body?: object) {
  const reply = await fetch(`http://127.0.0.1:${port}/api/${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: reply.status, body: (await reply.json()) as Envelope };
}

async function signIn(port: number, account: (typeof accounts)[number]) {
  const { status, body } = await call(port, 'POST', 'user_signup', undefined, {
    logintype: 3,
    email: account.email,
    password: account.password,
  });
  if (status !== 200 || !body.token) throw new Error(`sign-in of ${account.email} failed: ${status} ${body.message}`);
  return body.token;
}

/** Every id of a paged list (limit 100). */
async function allIds(port: number, url: string, token?: string): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { status, body } = await call(
      port,
      'GET',
      `${url}${url.includes('?') ? '&' : '?'}limit=${PAGE}&offset=${offset}`,
      token,
    );
    if (status !== 200 || !body.data) throw new Error(`${url}: HTTP ${status} ${body.message}`);
    ids.push(...body.data.map((item) => item.id));
    if (body.data.length < PAGE || ids.length >= (body.total ?? 0)) return ids;
  }
}

const favouritesOf = (port: number, token: string) => allIds(port, 'get_favourite_property', token);

/** Polls until the server answers a real call (ready is sent once it listens; this proves it serves). */
async function firstGoodReply(port: number) {
  for (;;) {
    try {
      if ((await call(port, 'GET', 'get_property?limit=1')).status === 200) return performance.now();
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Write {
  account: number;
  propertyId: number;
}

/** The stream of writes, killed mid-way. */
async function writeUntilKilled(server: RunningServer, settings: CrashSettings) {
  const tokens: string[] = [];
  for (let client = 0; client < settings.clients; client++) {
    tokens.push(await signIn(server.port, accounts[client % accounts.length]!));
  }
  const listings = await allIds(server.port, 'get_property');
  // Listings each account has not marked yet, dealt out to that account's clients in turn.
  const queues: number[][] = tokens.map(() => []);
  for (let account = 0; account < accounts.length; account++) {
    const marked = new Set(await favouritesOf(server.port, tokens[account]!));
    const clients = tokens.map((_, client) => client).filter((client) => client % accounts.length === account);
    listings.filter((id) => !marked.has(id)).forEach((id, index) => queues[clients[index % clients.length]!]!.push(id));
  }
  const available = queues.reduce((sum, queue) => sum + queue.length, 0);
  if (available < settings.killAfter * 1.5) {
    throw new Error(`only ${available} writes possible for a kill after ${settings.killAfter}: seed more listings`);
  }

  const acknowledged: Write[] = [];
  const inFlight: Write[] = [];
  const refused: string[] = [];
  let killing: Promise<number> | undefined;
  const started = performance.now();
  let killedAfterSeconds = 0;
  await Promise.all(
    queues.map(async (queue, client) => {
      const account = client % accounts.length;
      for (const propertyId of queue) {
        if (killing) return;
        try {
          const { status, body } = await call(server.port, 'POST', 'add_favourite', tokens[client], {
            property_id: propertyId,
            type: 1,
          });
          if (status === 200 && !body.error) acknowledged.push({ account, propertyId });
          else refused.push(`${status} ${body.message}`);
        } catch {
          // No reply: the connection died with the server. It may or may not have committed.
          inFlight.push({ account, propertyId });
          return;
        }
        if (!killing && acknowledged.length >= settings.killAfter) {
          killedAfterSeconds = (performance.now() - started) / 1000;
          killing = server.kill().then(() => performance.now());
        }
      }
    }),
  );
  if (!killing) throw new Error('the writes ran out before the kill');
  if (refused.length) throw new Error(`${refused.length} writes refused, e.g. ${refused[0]}`);
  return { acknowledged, inFlight, killedAt: await killing, writesPerSecond: acknowledged.length / killedAfterSeconds };
}

async function crashCase(
  database: 'pglite' | 'postgres',
  pgUrl: string,
  tempRoot: string,
  settings: CrashSettings,
): Promise<CrashResult> {
  const name = database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = fs.mkdtempSync(path.join(tempRoot, `crash-${database}-`));
  let options: ServerOptions;
  let drop: (() => Promise<void>) | undefined;
  if (database === 'pglite') {
    options = { kind: 'app', db: 'pglite', dataDir, properties: settings.listings };
  } else {
    const target = await createPgTarget(pgUrl, 'crash');
    drop = onCleanup(`PostgreSQL ${target.label}`, () => target.drop());
    options = {
      kind: 'app',
      db: 'postgres',
      url: target.url,
      searchPath: target.searchPath,
      dataDir,
      properties: settings.listings,
    };
  }
  try {
    process.stdout.write(`crash test, ${name}: seeding ... `);
    const first = await startServer(options, `crash ${name}`);
    process.stdout.write(`writing (${settings.clients} clients) ... `);
    const stream = await writeUntilKilled(first, settings);
    process.stdout.write(`killed after ${stream.acknowledged.length} acknowledged; restarting ... `);

    const restarted = await startServer(options, `crash ${name} restarted`);
    const comeBackSeconds = ((await firstGoodReply(restarted.port)) - stream.killedAt) / 1000;
    const present = await Promise.all(
      accounts.map(
        async (account) => new Set(await favouritesOf(restarted.port, await signIn(restarted.port, account))),
      ),
    );
    const isThere = (write: Write) => present[write.account]!.has(write.propertyId);
    const found = stream.acknowledged.filter(isThere).length;
    await restarted.stop();

    const cleanStart = performance.now();
    const again = await startServer(options, `crash ${name} clean restart`);
    const cleanRestartSeconds = ((await firstGoodReply(again.port)) - cleanStart) / 1000;
    await again.stop();
    console.log(`${stream.acknowledged.length - found} lost`);
    return {
      label: `${name}${database === 'postgres' ? ' (API killed, server running)' : ' (API and database killed)'}`,
      acknowledged: stream.acknowledged.length,
      found,
      lost: stream.acknowledged.length - found,
      inFlight: stream.inFlight.length,
      inFlightFound: stream.inFlight.filter(isThere).length,
      writesPerSecond: stream.writesPerSecond,
      comeBackSeconds,
      cleanRestartSeconds,
    };
  } finally {
    await drop?.();
    removeBenchFolder(dataDir);
  }
}

export async function benchCrash(
  databases: ('pglite' | 'postgres')[],
  pgUrl: string,
  tempRoot: string,
  settings: CrashSettings,
): Promise<CrashResult[]> {
  const results: CrashResult[] = [];
  for (const database of databases) results.push(await crashCase(database, pgUrl, tempRoot, settings));
  return results;
}

export function crashTable(results: CrashResult[], settings: CrashSettings): string {
  const header = [
    'kill -9 mid-stream',
    'acknowledged',
    'found after restart',
    'lost',
    'in flight (committed)',
    'writes/s',
    'back in s',
    'clean restart s',
  ];
  const rows = results.map((r) => [
    r.label,
    String(r.acknowledged),
    String(r.found),
    String(r.lost),
    `${r.inFlight} (${r.inFlightFound})`,
    Math.round(r.writesPerSecond).toLocaleString('en'),
    r.comeBackSeconds.toFixed(1),
    r.cleanRestartSeconds.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  const lost = results.reduce((sum, r) => sum + r.lost, 0);
  return [
    `Crash test: ${settings.clients} clients add favourites (one row each) on ${settings.listings.toLocaleString('en')} listings; ` +
      `SIGKILL after ${settings.killAfter} acknowledged, restart on the same data, read them back`,
    line(header),
    rule,
    ...rows.map(line),
    '',
    `Target: no acknowledged write lost: ${lost === 0 ? 'met' : `NOT met (${lost} lost)`}`,
  ].join('\n');
}
