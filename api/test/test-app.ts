import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { Outbox } from '../src/adapters/messaging/outbox';
import type { AccountServiceOverrides } from '../src/auth/services';
import { buildApp, type BuildAppOptions } from '../src/server';
import { createTestDb } from './test-db';

/** The small deterministic dataset every API test file starts from. */
// 12 projects so the 11th (index 10) is one waiting for review.
export const testSeed = { properties: 160, projects: 12, agents: 6, members: 4 } as const;

/** A fixture repo with locale files, so language tests do not depend on the front end's texts. */
export const fixtureRepoRoot = path.join(import.meta.dirname, 'fixtures', 'repo');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** GET a path and parse the JSON reply. */
  get(url: string, token?: string, from?: Client): Promise<Reply>;
  /** POST a JSON body (or a prepared multipart body, see multipart()). */
  post(url: string, body?: object | MultipartBody, token?: string, from?: Client): Promise<Reply>;
  /** Any method, JSON body. */
  send(method: 'GET' | 'POST' | 'DELETE', url: string, body?: object, token?: string, from?: Client): Promise<Reply>;
  /** Signs in by e-mail and password; returns the bearer token (fails the test otherwise). */
  signIn(email: string, password: string): Promise<string>;
  /** The newest code the outbox holds for an address. */
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

/** Where a request comes from (rate limits count per client); default 127.0.0.1. */
export interface Client {
  ip: string;
}

/** A parsed reply (tests read any field of it, hence `any`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; body: any; headers: Record<string, unknown> };

export interface MultipartBody {
  multipart: true;
  payload: Buffer;
  contentType: string;
}

/** A multipart/form-data body: text fields and files ({ filename, content, type }). */
export function multipart(
  fields: Record<
    string,
    | string
    | string[]
    | { filename: string; content: Buffer; type?: string }
    | { filename: string; content: Buffer; type?: string }[]
  >,
): MultipartBody {
  const boundary = `----domus${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const add = (name: string, value: string | { filename: string; content: Buffer; type?: string }) => {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) add(name, item);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { multipart: true, payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const isMultipart = (body: unknown): body is MultipartBody =>
  typeof body === 'object' && body !== null && (body as MultipartBody).multipart === true;

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Runs before the app is ready: tests add routes of their own here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  seed?: boolean;
  /** Serve a built site from this root too (shell/dist, mf-*\/dist). */
  siteRoot?: string;
  /** Outside services replaced (a fake Firebase verifier...). */
  accountOverrides?: AccountServiceOverrides;
  /** Sees every route the app adds (beforeReady comes too late: the routes are in by then). */
  onRoute?: BuildAppOptions['onRoute'];
}

/** Builds the app on a fresh, migrated, seeded database; `close` removes it all. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-api-test-'));
  const { db, dispose } = await createTestDb();
  await migrate(db);
  if (options.seed !== false) await seedDemoData(db, { ...testSeed, repoRoot: fixtureRepoRoot });
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The mail catcher's folder holds the codes tests read (nothing listens: main.ts is not used).
    MAIL_CATCHER_PORT: '8025',
    // No load shedding unless a test asks for it: a busy test machine must not answer 503.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_HEAP_USED_PERCENT: '0',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db,
    site: options.siteRoot ? { root: options.siteRoot } : undefined,
    accountOverrides: options.accountOverrides,
    onRoute: options.onRoute,
  });
  await options.beforeReady?.(app);
  await app.ready();
  const testApp: TestApp = {
    app,
    db,
    config,
    get(url, token, from) {
      return testApp.send('GET', url, undefined, token, from);
    },
    async post(url, body, token, from) {
      if (!isMultipart(body)) return testApp.send('POST', url, body ?? {}, token, from);
      const reply = await app.inject({
        method: 'POST',
        url,
        remoteAddress: from?.ip,
        payload: body.payload,
        headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
    },
    async send(method, url, body, token, from) {
      const reply = await app.inject({
        method,
        url,
        remoteAddress: from?.ip,
        ...(body === undefined ? {} : { payload: body }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
    },
    async signIn(email, password) {
      const reply = await testApp.post('/api/user_signup', { logintype: 3, email, password });
      if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body.token as string;
    },
    async latestCode(to) {
      const [message] = await new Outbox(config.mailCatcher!.outboxDir).list({ to });
      const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
      if (!code) throw new Error(`no code in the outbox for ${to}`);
      return code;
    },
    async close() {
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
