import { createHmac } from 'node:crypto';
import type { PaymentsConfig } from '../../config/payments';
import {
  basicAuth,
  callProvider,
  header,
  parseWebhookBody,
  sameSecret,
  transactionIdFrom,
  type ProviderApi,
} from './provider-http';
import {
  fromMinorUnits,
  toMinorUnits,
  WebhookSignatureError,
  type PaymentAdapter,
  type ProviderOutcome,
} from './types';

type RazorpayConfig = NonNullable<PaymentsConfig['razorpay']>;

/** The parts of a Razorpay Payment Link we read. Amounts are in minor units (paise). */
interface PaymentLink {
  id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id?: string;
  notes?: Record<string, string> | null;
}

interface RazorpayEvent {
  event: string;
  payload?: { payment_link?: { entity: PaymentLink } };
}

/**
 * Razorpay through Payment Links: an order alone has no hosted page to send the buyer to, a
 * payment link does (short_url) and sends them back to callback_url. The link id is our reference.
 */
export function createRazorpayAdapter(config: RazorpayConfig): PaymentAdapter {
  const api: ProviderApi = {
    provider: 'razorpay',
    name: 'Razorpay',
    baseUrl: config.apiBase,
    describeError: (body) => (body as { error?: { description?: string } } | undefined)?.error?.description,
  };
  const headers = { authorization: basicAuth(config.keyId, config.keySecret) };

  return {
    provider: 'razorpay',
    name: 'Razorpay',
    publicKey: config.keyId,
    flow: 'redirect',

    async start(input) {
      const link = await callProvider<PaymentLink>(api, '/v1/payment_links', {
        method: 'POST',
        headers,
        json: {
          amount: toMinorUnits(input.amount, input.currency),
          currency: input.currency,
          accept_partial: false,
          description: input.packageName,
          reference_id: `txn_${input.transactionId}`,
          customer: { name: input.buyer.name, email: input.buyer.email },
          // The site tells the buyer itself; Razorpay's own e-mail/SMS would repeat it.
          notify: { email: false, sms: false },
          notes: { payment_transaction_id: String(input.transactionId) },
          callback_url: input.returnUrls.success,
          callback_method: 'get',
        },
      });
      return { reference: link.id, redirectUrl: link.short_url, clientSecret: null };
    },

    async fetchOutcome(transaction) {
      if (!transaction.reference) return { status: 'pending' };
      const link = await callProvider<PaymentLink>(
        api,
        `/v1/payment_links/${encodeURIComponent(transaction.reference)}`,
        { headers },
      );
      return linkOutcome(link);
    },

    async readWebhook(request) {
      const expected = createHmac('sha256', config.webhookSecret).update(request.rawBody).digest('hex');
      if (!sameSecret(header(request, 'x-razorpay-signature'), expected)) throw new WebhookSignatureError('razorpay');
      const event = parseWebhookBody<RazorpayEvent>('razorpay', request);
      const link = event.payload?.payment_link?.entity;
      const status = linkEvents[event.event];
      if (!link || !status) return null;
      return {
        // Razorpay repeats x-razorpay-event-id on every retry of the same event.
        eventId: header(request, 'x-razorpay-event-id') ?? `${event.event}:${link.id}`,
        transactionId: transactionIdFrom(link.notes?.payment_transaction_id ?? link.reference_id),
        reference: link.id,
        // The event's name says what happened, whatever status the entity snapshot carries.
        outcome: linkOutcome({ ...link, status }),
      };
    },
  };
}

/** The webhook events that settle a payment link, by the status they mean. */
const linkEvents: Record<string, PaymentLink['status'] | undefined> = {
  'payment_link.paid': 'paid',
  'payment_link.cancelled': 'cancelled',
  'payment_link.expired': 'expired',
};

function linkOutcome(link: PaymentLink): ProviderOutcome {
  if (link.status === 'paid') {
    const currency = link.currency.toUpperCase();
    return { status: 'success', amount: fromMinorUnits(link.amount_paid, currency), currency, reference: link.id };
  }
  // An expired link is a buyer who never paid in time: to us the same as walking away.
  if (link.status === 'cancelled' || link.status === 'expired') return { status: 'failed', reason: 'cancelled' };
  return { status: 'pending' };
}
