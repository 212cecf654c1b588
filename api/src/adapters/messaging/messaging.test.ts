import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { Outbox } from './outbox';
import { Messenger } from './sender';

describe('the outbox', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-outbox-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps messages as JSON files and lists them newest first, by recipient', async () => {
    const outbox = new Outbox(dir);
    await outbox.write({ channel: 'email', to: 'a@x.example', subject: 'First', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.write({ channel: 'sms', to: '+15550100', subject: 'Second', text: 'two' });
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(2);
    expect((await outbox.list()).map((entry) => entry.subject)).toEqual(['Second', 'First']);
    expect((await outbox.list({ to: 'A@x.example' })).map((entry) => entry.subject)).toEqual(['First']);
    expect(await new Outbox(path.join(dir, 'missing')).list()).toEqual([]);
  });

  it('sends text messages to the SMS gateway when configured, not to the outbox', async () => {
    const received: { body: string; authorization?: string }[] = [];
    const gateway = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ body, authorization: request.headers.authorization });
        response.statusCode = request.url === '/fail' ? 500 : 200;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      const config = loadConfig({ DATA_DIR: dir, SMS_GATEWAY_URL: `${url}/send`, SMS_GATEWAY_TOKEN: 'gw-secret' });
      const messenger = new Messenger(config, new Outbox(config.outboxDir));
      await messenger.send({ channel: 'sms', to: '+15550100', subject: 'Code', text: 'Your code is 123456' });
      expect(received).toEqual([
        {
          body: JSON.stringify({ to: '+15550100', message: 'Your code is 123456' }),
          authorization: 'Bearer gw-secret',
        },
      ]);
      // E-mail has no SMTP here: it goes to the outbox.
      await messenger.send({ channel: 'email', to: 'a@x.example', subject: 'Hi', text: 'Body' });
      expect((await messenger.outbox.list()).map((entry) => entry.channel)).toEqual(['email']);
      const failing = new Messenger(
        loadConfig({ DATA_DIR: dir, SMS_GATEWAY_URL: `${url}/fail` }),
        new Outbox(config.outboxDir),
      );
      await expect(failing.send({ channel: 'sms', to: '+1555', subject: '', text: 'x' })).rejects.toThrow(/500/);
    } finally {
      gateway.close();
    }
  });
});

describe('GET /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('lists the messages newest first with recipient, subject and the body (the code visible)', async () => {
    await t.db.exec(`insert into settings (key, value) values ('demo_mode', '"0"')`);
    await t.get('/api/get-otp?email=first@domus.example');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.get('/api/get-otp?email=second@domus.example');
    const page = await t.app.inject({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const second = page.body.indexOf('To: second@domus.example');
    const first = page.body.indexOf('To: first@domus.example');
    expect(second).toBeGreaterThan(0);
    expect(first).toBeGreaterThan(second);
    expect(page.body).toContain('Your Domus verification code');
    expect(page.body).toContain(await t.latestCode('second@domus.example'));
    const json = await t.app.inject({ url: '/dev/outbox.json?to=first@domus.example' });
    expect(json.json().data).toHaveLength(1);
  });

  it('is off in production unless OUTBOX_PAGE=1', async () => {
    const production = await startTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    const forced = await startTestApp({ seed: false, env: { NODE_ENV: 'production', OUTBOX_PAGE: '1' } });
    try {
      expect((await production.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await forced.app.inject({ url: '/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await forced.close();
    }
  });
});
