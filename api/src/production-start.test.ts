import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedAccounts } from './db/seed/accounts';
import { startApiProcess, type ApiProcess } from '../test/api-process';

/** What an operator sets for a real site; each test adds the mistake it is about. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://domus.example',
  TOKEN_SECRET: 'h2Qv9Zs0bE4kLm7PxR1tYw3Nc6Ua8Df5Gj',
  LOG_LEVEL: 'warn',
};

// Each test starts the API as a process, up to three times, drawing the seed's pictures: slow on a busy machine.
jest.setTimeout(300_000);

let dataDir = '';
let api: ApiProcess | undefined;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-production-'));
});
afterEach(async () => {
  api?.kill();
  await api?.exited;
  api = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = async (pathAndQuery: string, body?: object) => {
  const reply = await fetch(`http://127.0.0.1:${api!.port}${pathAndQuery}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of a reply
  return { status: reply.status, body: (await reply.json()) as any };
};

/** The start's output when it refused to start (startApiProcess throws with it). */
const refusalOf = (env: Record<string, string>) =>
  startApiProcess({ DATA_DIR: dataDir, ...env }).then(
    (started) => {
      api = started;
      throw new Error('the start was not refused');
    },
    (error: Error) => error.message,
  );

describe('a production start on an empty database', () => {
  it('seeds the reference data but no account: the documented admin password opens nothing', async () => {
    api = await startApiProcess({ DATA_DIR: dataDir, ...production });
    for (const account of [seedAccounts.admin, seedAccounts.demo]) {
      const signIn = await call('/api/user_signup', { logintype: 3, email: account.email, password: account.password });
      expect(signIn.status).not.toBe(200);
      expect(signIn.body.token).toBeUndefined();
    }
    expect((await call('/api/get_categories?limit=5')).body.data.length).toBeGreaterThan(0);
    expect((await call('/api/get_property?limit=1')).body.total).toBe(0);
    expect((await call('/api/get-package')).body.data ?? []).toEqual([]);
  });
});

describe('the preflight refuses a production start, naming the setting', () => {
  it('with the sandbox payments, the mail catcher or no token secret', async () => {
    expect(await refusalOf({ ...production, PAYMENT_SANDBOX: '1' })).toMatch(/PAYMENT_SANDBOX: the sandbox provider/);
    expect(await refusalOf({ ...production, MAIL_CATCHER_PORT: '18025' })).toMatch(/MAIL_CATCHER_PORT/);
    expect(await refusalOf({ ...production, TOKEN_SECRET: '' })).toMatch(/TOKEN_SECRET: is required/);
  });

  it('on a database that holds the demo accounts with their documented passwords', async () => {
    // A development start seeds the demo; the same data started as production is refused.
    api = await startApiProcess({ DATA_DIR: dataDir, SEED_PROPERTIES: '10' });
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    api = undefined;
    const refusal = await refusalOf(production);
    expect(refusal).toMatch(/Refusing to start with NODE_ENV=production/);
    expect(refusal).toMatch(new RegExp(`demo accounts: ${seedAccounts.admin.email}`));
    // A public demo says so by name, and starts.
    api = await startApiProcess({ DATA_DIR: dataDir, ...production, DEMO_SITE: '1' });
    expect(
      (
        await call('/api/user_signup', {
          logintype: 3,
          email: seedAccounts.demo.email,
          password: seedAccounts.demo.password,
        })
      ).status,
    ).toBe(200);
  });
});
