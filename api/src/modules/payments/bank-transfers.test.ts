import fs from 'node:fs';
import sharp from 'sharp';
import { seedAccounts } from '../../db/seed/accounts';
import { privateFilesDir } from '../../files/private-files';
import { createTestUser, testPdf, testPicture, type TestUser } from '../../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../../test/test-app';
import { runAdminCommand } from '../../admin/cli';

let t: TestApp;
let admin: string;
let moderator: TestUser;
let professional: { id: number; price: number };
let free: number;
let receipt: Buffer;

const file = (content: Buffer, filename = 'receipt.png', type = 'image/png') => ({ filename, content, type });
const switchBankTransfer = (on: boolean) =>
  t.db.query(
    `insert into settings (key, value) values ('bank_transfer_status', $1::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify(on ? '1' : '0')],
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  moderator = await createTestUser(t, { role: 'moderator' });
  professional = (
    await t.db.query<{ id: number; price: number }>(
      `select id, price::float8 as price from packages where name = 'Professional'`,
    )
  )[0]!;
  free = (await t.db.query<{ id: number }>(`select id from packages where package_type = 'free' limit 1`))[0]!.id;
  receipt = await testPicture(400, 300);
  await switchBankTransfer(true);
});
afterAll(() => t.close());

const initiate = (member: TestUser, fields: Record<string, string | ReturnType<typeof file>>) =>
  t.post('/api/initiate-bank-transfer', multipart(fields), member.token);
/** A member's bank transfer in review: its id. */
async function transferOf(member: TestUser) {
  const started = await initiate(member, { package_id: String(professional.id), file: file(receipt) });
  expect(started.status).toBe(200);
  return started.body.data.id as number;
}
const stored = async () => ({
  rows: (await t.db.query<{ n: number }>('select count(*)::int as n from payment_transactions'))[0]!.n,
  files: fs.existsSync(privateFilesDir(t.config.dataDir))
    ? fs.readdirSync(privateFilesDir(t.config.dataDir), { recursive: true }).length
    : 0,
});
/** A receipt's bytes, as a browser with the token reads them (not JSON). */
const readReceipt = async (url: string, token?: string) => {
  const { pathname, search } = new URL(url);
  const reply = await t.app.inject({
    method: 'GET',
    url: `${pathname}${search}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: reply.statusCode, headers: reply.headers };
};
const subscriptionsOf = async (id: number) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from user_packages where payment_transaction_id = $1', [
      id,
    ])
  )[0]!.n;
const decisionsOf = async (id: number) =>
  t.db.query<{ action: string; via: string; reason: string; actor_id: number | null }>(
    `select action, via, reason, actor_id from operator_actions where subject = 'payment' and subject_id = $1 order by id`,
    [String(id)],
  );

