import {
  checkoutFixture,
  startFakeProvider,
  unreachableUrl,
  type FakeProvider,
  type FakeReply,
} from '../../../test/fake-payment-provider';
import { createPayPalAdapter } from './paypal';
import { PaymentProviderError, WebhookSignatureError } from './types';

const keys = { clientId: 'paypal-client', clientSecret: 'paypal-client-secret', webhookId: 'WH-1' };
const checkout = { ...checkoutFixture, currency: 'USD' };
const transaction = { id: 42, reference: 'ORDER1', amount: 19.99, currency: 'USD' };
const capture = (status: string) => ({
  id: 'CAPTURE1',
  status,
  amount: { currency_code: 'USD', value: '19.99' },
  custom_id: '42',
  supplementary_data: { related_ids: { order_id: 'ORDER1' } },
});
const order = (status: string, captureStatus?: string) => ({
  id: 'ORDER1',
  status,
  purchase_units: [
    { reference_id: '42', custom_id: '42', payments: captureStatus ? { captures: [capture(captureStatus)] } : {} },
  ],
  links: [
    { rel: 'self', href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/ORDER1' },
    { rel: 'payer-action', href: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER1' },
  ],
});

/** PayPal's token endpoint plus whatever the test routes; anything else is a 404. */
function paypalRoutes(fake: FakeProvider, routes: Record<string, () => FakeReply>) {
  fake.answer((request) => {
    if (request.url === '/v1/oauth2/token') return { body: { access_token: 'A21-token', expires_in: 32400 } };
    return routes[`${request.method} ${request.url}`]?.() ?? { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  });
}

describe('the PayPal adapter', () => {
  let fake: FakeProvider;
  beforeEach(async () => {
    fake = await startFakeProvider();
  });
  afterEach(() => fake.close());
  const adapter = () => createPayPalAdapter({ ...keys, apiBase: fake.url });

  it('creates a CAPTURE order with the price and return URLs and sends the buyer to approve it', async () => {
    paypalRoutes(fake, { 'POST /v2/checkout/orders': () => ({ status: 201, body: order('PAYER_ACTION_REQUIRED') }) });
    const paypal = adapter();
    expect(await paypal.start(checkout)).toEqual({
      reference: 'ORDER1',
      redirectUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER1',
      clientSecret: null,
    });
    await paypal.start(checkout);
    const [tokenRequest, created] = fake.requests;
    expect(tokenRequest.method).toBe('POST');
    expect(tokenRequest.headers.authorization).toBe(
      `Basic ${Buffer.from('paypal-client:paypal-client-secret').toString('base64')}`,
    );
    expect(tokenRequest.body).toBe('grant_type=client_credentials');
    expect(created.headers.authorization).toBe('Bearer A21-token');
    expect(JSON.parse(created.body)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: '42', amount: { currency_code: 'USD', value: '19.99' } }],
      payment_source: {
        paypal: {
          experience_context: { return_url: checkout.returnUrls.success, cancel_url: checkout.returnUrls.cancel },
        },
      },
    });
    // The token is reused: one token call for two orders.
    expect(fake.requests.filter((request) => request.url === '/v1/oauth2/token')).toHaveLength(1);
    expect(paypal).toMatchObject({ name: 'PayPal', publicKey: 'paypal-client', flow: 'redirect' });
  });

  it('sends currencies PayPal keeps whole without decimals', async () => {
    paypalRoutes(fake, { 'POST /v2/checkout/orders': () => ({ status: 201, body: order('PAYER_ACTION_REQUIRED') }) });
    await adapter().start({ ...checkout, amount: 1500, currency: 'JPY' });
    expect(JSON.parse(fake.requests[1].body).purchase_units[0].amount).toEqual({ currency_code: 'JPY', value: '1500' });
  });

  it('captures an approved order and believes only a completed capture', async () => {
    paypalRoutes(fake, {
      'GET /v2/checkout/orders/ORDER1': () => ({ body: order('APPROVED') }),
      'POST /v2/checkout/orders/ORDER1/capture': () => ({ status: 201, body: order('COMPLETED', 'COMPLETED') }),
    });
    expect(await adapter().fetchOutcome(transaction)).toEqual({
      status: 'success',
      amount: 19.99,
      currency: 'USD',
      reference: 'ORDER1',
    });
    const captureRequest = fake.requests.find((request) => request.url.endsWith('/capture'))!;
    expect(captureRequest.method).toBe('POST');
    expect(captureRequest.headers['paypal-request-id']).toBe('domus-capture-ORDER1');

    paypalRoutes(fake, {
      'GET /v2/checkout/orders/ORDER1': () => ({ body: order('APPROVED') }),
      'POST /v2/checkout/orders/ORDER1/capture': () => ({ status: 201, body: order('COMPLETED', 'PENDING') }),
    });
    expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'pending' });

    paypalRoutes(fake, {
      'GET /v2/checkout/orders/ORDER1': () => ({ body: order('APPROVED') }),
      'POST /v2/checkout/orders/ORDER1/capture': () => ({
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
      }),
    });
    expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'failed', reason: 'declined' });
  });

  it('reads completed, voided and unapproved orders without capturing again', async () => {
    for (const [status, outcome] of [
      ['COMPLETED', { status: 'success', amount: 19.99, currency: 'USD', reference: 'ORDER1' }],
      ['VOIDED', { status: 'failed', reason: 'cancelled' }],
      ['PAYER_ACTION_REQUIRED', { status: 'pending' }],
    ] as const) {
      paypalRoutes(fake, { 'GET /v2/checkout/orders/ORDER1': () => ({ body: order(status, 'COMPLETED') }) });
      expect(await adapter().fetchOutcome(transaction)).toEqual(outcome);
    }
    expect(fake.requests.some((request) => request.url.endsWith('/capture'))).toBe(false);
  });

  it('reports refused credentials and an unreachable PayPal as PaymentProviderError, without the secret', async () => {
    fake.answer(() => ({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    }));
    const refused = await adapter()
      .start(checkout)
      .catch((error: Error) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as Error).message).toBe('PayPal refused the request (401: Client Authentication failed)');
    expect((refused as Error).message).not.toContain(keys.clientSecret);
    const offline = createPayPalAdapter({ ...keys, apiBase: await unreachableUrl() });
    await expect(offline.fetchOutcome(transaction)).rejects.toThrow(PaymentProviderError);
  });

  describe('webhooks', () => {
    const transmission = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'tx-1',
      'paypal-transmission-sig': 'signature==',
      'paypal-transmission-time': '2026-05-01T10:00:00Z',
    };
    // Spacing and a float kept as sent: PayPal must get these bytes back, not a re-serialization.
    const delivery = (eventType: string, resource: object) => ({
      rawBody: Buffer.from(
        `{"id": "WH-EVT-1", "event_type": "${eventType}", "resource": ${JSON.stringify(resource)}, "v": 1.0}`,
      ),
      headers: transmission,
    });
    const verifiedAs = (verification_status: string, routes: Record<string, () => FakeReply> = {}) =>
      paypalRoutes(fake, {
        'POST /v1/notifications/verify-webhook-signature': () => ({ body: { verification_status } }),
        ...routes,
      });

    it('asks PayPal to verify the delivery and reads a completed capture as a success', async () => {
      verifiedAs('SUCCESS');
      const request = delivery('PAYMENT.CAPTURE.COMPLETED', capture('COMPLETED'));
      expect(await adapter().readWebhook(request)).toEqual({
        eventId: 'WH-EVT-1',
        transactionId: 42,
        reference: 'ORDER1',
        outcome: { status: 'success', amount: 19.99, currency: 'USD', reference: 'ORDER1' },
      });
      const asked = fake.requests.find((sent) => sent.url === '/v1/notifications/verify-webhook-signature')!;
      expect(asked.headers.authorization).toBe('Bearer A21-token');
      expect(JSON.parse(asked.body)).toMatchObject({
        auth_algo: 'SHA256withRSA',
        cert_url: transmission['paypal-cert-url'],
        transmission_id: 'tx-1',
        transmission_sig: 'signature==',
        transmission_time: '2026-05-01T10:00:00Z',
        webhook_id: 'WH-1',
      });
      expect(asked.body).toContain(`"webhook_event":${request.rawBody.toString()}}`);
    });

    it('reads a denied capture as declined, captures an approved order and ignores other events', async () => {
      verifiedAs('SUCCESS', {
        'GET /v2/checkout/orders/ORDER1': () => ({ body: order('APPROVED') }),
        'POST /v2/checkout/orders/ORDER1/capture': () => ({ status: 201, body: order('COMPLETED', 'COMPLETED') }),
      });
      const denied = await adapter().readWebhook(delivery('PAYMENT.CAPTURE.DENIED', capture('DECLINED')));
      expect(denied?.outcome).toEqual({ status: 'failed', reason: 'declined' });
      const approved = await adapter().readWebhook(delivery('CHECKOUT.ORDER.APPROVED', order('APPROVED')));
      expect(approved).toMatchObject({ eventId: 'WH-EVT-1', transactionId: 42, reference: 'ORDER1' });
      expect(approved?.outcome).toMatchObject({ status: 'success', amount: 19.99 });
      expect(await adapter().readWebhook(delivery('BILLING.PLAN.CREATED', { id: 'P-1' }))).toBeNull();
    });

    it('refuses a delivery PayPal does not vouch for, and one without transmission headers', async () => {
      verifiedAs('FAILURE');
      const request = delivery('PAYMENT.CAPTURE.COMPLETED', capture('COMPLETED'));
      await expect(adapter().readWebhook(request)).rejects.toThrow(WebhookSignatureError);
      const asked = fake.requests.length;
      const unsigned = { ...request, headers: { ...transmission, 'paypal-transmission-sig': undefined } };
      await expect(adapter().readWebhook(unsigned)).rejects.toThrow(WebhookSignatureError);
      // Nothing to verify: PayPal was not even asked.
      expect(fake.requests).toHaveLength(asked);
    });

    it('fails with PaymentProviderError (so PayPal retries) when verification cannot be asked', async () => {
      const offline = createPayPalAdapter({ ...keys, apiBase: await unreachableUrl() });
      await expect(offline.readWebhook(delivery('PAYMENT.CAPTURE.COMPLETED', capture('COMPLETED')))).rejects.toThrow(
        PaymentProviderError,
      );
    });
  });
});
