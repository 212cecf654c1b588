import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildMailCatcher } from '../../dev/mail-catcher';
import { Outbox } from './outbox';
import { Messenger } from './sender';
import { configChecks, refusalOf } from '../../preflight';

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

  const quietLog = () => {
    const lines: { level: string; details: object; message: string }[] = [];
    return {
      lines,
      info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
      warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
    };
  };

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
      const outbox = new Outbox(dir);
      const messenger = new Messenger(config, quietLog(), outbox);
      await messenger.send({ channel: 'sms', to: '+15550100', subject: 'Code', text: 'Your code is 123456' });
      expect(received).toEqual([
        {
          body: JSON.stringify({ to: '+15550100', message: 'Your code is 123456' }),
          authorization: 'Bearer gw-secret',
        },
      ]);
      // E-mail has no SMTP here: it goes to the outbox.
      await messenger.send({ channel: 'email', to: 'a@x.example', subject: 'Hi', text: 'Body' });
      expect((await outbox.list()).map((entry) => entry.channel)).toEqual(['email']);
      const failing = new Messenger(loadConfig({ DATA_DIR: dir, SMS_GATEWAY_URL: `${url}/fail` }), quietLog(), outbox);
      await expect(failing.send({ channel: 'sms', to: '+1555', subject: '', text: 'x' })).rejects.toThrow(/500/);
    } finally {
      gateway.close();
    }
  });

  it('logs an undelivered message with its body in development, without it in production', async () => {
    const message = { channel: 'email' as const, to: 'a@x.example', subject: 'Code', text: 'Your code is 123456' };
    const development = quietLog();
    await new Messenger(loadConfig({ DATA_DIR: dir }), development, undefined).send(message);
    expect(development.lines).toEqual([
      { level: 'info', details: { message }, message: 'message not delivered (no SMTP_URL); development copy' },
    ]);
    const production = quietLog();
    const productionConfig = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', PUBLIC_URL: 'https://domus.example' });
    await new Messenger(productionConfig, production, undefined).send(message);
    expect(production.lines).toEqual([
      { level: 'warn', details: { to: 'a@x.example', subject: 'Code' }, message: 'message not delivered: no SMTP_URL' },
    ]);
    expect(JSON.stringify(production.lines)).not.toContain('123456');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('the mail catcher', () => {
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
    const catcher = buildMailCatcher(t.app.deps.accounts.messenger.outbox!);
    try {
      const page = await catcher.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const second = page.body.indexOf('To: second@domus.example');
      const first = page.body.indexOf('To: first@domus.example');
      expect(second).toBeGreaterThan(0);
      expect(first).toBeGreaterThan(second);
      expect(page.body).toContain('Your Domus verification code');
      expect(page.body).toContain(await t.latestCode('second@domus.example'));
      const json = await catcher.inject({ url: '/messages.json?to=first@domus.example' });
      expect(json.json().data).toHaveLength(1);
    } finally {
      await catcher.close();
    }
  });

  it("is never a route of the site: nobody reads a victim's code over the site, from anywhere", async () => {
    // The account takeover: ask a code for the admin's address, read it off the site, sign in.
    await t.get('/api/get-otp?email=admin@domus.example');
    for (const url of ['/dev/outbox', '/dev/outbox.json?to=admin@domus.example', '/messages.json', '/api/dev/outbox']) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { host: 'localhost' }]) {
        const reply = await t.app.inject({ url, headers, remoteAddress: '127.0.0.1' });
        expect({ url, status: reply.statusCode }).toEqual({ url, status: 404 });
        expect(reply.body).not.toMatch(/\b\d{6}\b/);
      }
    }
  });

  it('is off unless MAIL_CATCHER_PORT is set, and refused with NODE_ENV=production', async () => {
    const off = await startTestApp({ seed: false, env: { MAIL_CATCHER_PORT: '' } });
    try {
      expect(off.config.mailCatcher).toBeUndefined();
      expect(off.app.deps.accounts.messenger.outbox).toBeUndefined();
      expect((await off.get('/api/get-otp?email=someone@domus.example')).status).toBe(200);
      expect(fs.existsSync(path.join(off.config.dataDir, 'outbox'))).toBe(false);
    } finally {
      await off.close();
    }
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://domus.example',
      MAIL_CATCHER_PORT: '8025',
    });
    expect(refusalOf(configChecks(production))).toMatch(/MAIL_CATCHER_PORT: shows every sign-in code/);
  });
});