describe('a member paying by bank transfer', () => {
  it('is offered bank transfer with the bank details only while the site switches it on', async () => {
    const member = await createTestUser(t);
    const settings = await t.get('/api/web-settings', member.token);
    expect(settings.body.data.bank_transfer_status).toBe('1');
    expect(settings.body.data.bank_details).toContainEqual({
      title: 'IBAN',
      translated_title: 'IBAN',
      value: expect.any(String),
    });
    const methods = await t.get('/api/get_payment_settings', member.token);
    expect(methods.body.data).toContainEqual(
      expect.objectContaining({ provider: 'bank_transfer', type: 'bank_transfer_status', data: '1' }),
    );

    await switchBankTransfer(false);
    try {
      const off = await t.get('/api/web-settings', member.token);
      expect(off.body.data).toMatchObject({ bank_transfer_status: '0', bank_details: [] });
      const before = await stored();
      const refused = await initiate(member, { package_id: String(professional.id), file: file(receipt) });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/bank transfer/i);
      expect(await stored()).toEqual(before);
    } finally {
      await switchBankTransfer(true);
    }
  });

  it('sends the receipt: a transaction in review at the package’s price, receipt readable by the buyer and operators only', async () => {
    const [buyer, stranger] = [await createTestUser(t), await createTestUser(t)];
    const started = await initiate(buyer, { package_id: String(professional.id), file: file(receipt), amount: '0.01' });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({
      status: 'review',
      payment_status: 'review',
      payment_type: 'bank transfer',
      provider: 'bank_transfer',
      amount: professional.price,
      reject_reason: null,
    });
    const id = started.body.data.id as number;
    const url = started.body.data.receipt_url as string;
    expect(url).toBe(`${t.config.publicUrl}/api/bank-receipt-file?payment_transaction_id=${id}`);

    const own = await readReceipt(url, buyer.token);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await readReceipt(url, moderator.token)).status).toBe(200);
    expect((await readReceipt(url, admin)).status).toBe(200);
    expect((await readReceipt(url, stranger.token)).status).toBe(404);
    expect((await readReceipt(url)).status).toBe(401);
    expect(await subscriptionsOf(id)).toBe(0);

    const history = await t.get('/api/get_payment_details', buyer.token);
    expect(history.body.data[0]).toMatchObject({ id, payment_status: 'review', payment_type: 'bank transfer' });
  });

  it.each([
    ['no receipt', () => ({ package_id: String(professional.id) }), 400, /file/],
    [
      'a text file as receipt',
      () => ({ package_id: String(professional.id), file: file(Buffer.from('hello'), 'a.txt', 'text/plain') }),
      415,
      /JPEG, PNG, WebP or PDF/,
    ],
    ['a package id that is not a number', () => ({ package_id: 'gold', file: file(receipt) }), 400, /package_id/],
    ['a free package', () => ({ package_id: String(free), file: file(receipt) }), 400, /free/],
  ])('refuses %s with a clear message and saves nothing', async (_what, fields, status, message) => {
    const member = await createTestUser(t);
    const before = await stored();
    const reply = await initiate(member, fields() as Record<string, string>);
    expect([reply.status, reply.body.message]).toEqual([status, expect.stringMatching(message)]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a receipt over 5 MB with a 413 and saves nothing', async () => {
    const member = await createTestUser(t);
    const before = await stored();
    const big = Buffer.concat([receipt, Buffer.alloc(5 * 1024 * 1024)]);
    const reply = await initiate(member, { package_id: String(professional.id), file: file(big) });
    expect(reply.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('takes WebP pictures and PDFs as receipts', async () => {
    const member = await createTestUser(t);
    const webp = await sharp(receipt).webp().toBuffer();
    const picture = await initiate(member, {
      package_id: String(professional.id),
      file: file(webp, 'r.webp', 'image/webp'),
    });
    expect(picture.status).toBe(200);
    const pdf = await initiate(member, {
      package_id: String(professional.id),
      file: file(testPdf, 'r.pdf', 'application/pdf'),
    });
    expect(pdf.status).toBe(200);
    const read = await readReceipt(pdf.body.data.receipt_url as string, member.token);
    expect(read.headers['content-type']).toBe('application/pdf');
  });
});

describe('an admin deciding a bank transfer', () => {
  it('confirms it: success, the package granted once, the member notified, the decision logged', async () => {
    const buyer = await createTestUser(t);
    const id = await transferOf(buyer);
    const confirmed = await t.post('/api/admin/payment-transactions/confirm', { id }, admin);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id, status: 'success', user_email: buyer.email });
    expect(await subscriptionsOf(id)).toBe(1);
    const packages = await t.get('/api/get-package', buyer.token);
    expect(packages.body.active_packages).toContainEqual(expect.objectContaining({ package_id: professional.id }));
    const notices = await t.get('/api/get_notification_list', buyer.token);
    expect(JSON.stringify(notices.body.data)).toContain('Your bank transfer was confirmed');
    expect(await decisionsOf(id)).toEqual([
      expect.objectContaining({ action: 'payment.confirm', via: 'console', reason: '' }),
    ]);

    const again = await t.post('/api/admin/payment-transactions/confirm', { id }, admin);
    expect([again.status, again.body.message]).toEqual([409, expect.stringContaining('already success')]);
    const rejectLate = await t.post('/api/admin/payment-transactions/reject', { id, reason: 'Too late' }, admin);
    expect(rejectLate.status).toBe(409);
    expect(await subscriptionsOf(id)).toBe(1);
    expect(await decisionsOf(id)).toHaveLength(1);
  });

  it('grants the package once when two confirmations arrive together', async () => {
    const id = await transferOf(await createTestUser(t));
    const replies = await Promise.all([
      t.post('/api/admin/payment-transactions/confirm', { id }, admin),
      t.post('/api/admin/payment-transactions/confirm', { id }, admin),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await subscriptionsOf(id)).toBe(1);
  });

  it('rejects it with a reason the member reads; a new receipt puts it back in review', async () => {
    const buyer = await createTestUser(t);
    const id = await transferOf(buyer);
    const empty = await t.post('/api/admin/payment-transactions/reject', { id, reason: '  ' }, admin);
    expect(empty.status).toBe(400);
    const rejected = await t.post(
      '/api/admin/payment-transactions/reject',
      { id, reason: 'The amount on the receipt is wrong' },
      admin,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reject_reason: 'The amount on the receipt is wrong',
    });
    expect(await decisionsOf(id)).toEqual([
      expect.objectContaining({ action: 'payment.reject', reason: 'The amount on the receipt is wrong' }),
    ]);
    const mine = await t.get(`/api/get-payment-transaction?payment_transaction_id=${id}`, buyer.token);
    expect(mine.body.data).toMatchObject({
      payment_status: 'rejected',
      reject_reason: 'The amount on the receipt is wrong',
    });
    expect((await t.post('/api/admin/payment-transactions/confirm', { id }, admin)).status).toBe(409);

    const oldUrl = mine.body.data.receipt_url as string;
    const again = await t.post(
      '/api/upload-bank-receipt-file',
      multipart({ payment_transaction_id: String(id), file: file(testPdf, 'r.pdf', 'application/pdf') }),
      buyer.token,
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'review', reject_reason: null });
    const read = await readReceipt(oldUrl, buyer.token);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect((await t.post('/api/admin/payment-transactions/confirm', { id }, admin)).status).toBe(200);
    expect(await subscriptionsOf(id)).toBe(1);
    const late = await t.post(
      '/api/upload-bank-receipt-file',
      multipart({ payment_transaction_id: String(id), file: file(receipt) }),
      buyer.token,
    );
    expect(late.status).toBe(409);
  });

  it('lets nobody but the buyer replace a receipt, nor a moderator decide', async () => {
    const [buyer, stranger] = [await createTestUser(t), await createTestUser(t)];
    const id = await transferOf(buyer);
    const replaced = await t.post(
      '/api/upload-bank-receipt-file',
      multipart({ payment_transaction_id: String(id), file: file(receipt) }),
      stranger.token,
    );
    expect(replaced.status).toBe(404);
    expect((await t.post('/api/admin/payment-transactions/confirm', { id }, moderator.token)).status).toBe(403);
    expect((await t.get('/api/admin/payment-transactions', moderator.token)).status).toBe(403);
    expect((await t.post('/api/admin/payment-transactions/confirm', { id: 999999 }, admin)).status).toBe(404);
  });

  it('asks for a fresh proof of identity to confirm, not to reject', async () => {
    const proven = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    await t.db.query(`update sessions set verified_at = now() - interval '11 minutes'`);
    const id = await transferOf(await createTestUser(t));
    const stale = await t.post('/api/admin/payment-transactions/confirm', { id }, proven);
    expect([stale.status, stale.body.code]).toEqual([403, 'reauthenticationRequired']);
    expect(await subscriptionsOf(id)).toBe(0);
    expect((await t.post('/api/admin/payment-transactions/reject', { id, reason: 'Blurred' }, proven)).status).toBe(
      200,
    );
    admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  });
});

