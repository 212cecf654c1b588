import { seedAccounts } from '../../db/seed/accounts';
import { loadConfig } from '../../config';
import { createTestUser, type TestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp, type Reply } from '../../../test/test-app';
import { runAdminCommand } from '../../admin/cli';
import { consoleEdited } from '../../plugins/app/public-cache';
import { effectivePayments, effectiveTransports } from './providers';

let t: TestApp;
let admin: string;
let member: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  member = await createTestUser(t);
  moderator = await createTestUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

const secret = 'sk_live_Zq81pLmN0vX3c9xQz';
/** Every reply's raw JSON, so no test forgets to look for a secret in one. */
const replies: Reply[] = [];
const kept = (reply: Reply) => (replies.push(reply), reply);
const save = (body: object, token = admin) => t.post('/api/admin/settings/update', body, token).then(kept);
const saveProviders = (body: object, token = admin) => t.post('/api/admin/settings/providers', body, token).then(kept);
const read = () => t.get('/api/admin/settings', admin).then(kept);
const logOf = (subjectId: string) =>
  t.db.query<{ action: string; via: string; before: unknown; after: unknown }>(
    `select action, via, before, after from operator_actions where action = 'settings.update' and subject_id = $1 order by id`,
    [subjectId],
  );
const storedSettings = async () => JSON.stringify(await t.db.query('select key, value from settings order by key'));

describe('who may use Settings', () => {
  it('refuses visitors (401), members and moderators (403)', async () => {
    const calls = [
      ['GET', '/api/admin/settings'],
      ['POST', '/api/admin/settings/update'],
      ['POST', '/api/admin/settings/providers'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await t.send(method, url, { company_name: 'X' })).status).toBe(401);
      expect((await t.send(method, url, { company_name: 'X' }, member.token)).status).toBe(403);
      expect((await t.send(method, url, { company_name: 'X' }, moderator.token)).status).toBe(403);
    }
  });
});

