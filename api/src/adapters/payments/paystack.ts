import { createHmac } from 'node:crypto';
import type { PaymentsConfig } from '../../config/payments';
import {
  callProvider,
  header,
  parseWebhookBody,
  sameSecret,
  transactionIdFrom,
  uniqueReference,
  type ProviderApi,
} from './provider-http';
import {
  fromMinorUnits,
  PaymentProviderError,
  toMinorUnits,
  WebhookSignatureError,
  type PaymentAdapter,
  type ProviderOutcome,
} from './types';

type PaystackConfig = NonNullable<PaymentsConfig['paystack']>;

/** Every Paystack reply: `status` is whether the call worked, `data` what it returned. */
interface PaystackReply<T> {
  status: boolean;
  message: string;
  data: T;
}

/** A Paystack transaction; `amount` is in the currency's subunit (kobo, pesewas, cents). */
interface PaystackTransaction {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  metadata?: { payment_transaction_id?: string | number } | string | null;
}

/**
 * Paystack's hosted checkout: initialize gives an authorization_url to send the buyer to and
 * Paystack sends them back to callback_url. The reference is ours (`domus_<id>_<random>`).
 */
export function createPaystackAdapter(config: PaystackConfig): PaymentAdapter {
  const api: ProviderApi = {
    provider: 'paystack',
    name: 'Paystack',
    baseUrl: config.apiBase,
    describeError: (body) => (body as { message?: string } | undefined)?.message,
  };
  const headers = { authorization: `Bearer ${config.secretKey}` };

  return {
    provider: 'paystack',
    name: 'Paystack',
    publicKey: config.publicKey,
    flow: 'redirect',

    async start(input) {
      const reply = await callProvider<PaystackReply<{ authorization_url: string; reference: string }>>(
        api,
        '/transaction/initialize',
        {
          method: 'POST',
          headers,
          json: {
            email: input.buyer.email,
            amount: toMinorUnits(input.amount, input.currency),
            currency: input.currency,
            reference: uniqueReference(input.transactionId),
            callback_url: input.returnUrls.success,
            // cancel_action is where Paystack's own "Cancel payment" button sends the buyer.
            metadata: { payment_transaction_id: input.transactionId, cancel_action: input.returnUrls.cancel },
          },
        },
      );
      if (!reply.data?.authorization_url) throw new PaymentProviderError('paystack', 'Paystack gave no checkout URL');
      return { reference: reply.data.reference, redirectUrl: reply.data.authorization_url, clientSecret: null };
    },

    async fetchOutcome(transaction) {
      if (!transaction.reference) return { status: 'pending' };
      const reply = await callProvider<PaystackReply<PaystackTransaction>>(
        api,
        `/transaction/verify/${encodeURIComponent(transaction.reference)}`,
        { headers },
      );
      return transactionOutcome(reply.data);
    },

    async readWebhook(request) {
      // Paystack signs with the secret key itself: there is no separate webhook secret.
      const expected = createHmac('sha512', config.secretKey).update(request.rawBody).digest('hex');
      if (!sameSecret(header(request, 'x-paystack-signature'), expected)) throw new WebhookSignatureError('paystack');
      const event = parseWebhookBody<{ event: string; data?: PaystackTransaction }>('paystack', request);
      // Paystack sends webhooks for successful charges only; failures are found by fetchOutcome.
      if (event.event !== 'charge.success' || !event.data) return null;
      const data = event.data;
      const metadata = typeof data.metadata === 'object' ? data.metadata : undefined;
      return {
        // No event id header: the transaction id names the charge, and a replay carries the same.
        eventId: `${event.event}:${data.id}`,
        transactionId: transactionIdFrom(metadata?.payment_transaction_id) ?? transactionIdFrom(data.reference),
        reference: data.reference,
        outcome: transactionOutcome({ ...data, status: 'success' }),
      };
    },
  };
}

function transactionOutcome(transaction: PaystackTransaction): ProviderOutcome {
  if (transaction.status === 'success') {
    const currency = transaction.currency.toUpperCase();
    return {
      status: 'success',
      amount: fromMinorUnits(transaction.amount, currency),
      currency,
      reference: transaction.reference,
    };
  }
  if (transaction.status === 'failed') return { status: 'failed', reason: 'declined' };
  // 'abandoned' is also what a transaction reads while the buyer is still on the checkout page,
  // so it stays pending here: failing it could drop a payment completed a minute later.
  // 'ongoing', 'pending', 'processing', 'queued' are still on their way.
  return { status: 'pending' };
}
