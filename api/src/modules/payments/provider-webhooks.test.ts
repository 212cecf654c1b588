import { createHmac } from 'node:crypto';
import { seedAccounts } from '../../db/seed/accounts';
import { startFakeProvider, type FakeProvider } from '../../../test/fake-payment-provider';
import { startTestApp, type TestApp } from '../../../test/test-app';

/*
 * A real provider end to end through the API, with Paystack's API played by a fake on
 * 127.0.0.1: checkout, the provider's word on the return page, signed webhooks and replays.
 */
const secretKey = 'sk_test_domus';
let t: TestApp;
let paystack: FakeProvider;
let token: string;
let professional: { id: number; price: number };

beforeAll(async () => {
  paystack = await startFakeProvider();
  t = await startTestApp({
    env: { PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_PUBLIC_KEY: 'pk_test_domus', PAYSTACK_API_BASE: paystack.url },
  });
  token = await t.signIn(seedAccounts.demo.email, seedAccounts.demo.password);
  professional = (
    await t.db.query<{ id: number; price: number }>(
      `select id, price::float8 as price from packages where name = 'Professional'`,
    )
  )[0]!;
});
afterAll(async () => {
  await t.close();
  await paystack.close();
});

const subscriptionsOf = async (transactionId: number) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from user_packages where payment_transaction_id = $1', [
      transactionId,
    ])
  )[0]!.n;

/** Starts a Paystack checkout; the fake answers initialize with a checkout URL. */
async function checkout() {
  paystack.answer((request) => {
    const sent = JSON.parse(request.body) as { reference: string };
    return {
      body: { status: true, data: { authorization_url: 'https://checkout.example/abc', reference: sent.reference } },
    };
  });
  const { status, body } = await t.post(
    '/api/payment-checkout',
    { package_id: professional.id, provider: 'paystack', amount: 1 },
    token,
  );
  expect(status).toBe(200);
  const sent = JSON.parse(paystack.requests.at(-1)!.body) as { amount: number; reference: string };
  return { id: body.data.payment_transaction_id as number, reference: sent.reference, amount: sent.amount, body };
}

const chargeSuccess = (transactionId: number, reference: string, amountKobo: number) =>
  JSON.stringify({
    event: 'charge.success',
    data: {
      id: 5000 + transactionId,
      status: 'success',
      reference,
      amount: amountKobo,
      currency: 'USD',
      metadata: { payment_transaction_id: transactionId },
    },
  });

const sendWebhook = (body: string, signature = createHmac('sha512', secretKey).update(body).digest('hex')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
  });

it('lists Paystack beside the sandbox with its public key only', async () => {
  const { body } = await t.get('/api/get_payment_settings', token);
  expect(body.data).toEqual([
    { provider: 'paystack', name: 'Paystack', public_key: 'pk_test_domus', flow: 'redirect' },
    expect.objectContaining({ provider: 'sandbox' }),
  ]);
  expect(JSON.stringify(body)).not.toContain(secretKey);
});

it('sends the buyer to the provider at the server’s price', async () => {
  const started = await checkout();
  expect(started.amount).toBe(Math.round(professional.price * 100));
  expect(started.body.data).toMatchObject({
    provider: 'paystack',
    redirect_url: 'https://checkout.example/abc',
    amount: professional.price,
  });
  expect(paystack.requests.at(-1)!.headers.authorization).toBe(`Bearer ${secretKey}`);
});

it('refuses a webhook with a wrong signature and assigns nothing', async () => {
  const started = await checkout();
  const forged = await sendWebhook(chargeSuccess(started.id, started.reference, started.amount), 'f'.repeat(128));
  expect(forged.statusCode).toBe(400);
  expect(forged.json().message).toBe('Invalid webhook signature');
  expect(await subscriptionsOf(started.id)).toBe(0);
});

it('assigns the package once for a signed webhook and its replays', async () => {
  const started = await checkout();
  const body = chargeSuccess(started.id, started.reference, started.amount);
  const replies = await Promise.all([sendWebhook(body), sendWebhook(body)]);
  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
  expect(replies.map((reply) => reply.json().data.result).sort()).toEqual(['replayed', 'settled']);
  expect((await sendWebhook(body)).json().data.result).toBe('replayed');
  expect(await subscriptionsOf(started.id)).toBe(1);
  const lookup = await t.get(`/api/get-payment-transaction?payment_transaction_id=${started.id}`, token);
  expect(lookup.body.data).toMatchObject({ status: 'success', provider: 'paystack' });
});

it('asks the provider about a pending payment when the buyer comes back, and believes only it', async () => {
  const started = await checkout();
  paystack.answer(() => ({
    body: {
      status: true,
      data: { status: 'abandoned', reference: started.reference, amount: started.amount, currency: 'USD' },
    },
  }));
  const waiting = await t.get(`/api/get-payment-transaction?payment_transaction_id=${started.id}`, token);
  expect(waiting.body.data.status).toBe('pending');
  paystack.answer(() => ({
    body: {
      status: true,
      data: { status: 'success', reference: started.reference, amount: started.amount, currency: 'USD' },
    },
  }));
  const paid = await t.get(`/api/get-payment-transaction?payment_transaction_id=${started.id}`, token);
  expect(paid.body.data.status).toBe('success');
  expect(paystack.requests.at(-1)!.url).toBe(`/transaction/verify/${started.reference}`);
  expect(await subscriptionsOf(started.id)).toBe(1);
});

it('says so when the provider cannot be reached, and leaves the transaction failed', async () => {
  paystack.answer(() => ({ status: 503, body: { status: false, message: 'Service unavailable' } }));
  const { status, body } = await t.post(
    '/api/payment-checkout',
    { package_id: professional.id, provider: 'paystack' },
    token,
  );
  expect(status).toBe(502);
  expect(body.message).toBe('Paystack could not start the payment. Please try again.');
  const [latest] = await t.db.query<{ status: string; failure_reason: string }>(
    'select status, failure_reason from payment_transactions order by id desc limit 1',
  );
  expect(latest).toEqual({ status: 'failed', failure_reason: 'declined' });
});
