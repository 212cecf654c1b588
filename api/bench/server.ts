/**
 * One server under test, in a process of its own so the load generator (run.ts) never shares
 * its event loop. Started by run.ts with fork(); the options come as JSON in argv[2]:
 *   { kind: 'bare' }                          plain Fastify with GET /bare
 *   { kind: 'bare-chat', url, searchPath? }   the chat bench's anchor (bench/bare-chat.ts)
 *   { kind: 'app', db: 'pglite', dataDir, properties }
 *   { kind: 'app', db: 'postgres', url, searchPath?, dataDir, properties }
 *   either 'app' with site: { mapTileUrl? }   the built web site too, with these map tiles
 *   either 'app' with chatUsers: N             N members with a session each (the realtime bench)
 * 'app' migrates and seeds an empty database (no pictures; a database with data is served as it
 * is, as main.ts does: the crash case restarts on the data it left), then serves the real app
 * (buildApp, as main.ts does; the web site only when asked). Replies over IPC with the port; a
 * 'stop' message, a signal or the parent going away closes the server and the database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { bareChatServer } from './bare-chat';
import { createBenchUsers, type BenchUser } from './bench-users';
import { loadConfig, repoRootDir } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { isDatabaseEmpty, seedDemoData } from '../src/db/seed';
import { buildApp } from '../src/server';

/** Serve the built web site too (shell/dist, mf-*\/dist), its map drawing tiles from this URL template. */
interface SiteOption {
  site?: { mapTileUrl?: string };
  /** Members to create, each with a session, once the app is ready; their ids and tokens come with 'ready'. */
  chatUsers?: number;
}
export type ServerOptions =
  | { kind: 'bare' }
  | { kind: 'bare-chat'; url: string; searchPath?: string[] }
  | ({ kind: 'app'; db: 'pglite'; dataDir: string; properties: number } & SiteOption)
  | ({
      kind: 'app';
      db: 'postgres';
      url: string;
      searchPath?: string[];
      dataDir: string;
      properties: number;
    } & SiteOption);

export type ServerMessage =
  | { type: 'ready'; port: number; seedSeconds?: number; listings?: number; users?: BenchUser[] }
  | { type: 'error'; message: string };

/** Request logs off (they would measure the log sink); warnings and errors still show. */
const LOG_LEVEL = 'warn';

let app: FastifyInstance | undefined;
let db: Db | undefined;
let stopping = false;

/**
 * The load generator drops its connections when its time is up, while handlers may still be
 * querying: the database closes only once no query has been running for a moment.
 */
let running = 0;
let lastQueryEnd = 0;
function counted(inner: Db): Db {
  const track = async <T>(work: () => Promise<T>) => {
    running++;
    try {
      return await work();
    } finally {
      running--;
      lastQueryEnd = performance.now();
    }
  };
  return {
    kind: inner.kind,
    query: (sql, params, options) => track(() => inner.query(sql, params, options)),
    exec: (sql) => track(() => inner.exec(sql)),
    copyIn: (table, columns, text) => track(() => inner.copyIn(table, columns, text)),
    transaction: (fn) => track(() => inner.transaction(fn)),
    close: () => inner.close(),
  };
}
async function whenIdle(deadline = performance.now() + 5000) {
  while ((running > 0 || performance.now() - lastQueryEnd < 100) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(code || 1), 10_000);
  force.unref();
  try {
    await app?.close();
    await whenIdle();
  } catch (error) {
    console.error('bench server: closing the app failed:', error);
  }
  try {
    await db?.close();
  } catch (error) {
    console.error('bench server: closing the database failed:', error);
  }
  process.exit(code);
}

const send = (message: ServerMessage) => process.send?.(message);

async function start(options: ServerOptions) {
  if (options.kind === 'bare') {
    app = Fastify({ logger: { level: LOG_LEVEL } });
    app.get('/bare', async () => ({ error: false, message: 'ok', data: { hello: 'world' } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    send({ type: 'ready', port: portOf(app) });
    return;
  }
  if (options.kind === 'bare-chat') {
    db = await openPostgres(options.url, { searchPath: options.searchPath });
    app = await bareChatServer(db, LOG_LEVEL);
    await app.listen({ port: 0, host: '127.0.0.1' });
    send({ type: 'ready', port: portOf(app) });
    return;
  }
  db = counted(
    options.db === 'pglite'
      ? await openPglite(`${options.dataDir}/db`)
      : await openPostgres(options.url, { searchPath: options.searchPath }),
  );
  await migrate(db);
  const report = (await isDatabaseEmpty(db)) ? await seedDemoData(db, { properties: options.properties }) : undefined;
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    LOG_LEVEL,
    HOST: '127.0.0.1',
    MAP_TILE_URL: options.site?.mapTileUrl ?? '',
  });
  app = await buildApp({ config, db, site: options.site ? { root: repoRootDir } : undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const users = options.chatUsers ? await createBenchUsers(app, db, options.chatUsers) : undefined;
  send({ type: 'ready', port: portOf(app), seedSeconds: report?.seconds, listings: report?.properties, users });
}

function portOf(server: FastifyInstance): number {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

process.on('message', (message) => {
  if ((message as { type?: string }).type === 'stop') void stop(0);
});
process.on('disconnect', () => void stop(0));
process.once('SIGINT', () => void stop(130));
process.once('SIGTERM', () => void stop(143));

start(JSON.parse(process.argv[2] ?? '{}') as ServerOptions).catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  void stop(1);
});
