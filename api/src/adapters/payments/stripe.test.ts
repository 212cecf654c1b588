import Stripe from 'stripe';
import {
  checkoutFixture,
  formFields,
  startFakeProvider,
  unreachableUrl,
  type FakeProvider,
} from '../../../test/fake-payment-provider';
import { createStripeAdapter } from './stripe';
import { PaymentProviderError, WebhookSignatureError } from './types';

const keys = { secretKey: 'sk_test_domus', publishableKey: 'pk_test_domus', webhookSecret: 'whsec_domus' };
const checkout = checkoutFixture;
const intent = (fields: Record<string, unknown>) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 1999,
  amount_received: 0,
  currency: 'eur',
  client_secret: 'pi_123_secret_abc',
  metadata: { payment_transaction_id: '42' },
  status: 'requires_payment_method',
  ...fields,
});

describe('the Stripe adapter', () => {
  let fake: FakeProvider;
  beforeEach(async () => {
    fake = await startFakeProvider();
  });
  afterEach(() => fake.close());
  const adapter = () => createStripeAdapter({ ...keys, apiBase: fake.url });

  it('starts a PaymentIntent in minor units with the transaction in metadata and returns its client secret', async () => {
    fake.answer(() => ({ body: intent({}) }));
    const started = await adapter().start(checkout);
    expect(started).toEqual({ reference: 'pi_123', clientSecret: 'pi_123_secret_abc', redirectUrl: null });
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/payment_intents');
    expect(request.headers.authorization).toBe('Bearer sk_test_domus');
    expect(formFields(request.body)).toMatchObject({
      amount: '1999',
      currency: 'eur',
      'metadata[payment_transaction_id]': '42',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(adapter()).toMatchObject({ name: 'Stripe', publicKey: 'pk_test_domus', flow: 'elements' });
  });

  it('keeps zero-decimal currencies whole (JPY 1500 is 1500, not 150000)', async () => {
    fake.answer(() => ({ body: intent({ currency: 'jpy' }) }));
    await adapter().start({ ...checkout, amount: 1500, currency: 'JPY' });
    expect(formFields(fake.requests[0].body)).toMatchObject({ amount: '1500', currency: 'jpy' });
  });

  it('reads succeeded, canceled and in-between intents as success, cancelled and pending', async () => {
    const transaction = { id: 42, reference: 'pi_123', amount: 19.99, currency: 'EUR' };
    fake.answer(() => ({ body: intent({ status: 'succeeded', amount_received: 1999 }) }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({
      status: 'success',
      amount: 19.99,
      currency: 'EUR',
      reference: 'pi_123',
    });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', url: '/v1/payment_intents/pi_123' });
    fake.answer(() => ({ body: intent({ status: 'canceled' }) }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'failed', reason: 'cancelled' });
    fake.answer(() => ({ body: intent({ status: 'processing' }) }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'pending' });
  });

  it('turns a refusal from Stripe into PaymentProviderError', async () => {
    fake.answer(() => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'No such payment_intent: pi_missing' } },
    }));
    const reading = adapter().fetchOutcome({ id: 42, reference: 'pi_missing', amount: 1, currency: 'EUR' });
    await expect(reading).rejects.toThrow(PaymentProviderError);
    await expect(reading).rejects.toThrow(/No such payment_intent/);
  });

  it('throws PaymentProviderError when Stripe cannot be reached', async () => {
    const offline = createStripeAdapter({ ...keys, apiBase: await unreachableUrl() });
    await expect(offline.start(checkout)).rejects.toThrow(PaymentProviderError);
  });

  describe('webhooks', () => {
    const signed = (event: object, secret = keys.webhookSecret) => {
      const payload = JSON.stringify(event);
      return {
        rawBody: Buffer.from(payload),
        headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      };
    };
    const event = (type: string, object: object) => ({ id: 'evt_1', object: 'event', type, data: { object } });

    it('reads a signed payment_intent.succeeded as a success for our transaction', async () => {
      const request = signed(event('payment_intent.succeeded', intent({ status: 'succeeded', amount_received: 1999 })));
      expect(await adapter().readWebhook(request)).toEqual({
        eventId: 'evt_1',
        transactionId: 42,
        reference: 'pi_123',
        outcome: { status: 'success', amount: 19.99, currency: 'EUR', reference: 'pi_123' },
      });
    });

    it('reads payment_failed as declined, canceled as cancelled and ignores other events', async () => {
      const failed = await adapter().readWebhook(signed(event('payment_intent.payment_failed', intent({}))));
      expect(failed?.outcome).toEqual({ status: 'failed', reason: 'declined' });
      const cancelled = await adapter().readWebhook(
        signed(event('payment_intent.canceled', intent({ status: 'canceled' }))),
      );
      expect(cancelled?.outcome).toEqual({ status: 'failed', reason: 'cancelled' });
      expect(await adapter().readWebhook(signed(event('customer.created', { id: 'cus_1' })))).toBeNull();
    });

    it('refuses a body signed with another secret, a tampered body and a missing signature', async () => {
      const succeeded = event('payment_intent.succeeded', intent({ status: 'succeeded', amount_received: 1999 }));
      await expect(adapter().readWebhook(signed(succeeded, 'whsec_other'))).rejects.toThrow(WebhookSignatureError);
      const tampered = signed(succeeded);
      tampered.rawBody = Buffer.from(tampered.rawBody.toString().replace('1999', '1'));
      await expect(adapter().readWebhook(tampered)).rejects.toThrow(WebhookSignatureError);
      await expect(adapter().readWebhook({ rawBody: signed(succeeded).rawBody, headers: {} })).rejects.toThrow(
        WebhookSignatureError,
      );
    });
  });
});
