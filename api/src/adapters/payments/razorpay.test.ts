import { createHmac } from 'node:crypto';
import {
  checkoutFixture,
  startFakeProvider,
  unreachableUrl,
  type FakeProvider,
} from '../../../test/fake-payment-provider';
import { createRazorpayAdapter } from './razorpay';
import { PaymentProviderError, WebhookSignatureError } from './types';

const keys = { keyId: 'rzp_test_domus', keySecret: 'rzp_secret_domus', webhookSecret: 'rzp_whsec_domus' };
const checkout = { ...checkoutFixture, amount: 499, currency: 'INR' };
const link = (fields: Record<string, unknown>) => ({
  id: 'plink_123',
  short_url: 'https://rzp.io/i/abc',
  status: 'created',
  amount: 49900,
  amount_paid: 0,
  currency: 'INR',
  reference_id: 'txn_42',
  notes: { payment_transaction_id: '42' },
  ...fields,
});

describe('the Razorpay adapter', () => {
  let fake: FakeProvider;
  beforeEach(async () => {
    fake = await startFakeProvider();
  });
  afterEach(() => fake.close());
  const adapter = () => createRazorpayAdapter({ ...keys, apiBase: fake.url });

  it('creates a payment link in paise with basic auth and sends the buyer to its short URL', async () => {
    fake.answer(() => ({ body: link({}) }));
    expect(await adapter().start(checkout)).toEqual({
      reference: 'plink_123',
      redirectUrl: 'https://rzp.io/i/abc',
      clientSecret: null,
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/payment_links' });
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_domus:rzp_secret_domus').toString('base64')}`,
    );
    expect(JSON.parse(request.body)).toMatchObject({
      amount: 49900,
      currency: 'INR',
      reference_id: 'txn_42',
      notes: { payment_transaction_id: '42' },
      callback_url: checkout.returnUrls.success,
    });
    expect(adapter()).toMatchObject({ name: 'Razorpay', publicKey: 'rzp_test_domus', flow: 'redirect' });
  });

  it('reads paid, cancelled, expired and created links as success, cancelled, cancelled and pending', async () => {
    const transaction = { id: 42, reference: 'plink_123', amount: 499, currency: 'INR' };
    fake.answer(() => ({ body: link({ status: 'paid', amount_paid: 49900 }) }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({
      status: 'success',
      amount: 499,
      currency: 'INR',
      reference: 'plink_123',
    });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', url: '/v1/payment_links/plink_123' });
    for (const status of ['cancelled', 'expired']) {
      fake.answer(() => ({ body: link({ status }) }));
      expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'failed', reason: 'cancelled' });
    }
    fake.answer(() => ({ body: link({}) }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'pending' });
  });

  it("reports Razorpay's refusal and an unreachable Razorpay as PaymentProviderError, without the key secret", async () => {
    fake.answer(() => ({
      status: 401,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
    }));
    const refused = await adapter()
      .start(checkout)
      .catch((error: Error) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as Error).message).toBe('Razorpay refused the request (401: Authentication failed)');
    const offline = createRazorpayAdapter({ ...keys, apiBase: await unreachableUrl() });
    const unreachable = await offline.start(checkout).catch((error: Error) => error);
    expect(unreachable).toBeInstanceOf(PaymentProviderError);
    expect((unreachable as Error).message).toMatch(/^Razorpay could not be reached/);
    expect((unreachable as Error).message).not.toContain(keys.keySecret);
  });

  describe('webhooks', () => {
    const signed = (event: object, secret = keys.webhookSecret) => {
      const rawBody = Buffer.from(JSON.stringify(event));
      return {
        rawBody,
        headers: {
          'x-razorpay-signature': createHmac('sha256', secret).update(rawBody).digest('hex'),
          'x-razorpay-event-id': 'evt_rzp_1',
        },
      };
    };
    const linkEvent = (event: string, entity: object) => ({
      entity: 'event',
      event,
      payload: { payment_link: { entity }, payment: { entity: { id: 'pay_1' } } },
    });

    it('reads a signed payment_link.paid as a success with the amount paid', async () => {
      const request = signed(linkEvent('payment_link.paid', link({ status: 'paid', amount_paid: 49900 })));
      expect(await adapter().readWebhook(request)).toEqual({
        eventId: 'evt_rzp_1',
        transactionId: 42,
        reference: 'plink_123',
        outcome: { status: 'success', amount: 499, currency: 'INR', reference: 'plink_123' },
      });
    });

    it('reads cancelled and expired links as cancelled and ignores other events', async () => {
      for (const name of ['payment_link.cancelled', 'payment_link.expired']) {
        const event = await adapter().readWebhook(signed(linkEvent(name, link({}))));
        expect(event?.outcome).toEqual({ status: 'failed', reason: 'cancelled' });
      }
      expect(await adapter().readWebhook(signed({ event: 'payment.captured', payload: {} }))).toBeNull();
    });

    it('refuses a wrong, a tampered and a missing signature', async () => {
      const paid = linkEvent('payment_link.paid', link({ status: 'paid', amount_paid: 49900 }));
      await expect(adapter().readWebhook(signed(paid, 'other'))).rejects.toThrow(WebhookSignatureError);
      const tampered = signed(paid);
      tampered.rawBody = Buffer.from(tampered.rawBody.toString().replace('49900', '100'));
      await expect(adapter().readWebhook(tampered)).rejects.toThrow(WebhookSignatureError);
      await expect(adapter().readWebhook({ rawBody: signed(paid).rawBody, headers: {} })).rejects.toThrow(
        WebhookSignatureError,
      );
    });
  });
});
