import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { busyMessage } from './load-shedding';

const origin = 'http://localhost:3001';
// Limits no process stays under: a heap of a few hundred kilobytes, an event loop late by 50 ms.
let heavy: TestApp;
let lagging: TestApp;
beforeAll(async () => {
  heavy = await startTestApp({ seed: false, env: { MAX_HEAP_USED_PERCENT: '0.01', CORS_ORIGINS: origin } });
  lagging = await startTestApp({ seed: false, env: { MAX_EVENT_LOOP_DELAY_MS: '50' } });
});
afterAll(async () => {
  await heavy.close();
  await lagging.close();
});

/** Load is sampled once a second: wait for the sample that sees it (the test's timeout bounds the wait). */
async function until(condition: () => boolean) {
  while (!condition()) await sleep(20);
}

/** Keeps the event loop from turning for `ms`, the way a long synchronous job does. */
const blockEventLoop = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const busyReply = { error: true, message: busyMessage, code: 'serviceUnavailable', key: 'serviceUnavailable' };

describe('an overloaded process', () => {
  it('refuses requests with 503 serviceUnavailable and Retry-After, readable by the browser', async () => {
    await until(() => heavy.app.isUnderPressure());
    const reply = await heavy.app.inject({ url: '/api/faqs', headers: { origin } });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual(busyReply);
    expect(reply.headers['retry-after']).toBe('10');
    expect(reply.headers['access-control-allow-origin']).toBe(origin);
  });

  it('changes nothing when it refuses', async () => {
    await until(() => heavy.app.isUnderPressure());
    const reply = await heavy.app.inject({
      method: 'POST',
      url: '/api/contct_us',
      payload: { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' },
    });
    expect(reply.statusCode).toBe(503);
    expect(await heavy.db.query('select id from contact_messages')).toEqual([]);
  });

  it('keeps answering the health checks truthfully', async () => {
    await until(() => heavy.app.isUnderPressure());
    const alive = await heavy.app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await heavy.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'not configured' } });
  });

  it('refuses while its event loop lags, and answers again once it has caught up', async () => {
    await until(() => !lagging.app.isUnderPressure());
    await expectAnswered(lagging.app);
    while (!lagging.app.isUnderPressure()) {
      blockEventLoop(200);
      await sleep(10);
    }
    const refused = await lagging.app.inject({ url: '/api/faqs' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(busyReply);

    await until(() => !lagging.app.isUnderPressure());
    await expectAnswered(lagging.app);
  });
});

async function expectAnswered(app: FastifyInstance) {
  const reply = await app.inject({ url: '/api/faqs' });
  expect(reply.statusCode).toBe(200);
}
