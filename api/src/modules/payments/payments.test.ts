import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '@domus/shared/contract';
import { WebhookSignatureError, type PaymentAdapter } from '../../adapters/payments/types';
import { seedAccounts } from '../../db/seed/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { PaymentService } from './service';

let t: TestApp;
let demoToken: string;
let adminToken: string;
let demoId: number;
let professional: { id: number; price: number };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await startTestApp();
  demoToken = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  adminToken = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
  demoId = (await t.db.query<{ id: number }>('select id from users where email = $1', [seedAccounts.demo.email]))[0]!
    .id;
  professional = (
    await t.db.query<{ id: number; price: number }>(
      `select id, price::float8 as price from packages where name = 'Professional'`,
    )
  )[0]!;
});
afterAll(() => t.close());

const subscriptionsOf = async (transactionId: number) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from user_packages where payment_transaction_id = $1', [
      transactionId,
    ])
  )[0]!.n;

/** Starts a sandbox checkout and returns the transaction id and the checkout page's path. */
async function sandboxCheckout(body: object = { package_id: professional.id, provider: 'sandbox' }) {
  const { status, body: reply } = await t.post('/api/payment-checkout', body, demoToken);
  expect(status).toBe(200);
  const page = new URL(reply.data.redirect_url as string);
  return { id: reply.data.payment_transaction_id as number, path: page.pathname, reply };
}

