import {
  checkoutFixture,
  startFakeProvider,
  unreachableUrl,
  type FakeProvider,
} from '../../../test/fake-payment-provider';
import { createFlutterwaveAdapter } from './flutterwave';
import { PaymentProviderError, WebhookSignatureError } from './types';

const keys = { secretKey: 'FLWSECK_TEST-domus', publicKey: 'FLWPUBK_TEST-domus', webhookHash: 'flw-hash-domus' };
const checkout = { ...checkoutFixture, amount: 5000, currency: 'NGN' };
const txRef = 'domus_42_abc123';
const transaction = { id: 42, reference: txRef, amount: 5000, currency: 'NGN' };
const verified = (status: string, fields: Record<string, unknown> = {}) => ({
  status: 'success',
  message: 'Transaction fetched successfully',
  data: { id: 4975363, tx_ref: txRef, amount: 5000, currency: 'NGN', status, ...fields },
});

describe('the Flutterwave adapter', () => {
  let fake: FakeProvider;
  beforeEach(async () => {
    fake = await startFakeProvider();
  });
  afterEach(() => fake.close());
  const adapter = () => createFlutterwaveAdapter({ ...keys, apiBase: fake.url });

  it('creates a hosted payment in major units with our tx_ref and sends the buyer to its link', async () => {
    fake.answer(() => ({
      body: { status: 'success', message: 'Hosted Link', data: { link: 'https://checkout.flutterwave.com/pay/x' } },
    }));
    const started = await adapter().start(checkout);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v3/payments' });
    expect(request.headers.authorization).toBe('Bearer FLWSECK_TEST-domus');
    const sent = JSON.parse(request.body);
    expect(sent).toMatchObject({
      amount: 5000,
      currency: 'NGN',
      redirect_url: checkout.returnUrls.success,
      customer: { email: 'buyer@domus.example', name: 'Ada Buyer' },
      customizations: { title: 'Gold' },
      meta: { payment_transaction_id: 42 },
    });
    expect(sent.tx_ref).toMatch(/^domus_42_[0-9a-f]{12}$/);
    expect(started).toEqual({
      reference: sent.tx_ref,
      redirectUrl: 'https://checkout.flutterwave.com/pay/x',
      clientSecret: null,
    });
    expect(adapter()).toMatchObject({ name: 'Flutterwave', publicKey: 'FLWPUBK_TEST-domus', flow: 'redirect' });
  });

  it('verifies by tx_ref: successful, failed, cancelled and pending, and no transaction yet as pending', async () => {
    fake.answer(() => ({ body: verified('successful') }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({
      status: 'success',
      amount: 5000,
      currency: 'NGN',
      reference: txRef,
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      url: `/v3/transactions/verify_by_reference?tx_ref=${txRef}`,
    });
    expect(fake.requests[0].headers.authorization).toBe('Bearer FLWSECK_TEST-domus');
    for (const [status, outcome] of [
      ['failed', { status: 'failed', reason: 'declined' }],
      ['cancelled', { status: 'failed', reason: 'cancelled' }],
      ['pending', { status: 'pending' }],
    ] as const) {
      fake.answer(() => ({ body: verified(status) }));
      expect(await adapter().fetchOutcome(transaction)).toEqual(outcome);
    }
    fake.answer(() => ({ status: 400, body: { status: 'error', message: 'No transaction was found for this id' } }));
    expect(await adapter().fetchOutcome(transaction)).toEqual({ status: 'pending' });
  });

  it('refuses a verification that answers about another transaction', async () => {
    fake.answer(() => ({ body: verified('successful', { tx_ref: 'domus_7_other' }) }));
    await expect(adapter().fetchOutcome(transaction)).rejects.toThrow(PaymentProviderError);
  });

  it("reports Flutterwave's refusal and an unreachable Flutterwave as PaymentProviderError", async () => {
    fake.answer(() => ({ status: 401, body: { status: 'error', message: 'Invalid authorization key' } }));
    await expect(adapter().start(checkout)).rejects.toThrow(
      new PaymentProviderError('flutterwave', 'Flutterwave refused the request (401: Invalid authorization key)'),
    );
    const offline = createFlutterwaveAdapter({ ...keys, apiBase: await unreachableUrl() });
    await expect(offline.fetchOutcome(transaction)).rejects.toThrow(/^Flutterwave could not be reached/);
  });

  describe('webhooks', () => {
    const delivery = (data: object, hash: string | null = keys.webhookHash) => ({
      rawBody: Buffer.from(JSON.stringify({ event: 'charge.completed', data })),
      headers: hash === null ? {} : { 'verif-hash': hash },
    });

    it("believes Flutterwave's verification, not the webhook's body", async () => {
      // The body claims success for 1 NGN; Flutterwave itself says the charge failed.
      fake.answer(() => ({ body: verified('failed') }));
      const event = await adapter().readWebhook(
        delivery({ id: 4975363, tx_ref: txRef, amount: 1, currency: 'NGN', status: 'successful' }),
      );
      expect(event).toEqual({
        eventId: '4975363:successful',
        transactionId: 42,
        reference: txRef,
        outcome: { status: 'failed', reason: 'declined' },
      });
      expect(fake.requests[0].url).toBe(`/v3/transactions/verify_by_reference?tx_ref=${txRef}`);
    });

    it('reads a genuine successful charge as a success with the verified amount', async () => {
      fake.answer(() => ({ body: verified('successful') }));
      const event = await adapter().readWebhook(delivery({ id: 4975363, tx_ref: txRef, status: 'successful' }));
      expect(event?.outcome).toEqual({ status: 'success', amount: 5000, currency: 'NGN', reference: txRef });
    });

    it("ignores other integrations' payments without asking Flutterwave", async () => {
      expect(await adapter().readWebhook(delivery({ id: 1, tx_ref: 'shop-991', status: 'successful' }))).toBeNull();
      expect(fake.requests).toHaveLength(0);
    });

    it('refuses a wrong or missing verif-hash', async () => {
      const data = { id: 4975363, tx_ref: txRef, status: 'successful' };
      await expect(adapter().readWebhook(delivery(data, 'guess'))).rejects.toThrow(WebhookSignatureError);
      await expect(adapter().readWebhook(delivery(data, null))).rejects.toThrow(WebhookSignatureError);
      expect(fake.requests).toHaveLength(0);
    });
  });
});
