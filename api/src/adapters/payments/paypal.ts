import type { PaymentsConfig } from '../../config/payments';
import {
  basicAuth,
  callProvider,
  header,
  ProviderHttpError,
  transactionIdFrom,
  type ProviderApi,
  type ProviderCall,
} from './provider-http';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentAdapter,
  type ProviderOutcome,
  type WebhookEvent,
} from './types';

type PayPalConfig = NonNullable<PaymentsConfig['paypal']>;

interface Money {
  currency_code: string;
  value: string;
}

interface Capture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}

interface Order {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  links?: { href: string; rel: string }[];
  purchase_units?: { custom_id?: string; payments?: { captures?: Capture[] } }[];
}

interface PayPalEvent {
  id: string;
  event_type: string;
  /** A capture for PAYMENT.CAPTURE.*, an order for CHECKOUT.ORDER.*. */
  resource?: Capture | Order;
}

interface PayPalError {
  message?: string;
  error_description?: string;
  details?: { issue?: string; description?: string }[];
}

/** Currencies PayPal refuses decimals for. */
const wholeCurrencies = new Set(['HUF', 'JPY', 'TWD']);
/** Headers PayPal signs a webhook with; verification needs every one. */
const transmissionHeaders = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * PayPal Checkout with the Orders v2 API: the buyer approves the order on PayPal and comes back;
 * the money moves only when we capture, so an APPROVED order is captured here and only a
 * COMPLETED capture counts. The order id is our reference.
 */
export function createPayPalAdapter(config: PayPalConfig): PaymentAdapter {
  const api: ProviderApi = {
    provider: 'paypal',
    name: 'PayPal',
    baseUrl: config.apiBase,
    describeError: (body) => {
      const error = body as PayPalError | undefined;
      const detail = error?.details?.[0];
      return [error?.message ?? error?.error_description, detail?.issue].filter(Boolean).join(' ') || undefined;
    },
  };
  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  /** An OAuth access token, reused until a minute before PayPal expires it. */
  function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    tokenRequest ??= callProvider<{ access_token: string; expires_in: number }>(api, '/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: basicAuth(config.clientId, config.clientSecret) },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    })
      .then((reply) => {
        token = { value: reply.access_token, renewAt: Date.now() + Math.max(0, reply.expires_in - 60) * 1000 };
        return reply.access_token;
      })
      .finally(() => (tokenRequest = undefined));
    return tokenRequest;
  }

  /** A call with the bearer token. */
  async function paypal<T>(path: string, call: Partial<ProviderCall> = {}) {
    const authorization = `Bearer ${await accessToken()}`;
    try {
      return await callProvider<T>(api, path, { ...call, headers: { ...call.headers, authorization } });
    } catch (error) {
      // A token PayPal revoked early: fetch a fresh one next time.
      if (error instanceof ProviderHttpError && error.status === 401) token = undefined;
      throw error;
    }
  }

  /** Captures an approved order; PayPal-Request-Id makes a repeated capture return the first one's result. */
  async function capture(orderId: string): Promise<ProviderOutcome> {
    try {
      const captured = await paypal<Order>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        method: 'POST',
        headers: { 'paypal-request-id': `domus-capture-${orderId}` },
        json: {},
      });
      return orderOutcome(captured);
    } catch (error) {
      if (!(error instanceof ProviderHttpError) || error.status !== 422) throw error;
      const issue = (error.body as PayPalError | undefined)?.details?.[0]?.issue;
      if (issue === 'INSTRUMENT_DECLINED') return { status: 'failed', reason: 'declined' };
      // Captured meanwhile (the return page and a webhook racing): the order now says how.
      if (issue === 'ORDER_ALREADY_CAPTURED') return orderOutcome(await order(orderId));
      throw error;
    }
  }

  const order = (orderId: string) => paypal<Order>(`/v2/checkout/orders/${encodeURIComponent(orderId)}`);

  async function settle(orderId: string): Promise<ProviderOutcome> {
    const current = await order(orderId);
    return current.status === 'APPROVED' ? capture(orderId) : orderOutcome(current);
  }

  return {
    provider: 'paypal',
    name: 'PayPal',
    // The client id is what PayPal's browser SDK would take; the redirect flow itself needs none.
    publicKey: config.clientId,
    flow: 'redirect',

    async start(input) {
      const currency = input.currency.toUpperCase();
      const created = await paypal<Order>('/v2/checkout/orders', {
        method: 'POST',
        json: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: String(input.transactionId),
              custom_id: String(input.transactionId),
              description: input.packageName,
              amount: { currency_code: currency, value: input.amount.toFixed(wholeCurrencies.has(currency) ? 0 : 2) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrls.success,
                cancel_url: input.returnUrls.cancel,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
      });
      const approval = created.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approval) throw new PaymentProviderError('paypal', 'PayPal gave no approval link for the order');
      return { reference: created.id, redirectUrl: approval.href, clientSecret: null };
    },

    async fetchOutcome(transaction) {
      if (!transaction.reference) return { status: 'pending' };
      return settle(transaction.reference);
    },

    async readWebhook(request) {
      const headers = Object.fromEntries(
        Object.entries(transmissionHeaders).map(([field, name]) => [field, header(request, name)]),
      );
      if (Object.values(headers).some((value) => !value)) throw new WebhookSignatureError('paypal');
      const rawText = request.rawBody.toString('utf8');
      let event: PayPalEvent;
      try {
        event = JSON.parse(rawText);
      } catch {
        throw new WebhookSignatureError('paypal');
      }
      // The event goes back byte for byte: re-serializing the parsed body can change it
      // (number formats, key order) and PayPal would then answer FAILURE for a genuine event.
      const fields = JSON.stringify({ ...headers, webhook_id: config.webhookId });
      const verification = await paypal<{ verification_status?: string }>(
        '/v1/notifications/verify-webhook-signature',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `${fields.slice(0, -1)},"webhook_event":${rawText}}`,
        },
      );
      if (verification.verification_status !== 'SUCCESS') throw new WebhookSignatureError('paypal');
      return eventOutcome(event, settle);
    },
  };
}