const decide = (path: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('payment methods and checkout', () => {
  it('builds return URLs from PUBLIC_URL, never from the request’s Host header', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/payment-checkout',
      payload: { package_id: professional.id, provider: 'sandbox' },
      headers: { authorization: `Bearer ${demoToken}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.redirect_url).toMatch(new RegExp(`^${t.config.publicUrl}/api/payments/`));
    expect(reply.body).not.toContain('evil.example');
  });

  it('lists the sandbox only by default, public fields only, to signed-in users', async () => {
    const { status, body } = await t.get('/api/get_payment_settings', demoToken);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { provider: 'sandbox', name: 'Sandbox (test payment)', public_key: '', flow: 'redirect' },
    ]);
    expect((await t.get('/api/get_payment_settings')).status).toBe(401);
  });

  it('charges the server’s price whatever amount the client sends', async () => {
    const { id, reply } = await sandboxCheckout({ package_id: professional.id, provider: 'sandbox', amount: 0.01 });
    expect(reply.data).toMatchObject({ provider: 'sandbox', amount: professional.price, currency: 'USD' });
    const [row] = await t.db.query<{ amount: number; status: string }>(
      'select amount::float8 as amount, status from payment_transactions where id = $1',
      [id],
    );
    expect(row).toEqual({ amount: professional.price, status: 'pending' });
  });

  it('refuses free, unknown and withdrawn packages, disabled providers and visitors', async () => {
    const free = (await t.db.query<{ id: number }>(`select id from packages where package_type = 'free'`))[0]!.id;
    expect((await t.post('/api/payment-checkout', { package_id: free, provider: 'sandbox' }, demoToken)).status).toBe(
      400,
    );
    expect((await t.post('/api/payment-checkout', { package_id: 99999, provider: 'sandbox' }, demoToken)).status).toBe(
      404,
    );
    await t.db.query(`update packages set status = 0 where name = 'Agency'`);
    const agency = (await t.db.query<{ id: number }>(`select id from packages where name = 'Agency'`))[0]!.id;
    expect((await t.post('/api/payment-checkout', { package_id: agency, provider: 'sandbox' }, demoToken)).status).toBe(
      404,
    );
    await t.db.query(`update packages set status = 1 where name = 'Agency'`);
    const stripe = await t.post('/api/create-payment-intent', { package_id: professional.id, amount: '1' }, demoToken);
    expect(stripe.status).toBe(400);
    expect(stripe.body.message).toBe('Payments through stripe are not enabled');
    expect((await t.get(`/api/paypal?package_id=${professional.id}&amount=1`, demoToken)).status).toBe(400);
    expect((await t.post('/api/flutterwave', { package_id: professional.id }, demoToken)).status).toBe(400);
    expect(
      (await t.post('/api/payment-checkout', { package_id: professional.id, provider: 'bitcoin' }, demoToken)).status,
    ).toBe(400);
    expect((await t.post('/api/payment-checkout', { package_id: professional.id, provider: 'sandbox' })).status).toBe(
      401,
    );
  });
});

describe('the sandbox checkout page', () => {
  it('takes the payment, grants the package once, and sends the buyer to the success page', async () => {
    const { id, path } = await sandboxCheckout();
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Professional');
    expect(page.body).toContain(`${professional.price.toFixed(2)} USD`);

    const paid = await decide(path, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`/payment/success\\?payment_transaction_id=${id}$`));
    // The second submit of a double click, and the page reloaded: still one subscription.
    expect((await decide(path, 'pay')).statusCode).toBe(303);
    expect(await subscriptionsOf(id)).toBe(1);

    const lookup = await t.get(`/api/get-payment-transaction?payment_transaction_id=${id}`, demoToken);
    expect(lookup.body.data).toMatchObject({
      id,
      status: 'success',
      package_name: 'Professional',
      provider: 'sandbox',
    });
    const { body } = await t.get('/api/get-package', demoToken);
    expect(body.active_packages).toEqual([
      expect.objectContaining({ name: 'Professional', payment_transaction_id: id, status: 'active' }),
    ]);
    expect((await t.get('/api/check-package-limit?type=property_feature', demoToken)).body.data.limit_available).toBe(
      true,
    );
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('This checkout is finished');
  });

  it('a cancelled or declined payment assigns nothing and says so', async () => {
    const before = (await t.get('/api/get-user-packages', demoToken)).body.total;
    const cancelled = await sandboxCheckout();
    const cancel = await decide(cancelled.path, 'cancel');
    expect(cancel.headers.location).toMatch(/\/payment\/cancel\?payment_transaction_id=/);
    const declined = await sandboxCheckout();
    expect((await decide(declined.path, 'fail')).headers.location).toMatch(/\/payment\/failure\?/);
    // Paying after cancelling changes nothing: the checkout is closed.
    expect((await decide(cancelled.path, 'pay')).headers.location).toMatch(/\/payment\/cancel\?/);

    const history = await t.get('/api/get_payment_details', demoToken);
    expect(history.body.data.slice(0, 2)).toEqual([
      expect.objectContaining({ id: declined.id, status: 'failed', failure_reason: 'declined' }),
      expect.objectContaining({ id: cancelled.id, status: 'failed', failure_reason: 'cancelled' }),
    ]);
    expect((await t.get('/api/get-user-packages', demoToken)).body.total).toBe(before);
  });

  it('answers 404 for a made-up checkout and 400 for a bad decision', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/not-a-real-checkout-token' })).statusCode,
    ).toBe(404);
    const { path } = await sandboxCheckout();
    expect((await decide(path, 'steal')).statusCode).toBe(400);
  });
});

describe('transactions', () => {
  it('reports a pending payment failed, but not one that succeeded', async () => {
    const { id } = await sandboxCheckout();
    const reported = await t.post('/api/payment-transaction-fail', { payment_transaction_id: id }, demoToken);
    expect(reported.status).toBe(200);
    expect(reported.body.data).toMatchObject({ status: 'failed', failure_reason: 'reported' });
    const paid = await sandboxCheckout();
    await decide(paid.path, 'pay');
    const late = await t.post('/api/payment-transaction-fail', { payment_transaction_id: paid.id }, demoToken);
    expect(late.status).toBe(409);
  });

  it('keeps each buyer’s transactions to themselves', async () => {
    const { id } = await sandboxCheckout();
    expect((await t.get(`/api/get-payment-transaction?payment_transaction_id=${id}`, adminToken)).status).toBe(404);
    expect((await t.post('/api/payment-transaction-fail', { payment_transaction_id: id }, adminToken)).status).toBe(
      404,
    );
    expect((await t.get('/api/get_payment_details', adminToken)).body.total).toBe(0);
    expect((await t.get('/api/get-payment-transaction', demoToken)).status).toBe(400);
  });

  it('pages the history newest first with a total', async () => {
    const all = await t.get('/api/get_payment_details?limit=100', demoToken);
    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int as n from payment_transactions where user_id = $1',
      [demoId],
    )) as [{ n: number }];
    expect(all.body.total).toBe(n);
    const second = await t.get('/api/get_payment_details?limit=2&offset=2', demoToken);
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual(
      all.body.data.slice(2, 4).map((row: { id: number }) => row.id),
    );
  });
});

describe('settling from a provider', () => {
  const secret = 'whsec_test';
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  /** A provider whose webhooks are HMAC-signed JSON { id, transaction, amount, currency, status }. */
  const fakeProvider: PaymentAdapter = {
    provider: 'paystack',
    name: 'Fake',
    publicKey: 'pk_fake',
    flow: 'redirect',
    start: async (input) => ({
      reference: `ref_${input.transactionId}`,
      redirectUrl: 'https://pay.example/x',
      clientSecret: null,
    }),
    fetchOutcome: async () => ({ status: 'pending' }),
    readWebhook: async ({ rawBody, headers }) => {
      const expected = Buffer.from(sign(rawBody.toString()));
      const given = Buffer.from(String(headers['x-signature'] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookSignatureError('paystack');
      }
      const event = JSON.parse(rawBody.toString());
      return {
        eventId: event.id,
        reference: event.reference,
        outcome:
          event.status === 'success'
            ? { status: 'success', amount: event.amount, currency: event.currency }
            : { status: 'failed', reason: 'declined' },
      };
    },
  };
  let service: PaymentService;
  const buyer = () => ({ id: demoId }) as never;
  const webhook = (payload: object, signature?: string) => {
    const body = JSON.stringify(payload);
    return service.webhook('paystack', {
      rawBody: Buffer.from(body),
      headers: { 'x-signature': signature ?? sign(body) },
    });
  };
  beforeAll(() => {
    service = new PaymentService(
      { ...t.app.deps, log: silent },
      t.app.services.packages,
      new Map<PaymentProvider, PaymentAdapter>([['paystack', fakeProvider]]),
    );
  });

  it('refuses a wrong signature and changes nothing', async () => {
    const checkout = await service.start(buyer(), professional.id, 'paystack', { origin: 'http://127.0.0.1' });
    const event = { id: 'evt_1', reference: `ref_${checkout.payment_transaction_id}`, status: 'success' };
    await expect(webhook({ ...event, amount: professional.price, currency: 'USD' }, 'forged')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Invalid webhook signature',
    });
    expect(await subscriptionsOf(checkout.payment_transaction_id)).toBe(0);
    const [row] = await t.db.query<{ status: string }>('select status from payment_transactions where id = $1', [
      checkout.payment_transaction_id,
    ]);
    expect(row!.status).toBe('pending');
  });

  it('assigns once however often the event is replayed, even at once', async () => {
    const checkout = await service.start(buyer(), professional.id, 'paystack', { origin: 'http://127.0.0.1' });
    const event = {
      id: 'evt_replayed',
      reference: `ref_${checkout.payment_transaction_id}`,
      status: 'success',
      amount: professional.price,
      currency: 'USD',
    };
    const results = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(results.filter((result) => result === 'settled')).toHaveLength(1);
    expect(await webhook(event)).toBe('replayed');
    // Another event for the same payment (a second confirmation) finds it settled.
    expect(await webhook({ ...event, id: 'evt_second' })).toBe('settled');
    expect(await subscriptionsOf(checkout.payment_transaction_id)).toBe(1);
  });

  it('concurrent confirmations of one payment grant one package', async () => {
    const checkout = await service.start(buyer(), professional.id, 'paystack', { origin: 'http://127.0.0.1' });
    const success = { status: 'success' as const, amount: professional.price, currency: 'USD' };
    await Promise.all([1, 2, 3, 4].map(() => service.settle(checkout.payment_transaction_id, success)));
    expect(await subscriptionsOf(checkout.payment_transaction_id)).toBe(1);
  });

  it('does not believe a success for another amount or currency', async () => {
    const checkout = await service.start(buyer(), professional.id, 'paystack', { origin: 'http://127.0.0.1' });
    const settled = await service.settle(checkout.payment_transaction_id, {
      status: 'success',
      amount: 0.5,
      currency: 'USD',
    });
    expect(settled).toMatchObject({ status: 'failed', failure_reason: 'declined' });
    expect(await subscriptionsOf(checkout.payment_transaction_id)).toBe(0);
  });

  it('lets the provider’s success outweigh the buyer’s failure report', async () => {
    const checkout = await service.start(buyer(), professional.id, 'paystack', { origin: 'http://127.0.0.1' });
    await service.reportFailed(buyer(), checkout.payment_transaction_id);
    const settled = await service.settle(checkout.payment_transaction_id, {
      status: 'success',
      amount: professional.price,
      currency: 'usd',
    });
    expect(settled.status).toBe('success');
    expect(await subscriptionsOf(checkout.payment_transaction_id)).toBe(1);
  });
});
