import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { buildApp } from '../src/server';
import { createTestDb } from './test-db';

/** The small deterministic dataset every API test file starts from. */
// 12 projects so the 11th (index 10) is one waiting for review.
export const testSeed = { properties: 160, projects: 12, agents: 6, members: 4 } as const;

/** A fixture repo with locale files, so language tests do not depend on the front end's texts. */
export const fixtureRepoRoot = path.join(__dirname, 'fixtures', 'repo');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** GET a path and parse the JSON reply (tests read any field of it, hence `any`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(url: string): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Runs before the app is ready: tests add routes of their own here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  seed?: boolean;
  /** Serve a built site from this root too (shell/dist, mf-*\/dist). */
  siteRoot?: string;
}

/** Builds the app on a fresh, migrated, seeded database; `close` removes it all. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-api-test-'));
  const { db, dispose } = await createTestDb();
  await migrate(db);
  if (options.seed !== false) await seedDemoData(db, { ...testSeed, repoRoot: fixtureRepoRoot });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({ config, db, site: options.siteRoot ? { root: options.siteRoot } : undefined });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async get(url) {
      const reply = await app.inject({ method: 'GET', url });
      return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
    },
    async close() {
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
