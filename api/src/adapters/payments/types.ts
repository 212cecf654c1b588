import type { PaymentProvider } from '@domus/shared/contract';

/** What a provider needs to start taking one payment. Amounts are the server's price, never the client's. */
export interface CheckoutInput {
  transactionId: number;
  /** Major units (19.99), as stored; adapters convert to the provider's minor units themselves. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  packageName: string;
  buyer: { id: number; email: string; name: string };
  /** Absolute URLs of the site's return pages, each with `payment_transaction_id` in its query. */
  returnUrls: { success: string; failure: string; cancel: string };
}

export interface CheckoutStarted {
  /** The provider's id for this payment (intent, order, reference...); looked up by later events. */
  reference: string | null;
  /** Redirect flow: where the buyer's browser goes to pay. */
  redirectUrl: string | null;
  /** Stripe Payment Element flow. */
  clientSecret: string | null;
}

/**
 * What a provider says became of a payment. `success` carries the amount and currency the
 * provider actually took, in major units, so the caller can compare them with the price.
 */
export type ProviderOutcome =
  | { status: 'success'; amount: number; currency: string; reference?: string }
  | { status: 'failed'; reason: 'cancelled' | 'declined' }
  | { status: 'pending' };

/** A verified webhook that concerns one of our payments. */
export interface WebhookEvent {
  /** The provider's event id: a replay carries the same id and is handled once. */
  eventId: string;
  /** Our transaction id when the provider echoes it (metadata, tx_ref...). */
  transactionId?: number;
  /** The provider's reference for the payment (intent id, order id...). */
  reference?: string;
  outcome: ProviderOutcome;
}

export interface WebhookRequest {
  /** The body exactly as received: signatures are computed over these bytes. */
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** The transaction as an adapter sees it when asked for an outcome. */
export interface TransactionRef {
  id: number;
  reference: string | null;
  amount: number;
  currency: string;
}

/** Thrown by an adapter when the provider cannot be reached or refuses the request. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: PaymentProvider,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Thrown by readWebhook when a signature is missing or wrong. */
export class WebhookSignatureError extends Error {
  constructor(readonly provider: PaymentProvider) {
    super(`Invalid ${provider} webhook signature`);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * One payment provider (docs/ARCHITECTURE.md §3 "Payments"). Every adapter believes a payment only
 * after verifying the provider's signature (readWebhook) or asking the provider itself
 * (fetchOutcome); nothing the browser says counts as proof.
 */
export interface PaymentAdapter {
  readonly provider: PaymentProvider;
  /** Label of the buy button. */
  readonly name: string;
  /** Publishable key for the browser ('' when the flow needs none). */
  readonly publicKey: string;
  readonly flow: 'redirect' | 'elements';
  start(input: CheckoutInput): Promise<CheckoutStarted>;
  /** Asks the provider about a payment still pending on our side. */
  fetchOutcome(transaction: TransactionRef): Promise<ProviderOutcome>;
  /**
   * Verifies a webhook (throws WebhookSignatureError when it is not genuine) and reads it;
   * null for a genuine event that does not concern a payment outcome.
   */
  readWebhook(request: WebhookRequest): Promise<WebhookEvent | null>;
}

/** Minor units per major unit: zero-decimal currencies (JPY, KRW...) have none. */
const zeroDecimalCurrencies = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
export const toMinorUnits = (amount: number, currency: string) =>
  zeroDecimalCurrencies.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);
export const fromMinorUnits = (amount: number, currency: string) =>
  zeroDecimalCurrencies.has(currency.toUpperCase()) ? amount : amount / 100;
