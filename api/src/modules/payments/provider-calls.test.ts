import Stripe from 'stripe';
import { seedAccounts } from '../../db/seed/accounts';
import { formFields, startFakeProvider, type FakeProvider } from '../../../test/fake-payment-provider';
import { startTestApp, type TestApp } from '../../../test/test-app';

/*
 * The provider-specific calls of docs/SPEC.md §7 (create-payment-intent, paypal, flutterwave) with
 * Stripe, PayPal and Flutterwave switched on by configuration and played by one fake on
 * 127.0.0.1, and Stripe's webhook verified by the stripe library.
 */
const stripeKeys = { secret: 'sk_test_domus', webhook: 'whsec_domus' };
let t: TestApp;
let fake: FakeProvider;
let token: string;
let professional: { id: number; price: number };

beforeAll(async () => {
  fake = await startFakeProvider();
  fake.answer((request) => {
    const route = `${request.method} ${request.url.split('?')[0]}`;
    if (route === 'POST /v1/payment_intents') {
      const fields = formFields(request.body);
      return {
        body: {
          id: `pi_route_${fields['metadata[payment_transaction_id]']}`,
          object: 'payment_intent',
          amount: Number(fields.amount),
          currency: fields.currency,
          client_secret: `pi_route_${fields['metadata[payment_transaction_id]']}_secret`,
          metadata: { payment_transaction_id: fields['metadata[payment_transaction_id]'] },
          status: 'requires_payment_method',
        },
      };
    }
    if (route === 'POST /v1/oauth2/token') return { body: { access_token: 'paypal-token', expires_in: 3600 } };
    if (route === 'POST /v2/checkout/orders') {
      return {
        status: 201,
        body: {
          id: 'ORDER9',
          status: 'PAYER_ACTION_REQUIRED',
          links: [{ rel: 'payer-action', href: 'https://paypal.example/checkoutnow?token=ORDER9' }],
        },
      };
    }
    if (route === 'POST /v3/payments')
      return { body: { status: 'success', data: { link: 'https://flutterwave.example/pay/1' } } };
    return { status: 404, body: { message: `no fake for ${route}` } };
  });
  t = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: stripeKeys.secret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_domus',
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhook,
      STRIPE_API_BASE: fake.url,
      PAYPAL_CLIENT_ID: 'paypal-client',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_API_BASE: fake.url,
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-domus',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-domus',
      FLUTTERWAVE_WEBHOOK_HASH: 'flw-hash',
      FLUTTERWAVE_API_BASE: fake.url,
      PAYMENT_SANDBOX: '0',
    },
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
  await fake.close();
});

const lastRequest = (path: string) => fake.requests.filter((request) => request.url.startsWith(path)).at(-1)!;

it('lists the configured providers in order, without the sandbox when it is off', async () => {
  const { body } = await t.get('/api/get_payment_settings', token);
  expect(body.data.map((method: { provider: string }) => method.provider)).toEqual(['stripe', 'paypal', 'flutterwave']);
  expect(body.data[0]).toEqual({ provider: 'stripe', name: 'Stripe', public_key: 'pk_test_domus', flow: 'elements' });
  expect(JSON.stringify(body)).not.toMatch(/sk_test|paypal-secret|FLWSECK|whsec|flw-hash/);
  expect(
    (await t.post('/api/payment-checkout', { package_id: professional.id, provider: 'sandbox' }, token)).status,
  ).toBe(400);
});

it('create-payment-intent charges the package’s price, not the amount sent', async () => {
  const { status, body } = await t.post(
    '/api/create-payment-intent',
    { package_id: professional.id, platform_type: 'web', amount: '0.01' },
    token,
  );
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    provider: 'stripe',
    client_secret: `pi_route_${body.data.payment_transaction_id}_secret`,
    amount: professional.price,
    redirect_url: null,
  });
  expect(formFields(lastRequest('/v1/payment_intents').body)).toMatchObject({
    amount: String(Math.round(professional.price * 100)),
    currency: 'usd',
  });
});

it('paypal ignores the amount parameter and sends the buyer to approve the order', async () => {
  const { status, body } = await t.get(`/api/paypal?package_id=${professional.id}&amount=1`, token);
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    provider: 'paypal',
    redirect_url: 'https://paypal.example/checkoutnow?token=ORDER9',
  });
  const order = JSON.parse(lastRequest('/v2/checkout/orders').body);
  expect(order.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: professional.price.toFixed(2) });
  expect((await t.get('/api/paypal?amount=1', token)).status).toBe(400);
});

it('flutterwave starts a payment link at the package’s price', async () => {
  const { status, body } = await t.post('/api/flutterwave', { package_id: professional.id }, token);
  expect(status).toBe(200);
  expect(body.data.redirect_url).toBe('https://flutterwave.example/pay/1');
  const sent = JSON.parse(lastRequest('/v3/payments').body);
  expect(sent).toMatchObject({ amount: professional.price, currency: 'USD' });
  expect(sent.redirect_url).toMatch(/\/payment\/success\?payment_transaction_id=\d+$/);
});

describe('the Stripe webhook', () => {
  const stripe = new Stripe(stripeKeys.secret);
  const succeeded = (transactionId: number, amount: number) =>
    JSON.stringify({
      id: `evt_${transactionId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: `pi_route_${transactionId}`,
          object: 'payment_intent',
          status: 'succeeded',
          amount,
          amount_received: amount,
          currency: 'usd',
          metadata: { payment_transaction_id: String(transactionId) },
        },
      },
    });
  const send = (payload: string, secret = stripeKeys.webhook) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });
  const subscriptions = async (id: number) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from user_packages where payment_transaction_id = $1',
        [id],
      )
    )[0]!.n;

  it('refuses a payload signed with another secret', async () => {
    const { body } = await t.post('/api/create-payment-intent', { package_id: professional.id }, token);
    const id = body.data.payment_transaction_id as number;
    const forged = await send(succeeded(id, Math.round(professional.price * 100)), 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    expect(await subscriptions(id)).toBe(0);
  });

  it('grants the package once for the event and its replays', async () => {
    const { body } = await t.post('/api/create-payment-intent', { package_id: professional.id }, token);
    const id = body.data.payment_transaction_id as number;
    const event = succeeded(id, Math.round(professional.price * 100));
    expect((await send(event)).json().data.result).toBe('settled');
    expect((await send(event)).json().data.result).toBe('replayed');
    expect(await subscriptions(id)).toBe(1);
    const lookup = await t.get(`/api/get-payment-transaction?payment_transaction_id=${id}`, token);
    expect(lookup.body.data).toMatchObject({
      status: 'success',
      provider: 'stripe',
      provider_reference: `pi_route_${id}`,
    });
  });
});
