import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/test-app';

// The web site is served too, as in production: its page fallback must not answer the probes.
const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-site-'));
const redisEnv = {
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `domus-test-${process.pid}-${randomBytes(4).toString('hex')}`,
};

let t: TestApp;
let withRedis: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(siteRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(siteRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  t = await startTestApp({ seed: false, siteRoot });
  withRedis = await startTestApp({ seed: false, env: redisEnv });
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await t.close();
  await withRedis.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

describe('GET /healthz', () => {
  it('answers 200 { status: "ok" } as JSON, never cached, without asking the database', async () => {
    const query = jest.spyOn(t.db, 'query');
    const reply = await t.app.inject({ url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/json');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({ status: 'ok' });
    expect(query).not.toHaveBeenCalled();
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers, with Redis "not configured" without REDIS_URL', async () => {
    const reply = await t.app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'not configured' } });
  });

  it('answers 503 naming the database when it fails', async () => {
    jest.spyOn(t.db, 'query').mockRejectedValueOnce(new Error('connection terminated'));
    const reply = await t.app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', redis: 'not configured' },
      message: 'database is not answering',
    });
  });

  it('answers 503 instead of hanging when the database does not answer', async () => {
    jest.spyOn(t.db, 'query').mockReturnValueOnce(new Promise<never>(() => {}));
    const reply = await t.app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().checks.database).toBe('failed');
  });

  it('answers 200 with redis "ok" when Redis answers PING', async () => {
    const reply = await withRedis.app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('answers 503 naming redis once its connection is gone, and both when the database fails too', async () => {
    withRedis.app.deps.redis?.disconnect();
    const reply = await withRedis.app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'failed' },
      message: 'redis is not answering',
    });

    jest.spyOn(withRedis.db, 'query').mockRejectedValueOnce(new Error('connection terminated'));
    const both = await withRedis.app.inject({ url: '/readyz' });
    expect(both.json()).toMatchObject({
      checks: { database: 'failed', redis: 'failed' },
      message: 'database and redis are not answering',
    });
  });
});

describe('the probes', () => {
  it('answer HEAD as well, for load balancers that probe with it', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const reply = await t.app.inject({ method: 'HEAD', url });
      expect(reply.statusCode).toBe(200);
    }
  });

  it('are left out of the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toContain('/api/web-settings');
    expect(paths).not.toContain('/healthz');
    expect(paths).not.toContain('/readyz');
  });
});
