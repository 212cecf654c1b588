import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '@domus/shared/contract';
import { PaymentProviderError, type WebhookRequest } from './types';

/** A provider answered with an error status; `body` lets an adapter read codes it expects (404, 422...). */
export class ProviderHttpError extends PaymentProviderError {
  constructor(
    provider: PaymentProvider,
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(provider, message);
  }
}

export interface ProviderApi {
  provider: PaymentProvider;
  /** Name used in messages: "PayPal could not be reached". */
  name: string;
  baseUrl: string;
  /** The provider's own words from an error reply, when it has any. */
  describeError: (body: unknown) => string | undefined;
}

export interface ProviderCall {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (a form, or JSON already serialized). */
  body?: string | URLSearchParams;
}

/** Provider calls sit on a buyer's request: fail within seconds rather than hold it open. */
const timeoutMs = 20_000;

/**
 * One JSON call to a provider. Unreachable hosts, timeouts, non-JSON and error replies all
 * become PaymentProviderError; messages carry the provider's words, never our keys.
 */
export async function callProvider<T>(api: ProviderApi, path: string, call: ProviderCall): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}${path}`, {
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(call.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.json === undefined ? call.body : JSON.stringify(call.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderError(api.provider, `${api.name} could not be reached (${networkCause(error)})`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ProviderHttpError(
      api.provider,
      `${api.name} answered ${response.status} with something other than JSON`,
      response.status,
      undefined,
    );
  }
  if (!response.ok) {
    const words = api.describeError(body);
    throw new ProviderHttpError(
      api.provider,
      `${api.name} refused the request (${response.status}${words ? `: ${words}` : ''})`,
      response.status,
      body,
    );
  }
  return body as T;
}

function networkCause(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND...) in `cause`.
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** One header as a string: Node gives repeated headers as arrays. */
export function header(request: WebhookRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Constant-time comparison of a received signature with the expected one. Hashing both first
 * gives equal lengths (timingSafeEqual throws otherwise) without revealing the expected length.
 */
export function sameSecret(received: string | undefined, expected: string): boolean {
  if (!received) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/** Parses a webhook body already proven genuine; a signed body that is not JSON is the provider's fault. */
export function parseWebhookBody<T>(provider: PaymentProvider, request: WebhookRequest): T {
  try {
    return JSON.parse(request.rawBody.toString('utf8')) as T;
  } catch {
    throw new PaymentProviderError(provider, 'The webhook body is not JSON');
  }
}

/** Our transaction id from a reference we made (`domus_<id>_<random>`, `txn_<id>`) or echoed metadata. */
export function transactionIdFrom(value: unknown): number | undefined {
  const match = /^(?:domus_|txn_)?(\d+)(?:_[A-Za-z0-9]+)?$/.exec(String(value ?? ''));
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A reference the provider accepts once: unique even when a fresh database reuses transaction ids. */
export const uniqueReference = (transactionId: number) => `domus_${transactionId}_${randomBytes(6).toString('hex')}`;