async function eventOutcome(
  event: PayPalEvent,
  settle: (orderId: string) => Promise<ProviderOutcome>,
): Promise<WebhookEvent | null> {
  const resource = event.resource;
  if (!resource) return null;
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const capture = resource as Capture;
      return {
        eventId: event.id,
        transactionId: transactionIdFrom(capture.custom_id),
        reference: capture.supplementary_data?.related_ids?.order_id,
        outcome: captureOutcome(capture),
      };
    }
    case 'CHECKOUT.ORDER.APPROVED': {
      // A buyer who approved and closed the tab never reaches the return page: capture here.
      const order = resource as Order;
      return {
        eventId: event.id,
        transactionId: transactionIdFrom(order.purchase_units?.[0]?.custom_id),
        reference: order.id,
        outcome: await settle(order.id),
      };
    }
    default:
      return null;
  }
}

function orderOutcome(order: Order): ProviderOutcome {
  if (order.status === 'VOIDED') return { status: 'failed', reason: 'cancelled' };
  if (order.status !== 'COMPLETED') return { status: 'pending' };
  const captured = order.purchase_units?.[0]?.payments?.captures?.[0];
  return captured ? captureOutcome(captured, order.id) : { status: 'pending' };
}

function captureOutcome(capture: Capture, orderId?: string): ProviderOutcome {
  if (capture.status === 'COMPLETED')
    return {
      status: 'success',
      amount: Number(capture.amount.value),
      currency: capture.amount.currency_code.toUpperCase(),
      reference: orderId ?? capture.supplementary_data?.related_ids?.order_id ?? capture.id,
    };
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { status: 'failed', reason: 'declined' };
  // PENDING: PayPal is holding the money for review; PAYMENT.CAPTURE.COMPLETED follows.
  return { status: 'pending' };
}
