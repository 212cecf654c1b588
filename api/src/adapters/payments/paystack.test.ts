import { createHmac } from 'node:crypto';
import {
  checkoutFixture,
  startFakeProvider,
  unreachableUrl,
  type FakeProvider,
} from '../../../test/fake-payment-provider';
import { createPaystackAdapter } from './paystack';
import { PaymentProviderError, WebhookSignatureError } from './types';

const keys = { secretKey: 'sk_test_paystack', publicKey: 'pk_test_paystack' };
const checkout = { ...checkoutFixture, amount: 5000, currency: 'NGN' };
const verified = (fields: Record<string, unknown>) => ({
  status: true,
  message: 'Verification successful',
  data: {
    id: 690075529,
    reference: 'domus_42_abc',
    status: 'success',
    amount: 500000,
    currency: 'NGN',
    metadata: { payment_transaction_id: 42 },
    ...fields,
  },
});

describe('the Paystack adapter', () => {
  let fake: FakeProvider;
  beforeEach(async () => {
    fake = await startFakeProvider();
  });
  afterEach(() => fake.close());
  const adapter = () => createPaystackAdapter({ ...keys, apiBase: fake.url });

  it('initializes a transaction in kobo with our reference and sends the buyer to its authorization URL', async () => {
    fake.answer((request) => ({
      body: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: 'https://checkout.paystack.com/xyz',
          access_code: 'xyz',
          reference: JSON.parse(request.body).reference,
        },
      },
    }));
    const started = await adapter().start(checkout);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/transaction/initialize' });
    expect(request.headers.authorization).toBe('Bearer sk_test_paystack');
    const sent = JSON.parse(request.body);
    expect(sent).toMatchObject({
      email: 'buyer@domus.example',
      amount: 500000,
      currency: 'NGN',
      callback_url: checkout.returnUrls.success,
      metadata: { payment_transaction_id: 42, cancel_action: checkout.returnUrls.cancel },
    });
    expect(sent.reference).toMatch(/^domus_42_[0-9a-f]{12}$/);
    expect(started).toEqual({
      reference: sent.reference,
      redirectUrl: 'https://checkout.paystack.com/xyz',
      clientSecret: null,
    });
    expect(adapter()).toMatchObject({ name: 'Paystack', publicKey: 'pk_test_paystack', flow: 'redirect' });
  });

  it('reads success as a success in major units, failed as declined, abandoned and ongoing as pending', async () => {
    const transaction = { id: 42, reference: 'domus_42_abc', amount: 5000, currency: 'NGN' };
    fake.answer(() => ({ body: verified({}) }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({
      status: 'success',
      amount: 5000,
      currency: 'NGN',
      reference: 'domus_42_abc',
    });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', url: '/transaction/verify/domus_42_abc' });
    fake.answer(() => ({ body: verified({ status: 'failed' }) }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'failed', reason: 'declined' });
    for (const status of ['abandoned', 'ongoing']) {
      fake.answer(() => ({ body: verified({ status }) }));
      expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'pending' });
    }
  });

  it("reports Paystack's refusal and an unreachable Paystack as PaymentProviderError", async () => {
    fake.answer(() => ({ status: 400, body: { status: false, message: 'Transaction reference not found' } }));
    await expect(
      adapter().fetchOutcome({ id: 42, reference: 'domus_42_x', amount: 1, currency: 'NGN' }),
    ).rejects.toThrow(
      new PaymentProviderError('paystack', 'Paystack refused the request (400: Transaction reference not found)'),
    );
    const offline = createPaystackAdapter({ ...keys, apiBase: await unreachableUrl() });
    await expect(offline.start(checkout)).rejects.toThrow(/^Paystack could not be reached/);
    await expect(offline.start(checkout)).rejects.toThrow(PaymentProviderError);
  });

  describe('webhooks', () => {
    const signed = (event: object, secret = keys.secretKey) => {
      const rawBody = Buffer.from(JSON.stringify(event));
      return {
        rawBody,
        headers: { 'x-paystack-signature': createHmac('sha512', secret).update(rawBody).digest('hex') },
      };
    };
    const chargeSuccess = { event: 'charge.success', data: verified({}).data };

    it('reads a signed charge.success as a success for our transaction', async () => {
      expect(await adapter().readWebhook(signed(chargeSuccess))).toEqual({
        eventId: 'charge.success:690075529',
        transactionId: 42,
        reference: 'domus_42_abc',
        outcome: { status: 'success', amount: 5000, currency: 'NGN', reference: 'domus_42_abc' },
      });
    });

    it('finds the transaction from the reference when metadata is missing, and ignores other events', async () => {
      const bare = { event: 'charge.success', data: { ...chargeSuccess.data, metadata: '' } };
      expect((await adapter().readWebhook(signed(bare)))?.transactionId).toBe(42);
      expect(await adapter().readWebhook(signed({ event: 'transfer.success', data: { id: 1 } }))).toBeNull();
    });

    it('refuses a wrong, a tampered and a missing signature', async () => {
      await expect(adapter().readWebhook(signed(chargeSuccess, 'sk_other'))).rejects.toThrow(WebhookSignatureError);
      const tampered = signed(chargeSuccess);
      tampered.rawBody = Buffer.from(tampered.rawBody.toString().replace('500000', '100'));
      await expect(adapter().readWebhook(tampered)).rejects.toThrow(WebhookSignatureError);
      await expect(adapter().readWebhook({ rawBody: signed(chargeSuccess).rawBody, headers: {} })).rejects.toThrow(
        WebhookSignatureError,
      );
    });
  });
});
