import { runAdminCommand } from './admin/cli';
import { runDoctor } from './admin/doctor';
import { loadConfig } from './config';
import { seedAccounts } from './db/seed/accounts';
import { configChecks, databaseChecks, refusalOf, type PreflightCheck } from './preflight';
import { startTestApp, type TestApp } from '../test/test-app';

const secret = 'h2Qv9Zs0bE4kLm7PxR1tYw3Nc6Ua8Df5Gj';
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://domus.example', TOKEN_SECRET: secret };
const statusOf = (checks: PreflightCheck[], subject: string) => checks.find((c) => c.subject === subject)?.status;

describe('a production start refuses, naming the setting', () => {
  it('accepts a production configuration with its public URL, a token secret and no development convenience', () => {
    const checks = configChecks(loadConfig(production));
    expect(refusalOf(checks)).toBeUndefined();
    expect(statusOf(checks, 'PAYMENT_SANDBOX')).toBe('ok');
  });

  it('refuses no PUBLIC_URL, no TOKEN_SECRET, or one that is not random', () => {
    const refused = (env: NodeJS.ProcessEnv) => refusalOf(configChecks(loadConfig(env)));
    expect(refused({ ...production, PUBLIC_URL: '' })).toMatch(/PUBLIC_URL: is required/);
    expect(refused({ ...production, TOKEN_SECRET: '' })).toMatch(/TOKEN_SECRET: is required/);
    expect(refused({ ...production, TOKEN_SECRET: 'a'.repeat(48) })).toMatch(/TOKEN_SECRET: does not look random/);
    // Too short is a bad value anywhere, development included.
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET: must be at least 32 characters/);
  });

  it('keeps the sandbox payments off in production unless DEMO_SITE=1 asks for them by name', () => {
    expect(loadConfig({}).payments.sandbox).toBe(true);
    expect(loadConfig(production).payments.sandbox).toBe(false);
    expect(refusalOf(configChecks(loadConfig({ ...production, PAYMENT_SANDBOX: '1' })))).toMatch(
      /PAYMENT_SANDBOX: the sandbox provider is on/,
    );
    const demo = loadConfig({ ...production, DEMO_SITE: '1' });
    expect(demo.payments.sandbox).toBe(true);
    expect(refusalOf(configChecks(demo))).toBeUndefined();
    expect(statusOf(configChecks(demo), 'PAYMENT_SANDBOX')).toBe('warn');
  });

  it('refuses the mail catcher in production, a demo site included', () => {
    for (const env of [production, { ...production, DEMO_SITE: '1' }]) {
      expect(refusalOf(configChecks(loadConfig({ ...env, MAIL_CATCHER_PORT: '8025' })))).toMatch(/MAIL_CATCHER_PORT/);
    }
  });

  it('only warns in development, where the conveniences are the point', () => {
    const checks = configChecks(loadConfig({ PAYMENT_SANDBOX: '1', MAIL_CATCHER_PORT: '8025' }));
    expect(checks.some((check) => check.status === 'refuse')).toBe(false);
    expect(statusOf(checks, 'MAIL_CATCHER_PORT')).toBe('warn');
  });

  it('seeds the demo data with its accounts in development and on a demo site only', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig(production).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_SITE: '1' }).demoData).toBe(true);
  });
});

describe('the checks of the database, and pnpm admin doctor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const run = async (...args: string[]) => {
    const printed: string[] = [];
    await runAdminCommand(args, t.app.deps, (text) => printed.push(text), { read: async () => args.at(-1)! });
    return printed.join('\n');
  };

  it('refuses a demo account that signs in with its documented password, whatever its flags', async () => {
    const checks = await databaseChecks(loadConfig(production), t.db);
    expect(refusalOf(checks)).toMatch(new RegExp(`demo accounts: .*${seedAccounts.admin.email}`));
    // Cleared of the demo flag, the known password is what matters.
    await t.db.query('update users set is_demo_account = false');
    expect(refusalOf(await databaseChecks(loadConfig(production), t.db))).toMatch(/demo accounts/);
    const demoSite = await databaseChecks(loadConfig({ ...production, DEMO_SITE: '1' }), t.db);
    expect(refusalOf(demoSite)).toBeUndefined();
  });

  it('accepts the demo accounts once deactivated, as its message advises', async () => {
    const demo = seedAccounts.demo.email;
    await run('users:deactivate', demo);
    const refusal = refusalOf(await databaseChecks(loadConfig(production), t.db));
    expect(refusal).toMatch(new RegExp(seedAccounts.admin.email));
    expect(refusal).not.toMatch(new RegExp(demo));
    await run('users:reactivate', demo);
  });

  it('doctor prints every check and exits as a production start would', async () => {
    const printed: string[] = [];
    const config = loadConfig(production);
    // The test's database stays open: doctor closes the one it opened.
    const refused = await runDoctor(
      config,
      async () => ({ ...t.db, close: async () => {} }),
      (text) => printed.push(text),
    );
    expect(refused).toBe(true);
    expect(printed.join('\n')).toMatch(/REFUSED +demo accounts/);
    expect(printed.join('\n')).toMatch(/ok +TOKEN_SECRET: set/);
    expect(printed.join('\n')).toMatch(/A production start refuses this configuration/);
  });

  it('users:create-admin makes an admin who signs in; a short password or a taken address changes nothing', async () => {
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n;
    const before = await count();
    await expect(run('users:create-admin', '--email', 'ops@domus.test', '--name', 'Ops', 'too-short')).rejects.toThrow(
      /at least 12 characters/,
    );
    await expect(
      run('users:create-admin', '--email', seedAccounts.demo.email, '--name', 'Ops', 'a long enough password'),
    ).rejects.toThrow(/already a user/);
    expect(await count()).toBe(before);

    const password = 'correct horse battery staple';
    expect(await run('users:create-admin', '--email', 'Ops@Domus.test', '--name', 'Ops', password)).toMatch(
      /Created admin #\d+ ops@domus.test \(admin, active\)/,
    );
    const token = await t.signIn('ops@domus.test', password);
    expect((await t.get('/api/admin/users?limit=1', token)).status).toBe(200);
  });
});