describe('the site’s settings', () => {
  it('saves part of them, shows them on the public site at once and logs what changed', async () => {
    const before = (await read()).body.data.site;
    const saved = await save({ company_name: 'Domus Riviera', company_tel: '+33 1 23 45 67 89' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.site).toMatchObject({
      company_name: 'Domus Riviera',
      company_tel: '+33 1 23 45 67 89',
      company_email: before.company_email,
    });
    const site = await t.get('/api/web-settings');
    expect(site.body.data).toMatchObject({ company_name: 'Domus Riviera', company_tel: '+33 1 23 45 67 89' });
    expect(site.headers['cache-control']).toBe(consoleEdited);
    const [entry] = await logOf('site');
    expect(entry).toMatchObject({
      via: 'console',
      before: { company_name: before.company_name, company_tel: before.company_tel },
      after: { company_name: 'Domus Riviera', company_tel: '+33 1 23 45 67 89' },
    });
    // The same values again change nothing and log nothing.
    await save({ company_name: 'Domus Riviera' });
    expect(await logOf('site')).toHaveLength(1);
  });

  it('keeps currency, language, distance and a stored map that wins over MAP_TILE_URL', async () => {
    const saved = await save({
      selected_currency_data: { code: 'eur', symbol: '€', name: 'Euro' },
      currency_symbol: '€',
      number_with_suffix: '0',
      default_language: 'ar',
      distance_option: 'mi',
      map_tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      map_tile_attribution: '© <a href="https://example.org" onclick="steal()">Example</a><script>x()</script>',
    });
    expect(saved.status).toBe(200);
    const site = (await t.get('/api/web-settings')).body.data;
    expect(site).toMatchObject({
      selected_currency_data: { code: 'EUR', symbol: '€', name: 'Euro' },
      number_with_suffix: '0',
      default_language: 'ar',
      distance_option: 'mi',
      map_tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      map_tile_attribution: '© <a href="https://example.org">Example</a>',
    });
    // The site's pages may load the stored tiles (the policy is read again after a save).
    t.app.services.siteSettings.policySources();
    await t.app.services.siteSettings.refreshPolicy();
    const page = await t.app.inject({ method: 'GET', url: '/api/web-settings' });
    expect(String(page.headers['content-security-policy'])).toContain('https://tiles.example.org');
    // Cleared, the environment's map (none here: the bundled world map) is back.
    await save({ map_tile_url: '', map_tile_attribution: '', default_language: 'en' });
    expect((await t.get('/api/web-settings')).body.data.map_tile_url).toBe(t.config.mapTileUrl);
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const was = await storedSettings();
    const cases: [object, RegExp][] = [
      [{ company_email: 'not-an-address' }, /company_email must be an e-mail address/],
      [{ company_name: '  ' }, /company_name is required/],
      [
        { map_tile_url: 'ftp://tiles.example.org/{z}/{x}/{y}.png' },
        /map_tile_url must be an address starting with https/,
      ],
      [{ map_tile_url: 'https://tiles.example.org/tile.png' }, /placeholders \{z\}, \{x\} and \{y\}/],
      [{ selected_currency_data: { code: 'EURO', symbol: '€', name: 'Euro' } }, /3-letter currency code/],
      [{ distance_option: 'yards' }, /distance_option must be km or mi/],
      [{ default_language: 'xx' }, /default_language must be one of the site's languages: en/],
      [{ stripe_secret_key: secret }, /stripe_secret_key: mail, SMS and payments are saved apart/],
      [{ company_name: 'Fine', company_email: 'still wrong' }, /company_email/],
      [[], /.+/],
    ];
    for (const [body, message] of cases) {
      const reply = await save(body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({
        body,
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    expect(await storedSettings()).toBe(was);
  });
});

describe('mail, SMS and payment settings', () => {
  it('ask for a fresh proof of identity and change nothing without it', async () => {
    const stale = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    await t.db.query(`update sessions set verified_at = now() - interval '11 minutes'`);
    const refused = await saveProviders({ stripe_secret_key: secret }, stale);
    expect([refused.status, refused.body.code]).toEqual([403, 'reauthenticationRequired']);
    expect(await t.db.query('select name from site_secrets')).toEqual([]);
    // The site's own settings need no fresh proof.
    expect((await save({ company_address: '2 Harbour Road' }, stale)).status).toBe(200);
    admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  });

  it('keep a secret sealed, show only its last four characters, and log only that it changed', async () => {
    const saved = await saveProviders({ stripe_secret_key: secret, stripe_publishable_key: 'pk_live_abc' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.secrets.stripe_secret_key).toEqual({ set: true, last4: '9xQz' });
    expect(saved.body.data.secrets.stripe_webhook_secret).toEqual({ set: false, last4: '' });
    expect(saved.body.data.sources.stripe).toBe('incomplete');
    const [row] = await t.db.query<{ sealed: string }>(
      `select sealed from site_secrets where name = 'stripe_secret_key'`,
    );
    expect(row!.sealed).not.toContain(secret);
    expect(Buffer.from(row!.sealed, 'base64url').toString('latin1')).not.toContain(secret);
    // A sealed value copied to another name does not open there.
    await t.db.query(`insert into site_secrets (name, sealed) values ('paystack_secret_key', $1)`, [row!.sealed]);
    expect((await read()).body.data.secrets.paystack_secret_key).toEqual({ set: false, last4: '' });
    await t.db.query(`delete from site_secrets where name = 'paystack_secret_key'`);

    const [entry] = await logOf('providers');
    expect(entry!.after).toEqual({ stripe_publishable_key: 'pk_live_abc', stripe_secret_key: 'changed' });
    expect(JSON.stringify(entry)).not.toContain(secret);
    kept(await t.get('/api/admin/operator-actions?subject=settings', admin));

    const cleared = await saveProviders({ stripe_secret_key: null });
    expect(cleared.body.data.secrets.stripe_secret_key).toEqual({ set: false, last4: '' });
    expect((await logOf('providers')).at(-1)!.after).toEqual({ stripe_secret_key: 'cleared' });
  });

  it('switch a provider on with its stored keys at once, until they are cleared', async () => {
    const paystack = { paystack_public_key: 'pk_test_stored', paystack_secret_key: 'sk_test_storedA1b2' };
    expect((await saveProviders(paystack)).body.data.sources.paystack).toBe('stored');
    const methods = kept(await t.get('/api/get_payment_settings', member.token));
    expect(methods.body.data).toContainEqual(
      expect.objectContaining({ provider: 'paystack', public_key: 'pk_test_stored' }),
    );
    expect(kept(await t.get('/api/web-settings')).body.data.paystack_public_key).toBe('pk_test_stored');
    await saveProviders({ paystack_secret_key: null });
    const after = kept(await t.get('/api/get_payment_settings', member.token));
    expect(after.body.data.map((method: { provider: string }) => method.provider)).not.toContain('paystack');
    // Its public key alone is stored still, but Paystack is off: no client is sent to it.
    expect(kept(await t.get('/api/web-settings')).body.data.paystack_public_key).toBe('');
  });

  it('are read once in 30 seconds by what sends and charges, and again at once after a save', async () => {
    const { siteSettings } = t.app.services;
    await saveProviders({ sms_gateway_url: 'https://sms.first.example', sms_gateway_token: 'tok_first_1234' });
    expect((await siteSettings.transports()).sms.gatewayUrl).toBe('https://sms.first.example');
    // Another process's save: this one keeps what it read for up to 30 seconds.
    await t.db.query(`update settings set value = '"https://sms.elsewhere.example"' where key = 'sms_gateway_url'`);
    expect((await siteSettings.transports()).sms.gatewayUrl).toBe('https://sms.first.example');
    await saveProviders({ sms_gateway_url: 'https://sms.second.example' });
    expect((await siteSettings.transports()).sms.gatewayUrl).toBe('https://sms.second.example');
    await saveProviders({ sms_gateway_url: '', sms_gateway_token: null });
  });

  it('refuse bad values and the site’s settings', async () => {
    for (const body of [
      { smtp_url: 'http://mail.example.org' },
      { sms_gateway_url: 'gateway.example.org' },
      { mail_from: 'nobody' },
      { stripe_secret_key: 'ab' },
      { bank_transfer_status: 'yes' },
      { bank_details: [{ title: '', title_ar: '', value: 'x' }] },
      { company_name: 'Elsewhere' },
    ]) {
      expect({ body, status: (await saveProviders(body)).status }).toEqual({ body, status: 400 });
    }
  });

  it('keep the bank account’s lines with their Arabic titles', async () => {
    const lines = [{ title: 'IBAN', title_ar: 'رقم الحساب', value: 'DE89 3704 0044 0532 0130 00' }];
    const saved = await saveProviders({ bank_transfer_status: '1', bank_details: lines });
    expect(saved.body.data.providers.bank_details).toEqual(lines);
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/api/web-settings',
      headers: { 'content-language': 'ar' },
    });
    expect(JSON.parse(arabic.body).data.bank_details).toEqual([
      { title: 'IBAN', translated_title: 'رقم الحساب', value: lines[0]!.value },
    ]);
  });

  it('never send a secret back, in any reply', async () => {
    await saveProviders({ sms_gateway_token: 'tok_SMS_secret_77' });
    kept(await t.get('/api/web-settings', admin));
    kept(await t.get('/api/web-settings'));
    for (const reply of [...replies, await read()]) {
      const raw = JSON.stringify(reply.body);
      for (const value of [secret, 'sk_test_storedA1b2', 'tok_SMS_secret_77']) expect(raw).not.toContain(value);
    }
  });
});

describe('the environment and the stored settings', () => {
  it('web-settings sends the public key of the environment’s account, not a stored one', async () => {
    const site = await startTestApp({ env: { PAYSTACK_SECRET_KEY: 'sk_env', PAYSTACK_PUBLIC_KEY: 'pk_env' } });
    try {
      const siteAdmin = await site.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
      const stored = { paystack_public_key: 'pk_stored', paystack_secret_key: 'sk_stored_A1b2' };
      expect((await site.post('/api/admin/settings/providers', stored, siteAdmin)).status).toBe(200);
      expect((await site.get('/api/web-settings')).body.data).toMatchObject({
        paystack_public_key: 'pk_env',
        stripe_publishable_key: '',
      });
    } finally {
      await site.close();
    }
  });

  const env = loadConfig({
    PAYSTACK_SECRET_KEY: 'sk_env',
    PAYSTACK_PUBLIC_KEY: 'pk_env',
    SMTP_URL: 'smtp://env.example.org',
    LOG_LEVEL: 'silent',
  });
  const stored: Record<string, string> = {
    paystack_public_key: 'pk_stored',
    paystack_secret_key: 'sk_stored',
    razorpay_key_id: 'rzp_stored',
    smtp_url: 'smtp://stored.example.org',
    mail_from: 'Stored <no-reply@stored.example>',
    sms_gateway_url: 'https://sms.stored.example',
    sms_gateway_token: 'tok_stored',
  };
  const value = (key: string) => stored[key] ?? '';

  it('the environment’s provider keys win; stored keys apply where it says nothing', () => {
    const { payments, sources } = effectivePayments(env.payments, value);
    expect(payments.paystack).toMatchObject({ secretKey: 'sk_env', publicKey: 'pk_env' });
    expect(sources).toMatchObject({ paystack: 'environment', razorpay: 'incomplete', stripe: 'off' });
  });

  it('SMTP_URL wins with MAIL_FROM; the stored SMS gateway applies without SMS_GATEWAY_URL', () => {
    const { mail, sms, sources } = effectiveTransports(env, value);
    expect(mail).toEqual({ smtpUrl: 'smtp://env.example.org', from: env.mail.from });
    expect(sms).toEqual({ gatewayUrl: 'https://sms.stored.example', token: 'tok_stored' });
    expect(sources).toEqual({ smtp: 'environment', sms: 'stored' });
    const bare = loadConfig({ LOG_LEVEL: 'silent' });
    expect(effectiveTransports(bare, value).mail).toEqual({
      smtpUrl: 'smtp://stored.example.org',
      from: 'Stored <no-reply@stored.example>',
    });
  });
});

describe('pnpm admin settings:*', () => {
  const run = async (...args: string[]) => {
    const printed: string[] = [];
    const typed = { read: async () => 'whsec_typed_QR12' };
    await runAdminCommand(args, t.app.deps, (text) => printed.push(text), typed);
    return printed.join('\n');
  };

  it('sets a setting and a secret through the same service, and shows secrets masked', async () => {
    expect(await run('settings:set', 'company_name', 'Domus by command')).toBe('company_name = "Domus by command"');
    expect((await t.get('/api/web-settings')).body.data.company_name).toBe('Domus by command');
    expect(await run('settings:set', 'stripe_webhook_secret', '--stdin')).toBe('stripe_webhook_secret = •••• QR12');
    const shown = await run('settings:show');
    expect(shown).toContain('stripe_webhook_secret = •••• QR12');
    expect(shown).not.toContain('whsec_typed_QR12');
    expect((await logOf('providers')).at(-1)).toMatchObject({
      via: 'command',
      after: { stripe_webhook_secret: 'changed' },
    });
    await expect(run('settings:set', 'company_email', 'nope')).rejects.toThrow(/company_email must be an e-mail/);
    await expect(run('settings:clear', 'company_name')).rejects.toThrow(/is for secrets/);
    expect(await run('settings:clear', 'stripe_webhook_secret')).toBe('stripe_webhook_secret = (not set)');
  });
});