describe('the admins’ list of transactions', () => {
  it('filters by status, provider, e-mail and dates, newest first, a keyset page at a time', async () => {
    const buyer = await createTestUser(t);
    const ids = [await transferOf(buyer), await transferOf(buyer), await transferOf(buyer)];
    const byEmail = await t.get(`/api/admin/payment-transactions?email=${buyer.email.toUpperCase()}&limit=2`, admin);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1]]);
    expect(byEmail.body.next_cursor).toEqual(expect.any(String));
    const next = await t.get(
      `/api/admin/payment-transactions?email=${buyer.email}&limit=2&cursor=${encodeURIComponent(byEmail.body.next_cursor)}`,
      admin,
    );
    expect(next.body.data.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect(next.body.next_cursor).toBeNull();

    const review = await t.get('/api/admin/payment-transactions?status=review&provider=bank_transfer&limit=100', admin);
    expect(review.body.data.every((row: { status: string }) => row.status === 'review')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await t.get(`/api/admin/payment-transactions?email=${buyer.email}&from=${today}&to=${today}`, admin);
    expect(dated.body.data).toHaveLength(3);
    const past = await t.get(`/api/admin/payment-transactions?email=${buyer.email}&to=2000-01-01`, admin);
    expect(past.body.data).toHaveLength(0);
  });

  it.each([
    ['status=paid', 'status'],
    ['provider=cash', 'provider'],
    ['from=yesterday', 'from'],
    ['from=2026-12-02&to=2026-12-01', 'to'],
    ['cursor=abc', 'cursor'],
  ])('answers %s with a 400 naming the field', async (query, field) => {
    const reply = await t.get(`/api/admin/payment-transactions?${query}`, admin);
    expect([reply.status, reply.body.message]).toEqual([400, expect.stringContaining(field)]);
  });
});

describe('pnpm admin payments:*', () => {
  it('confirms and rejects over the same service, logging the command', async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    const [first, second] = [await transferOf(await createTestUser(t)), await transferOf(await createTestUser(t))];
    await runAdminCommand(['payments:confirm', String(first), '--admin', seedAccounts.admin.email], t.app.deps, print);
    await runAdminCommand(
      ['payments:reject', String(second), '--admin', seedAccounts.admin.email, '--reason', 'Unreadable'],
      t.app.deps,
      print,
    );
    expect(await subscriptionsOf(first)).toBe(1);
    expect(await decisionsOf(first)).toEqual([expect.objectContaining({ action: 'payment.confirm', via: 'command' })]);
    expect(await decisionsOf(second)).toEqual([
      expect.objectContaining({ action: 'payment.reject', via: 'command', reason: 'Unreadable' }),
    ]);
    await expect(
      runAdminCommand(['payments:confirm', String(first), '--admin', seedAccounts.admin.email], t.app.deps, print),
    ).rejects.toThrow(/already success/);
    await runAdminCommand(['payments:review'], t.app.deps, print);
    expect(printed.join('\n')).toContain('Confirmed bank transfer');
  });
});
