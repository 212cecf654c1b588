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
