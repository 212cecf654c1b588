import type { PaymentsConfig } from '../../config/payments';
import {
  callProvider,
  header,
  parseWebhookBody,
  ProviderHttpError,
  sameSecret,
  transactionIdFrom,
  uniqueReference,
  type ProviderApi,
} from './provider-http';
import { PaymentProviderError, WebhookSignatureError, type PaymentAdapter, type ProviderOutcome } from './types';

type FlutterwaveConfig = NonNullable<PaymentsConfig['flutterwave']>;

/** Every Flutterwave v3 reply: `status` is 'success' or 'error'. */
interface FlutterwaveReply<T> {
  status: string;
  message?: string;
  data: T;
}

/** A Flutterwave transaction; unlike most providers, `amount` is in major units. */
interface FlutterwaveTransaction {
  id: number;
  tx_ref: string;
  status: string;
  amount: number;
  currency: string;
}

/**
 * Flutterwave Standard: POST /v3/payments gives a hosted link; the buyer comes back to
 * redirect_url. Our tx_ref (`domus_<id>_<random>`) is the reference. Flutterwave's webhook is
 * only protected by a shared hash, so its content is never believed: the transaction is
 * verified with Flutterwave before anything is read from it.
 */
export function createFlutterwaveAdapter(config: FlutterwaveConfig): PaymentAdapter {
  const api: ProviderApi = {
    provider: 'flutterwave',
    name: 'Flutterwave',
    baseUrl: config.apiBase,
    describeError: (body) => (body as { message?: string } | undefined)?.message,
  };
  const headers = { authorization: `Bearer ${config.secretKey}` };

  async function verify(txRef: string): Promise<ProviderOutcome> {
    let reply: FlutterwaveReply<FlutterwaveTransaction>;
    try {
      reply = await callProvider(api, `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`, {
        headers,
      });
    } catch (error) {
      // Nothing was attempted on the hosted page yet: Flutterwave has no transaction to show.
      if (error instanceof ProviderHttpError && error.status < 500 && /no transaction/i.test(error.message))
        return { status: 'pending' };
      throw error;
    }
    const transaction = reply.data;
    // The verified transaction must be the one asked about, not whatever the reply carried.
    if (transaction?.tx_ref !== txRef)
      throw new PaymentProviderError('flutterwave', 'Flutterwave answered about another transaction');
    if (transaction.status === 'successful')
      return {
        status: 'success',
        amount: transaction.amount,
        currency: transaction.currency.toUpperCase(),
        reference: txRef,
      };
    if (transaction.status === 'failed') return { status: 'failed', reason: 'declined' };
    if (transaction.status === 'cancelled') return { status: 'failed', reason: 'cancelled' };
    return { status: 'pending' };
  }

  return {
    provider: 'flutterwave',
    name: 'Flutterwave',
    publicKey: config.publicKey,
    flow: 'redirect',

    async start(input) {
      const txRef = uniqueReference(input.transactionId);
      const reply = await callProvider<FlutterwaveReply<{ link?: string }>>(api, '/v3/payments', {
        method: 'POST',
        headers,
        json: {
          tx_ref: txRef,
          amount: input.amount,
          currency: input.currency,
          redirect_url: input.returnUrls.success,
          customer: { email: input.buyer.email, name: input.buyer.name },
          customizations: { title: input.packageName },
          meta: { payment_transaction_id: input.transactionId },
        },
      });
      if (!reply.data?.link) throw new PaymentProviderError('flutterwave', 'Flutterwave gave no payment link');
      return { reference: txRef, redirectUrl: reply.data.link, clientSecret: null };
    },

    async fetchOutcome(transaction) {
      if (!transaction.reference) return { status: 'pending' };
      return verify(transaction.reference);
    },

    async readWebhook(request) {
      if (!sameSecret(header(request, 'verif-hash'), config.webhookHash))
        throw new WebhookSignatureError('flutterwave');
      const event = parseWebhookBody<{ event?: string; data?: Partial<FlutterwaveTransaction> }>(
        'flutterwave',
        request,
      );
      const data = event.data;
      // Not a charge, or another integration's payment on the same account.
      if (event.event !== 'charge.completed' || !data?.tx_ref?.startsWith('domus_')) return null;
      const transactionId = transactionIdFrom(data.tx_ref);
      if (transactionId === undefined) return null;
      return {
        eventId: `${data.id}:${data.status}`,
        transactionId,
        reference: data.tx_ref,
        outcome: await verify(data.tx_ref),
      };
    },
  };
}
