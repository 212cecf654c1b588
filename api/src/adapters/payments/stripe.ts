import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config/payments';
import { header, transactionIdFrom } from './provider-http';
import {
  fromMinorUnits,
  PaymentProviderError,
  toMinorUnits,
  WebhookSignatureError,
  type PaymentAdapter,
  type ProviderOutcome,
} from './types';

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

/**
 * Stripe through the Payment Element: start makes a PaymentIntent whose client secret the
 * browser confirms in the page; the outcome comes from a signed webhook or from reading the
 * intent back. `apiBase` (tests, stripe-mock) replaces api.stripe.com.
 */
export function createStripeAdapter(config: StripeConfig): PaymentAdapter {
  const stripe = new Stripe(config.secretKey, {
    ...hostOptions(config.apiBase),
    // Provider calls sit on a buyer's request: fail within seconds rather than hold it open.
    timeout: 20_000,
  });

  return {
    provider: 'stripe',
    name: 'Stripe',
    publicKey: config.publishableKey,
    flow: 'elements',

    async start(input) {
      const intent = await calling(() =>
        stripe.paymentIntents.create({
          amount: toMinorUnits(input.amount, input.currency),
          currency: input.currency.toLowerCase(),
          description: input.packageName,
          receipt_email: input.buyer.email,
          metadata: { payment_transaction_id: String(input.transactionId) },
          automatic_payment_methods: { enabled: true },
        }),
      );
      if (!intent.client_secret) throw new PaymentProviderError('stripe', 'Stripe gave no client secret');
      return { reference: intent.id, clientSecret: intent.client_secret, redirectUrl: null };
    },

    async fetchOutcome(transaction) {
      // No intent was ever made: there is nothing to ask about yet.
      if (!transaction.reference) return { status: 'pending' };
      const intent = await calling(() => stripe.paymentIntents.retrieve(transaction.reference!));
      return intentOutcome(intent);
    },

    async readWebhook(request) {
      const signature = header(request, 'stripe-signature');
      if (!signature) throw new WebhookSignatureError('stripe');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.rawBody, signature, config.webhookSecret);
      } catch {
        // A wrong signature, a stale timestamp (replayed capture) or a body that is not JSON.
        throw new WebhookSignatureError('stripe');
      }
      let outcome: ProviderOutcome;
      let intent: Stripe.PaymentIntent;
      switch (event.type) {
        case 'payment_intent.succeeded':
          intent = event.data.object;
          outcome = intentOutcome(intent);
          break;
        case 'payment_intent.payment_failed':
          intent = event.data.object;
          outcome = { status: 'failed', reason: 'declined' };
          break;
        case 'payment_intent.canceled':
          intent = event.data.object;
          outcome = { status: 'failed', reason: 'cancelled' };
          break;
        default:
          return null;
      }
      return {
        eventId: event.id,
        transactionId: transactionIdFrom(intent.metadata?.payment_transaction_id),
        reference: intent.id,
        outcome,
      };
    },
  };
}

function intentOutcome(intent: Stripe.PaymentIntent): ProviderOutcome {
  if (intent.status === 'succeeded') {
    const currency = intent.currency.toUpperCase();
    return {
      status: 'success',
      amount: fromMinorUnits(intent.amount_received, currency),
      currency,
      reference: intent.id,
    };
  }
  if (intent.status === 'canceled') return { status: 'failed', reason: 'cancelled' };
  // requires_payment_method after a decline included: the buyer may still pay with another card.
  return { status: 'pending' };
}

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The SDK's errors become PaymentProviderError; Stripe masks keys in its own messages. */
async function calling<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError)
      throw new PaymentProviderError('stripe', 'Stripe could not be reached');
    if (error instanceof Stripe.errors.StripeError)
      throw new PaymentProviderError(
        'stripe',
        `Stripe refused the request (${error.statusCode ?? error.type}: ${error.message})`,
      );
    throw error;
  }
}
