// Test helpers for the payment adapters: nothing in the running API imports this file.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckoutInput } from '../src/adapters/payments/types';

/** A request as the fake provider saw it. */
export interface ReceivedRequest {
  method: string;
  /** Path with query string. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export interface FakeProvider {
  /** `http://127.0.0.1:<port>`, for a config's apiBase. */
  url: string;
  requests: ReceivedRequest[];
  /** What the provider answers from now on. */
  answer(handler: (request: ReceivedRequest) => FakeReply): void;
  close(): Promise<void>;
}

/**
 * A stand-in for a payment provider's API on 127.0.0.1: it records each request and answers
 * JSON from the handler, so adapter tests never leave the machine.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  const requests: ReceivedRequest[] = [];
  let handler: (request: ReceivedRequest) => FakeReply = () => ({ status: 404, body: { message: 'No route' } });
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const received = { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body };
      requests.push(received);
      const reply = handler(received);
      response.statusCode = reply.status ?? 200;
      response.setHeader('content-type', 'application/json');
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next) => (handler = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL where nothing listens: a port that was free a moment ago. */
export async function unreachableUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Form fields (Stripe's request encoding) as a plain object: `metadata[x]` keys kept flat. */
export const formFields = (body: string) => Object.fromEntries(new URLSearchParams(body));

/** One checkout as the payments core would start it. */
export const checkoutFixture: CheckoutInput = {
  transactionId: 42,
  amount: 19.99,
  currency: 'EUR',
  packageName: 'Gold',
  buyer: { id: 7, email: 'buyer@domus.example', name: 'Ada Buyer' },
  returnUrls: {
    success: 'https://domus.example/payment/success?payment_transaction_id=42',
    failure: 'https://domus.example/payment/failure?payment_transaction_id=42',
    cancel: 'https://domus.example/payment/cancel?payment_transaction_id=42',
  },
};

export interface PaymentProviders {
  /** The settings that switch Stripe, PayPal and Flutterwave on, pointed at the fake. */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

/**
 * Stripe, PayPal and Flutterwave on, played by one fake on 127.0.0.1, so a client's checkout
 * call reaches the end of its flow as on a site that takes them (checkouts store their rows).
 */
export async function startPaymentProviders(): Promise<PaymentProviders> {
  const fake = await startFakeProvider();
  let orders = 0;
  fake.answer((request) => {
    const route = `${request.method} ${request.url.split('?')[0]}`;
    orders += 1;
    if (route === 'POST /v1/payment_intents')
      return { body: { id: `pi_${orders}`, object: 'payment_intent', client_secret: `pi_${orders}_secret` } };
    if (route === 'POST /v1/oauth2/token') return { body: { access_token: 'paypal-token', expires_in: 3600 } };
    if (route === 'POST /v2/checkout/orders')
      return {
        status: 201,
        body: { id: `ORDER${orders}`, links: [{ rel: 'payer-action', href: 'https://paypal.example/pay' }] },
      };
    if (route === 'POST /v3/payments')
      return { body: { status: 'success', data: { link: 'https://flutterwave.example/pay' } } };
    return { status: 404, body: { message: `no fake for ${route}` } };
  });
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_domus',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_domus',
      STRIPE_WEBHOOK_SECRET: 'whsec_domus',
      STRIPE_API_BASE: fake.url,
      PAYPAL_CLIENT_ID: 'paypal-client',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_API_BASE: fake.url,
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-domus',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-domus',
      FLUTTERWAVE_WEBHOOK_HASH: 'flw-hash',
      FLUTTERWAVE_API_BASE: fake.url,
    },
    close: () => fake.close(),
  };
}
