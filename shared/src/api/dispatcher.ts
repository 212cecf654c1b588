import type { z } from 'zod';
import { calls, type CallName } from '../contract/catalogue';
import type { callSchemas } from '../contract/call-schemas';
import type { SuccessEnvelope } from '../contract/envelope';
import { ApiError } from './api-error';
import { getApiBase } from './config';
import { takeFirstViewReply } from './first-view';
import { getSessionToken } from './session-token';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

type Schemas = typeof callSchemas;

/** A call's success envelope, as its reply schema in the contract describes it. */
export type CallReply<N extends CallName> = Schemas[N] extends { reply: infer R extends z.ZodType }
  ? z.output<R>
  : SuccessEnvelope<never>;

/**
 * A call's query: the names its schema reads. Values travel as text and the API parses them,
 * so any query value is accepted for a known name; an unknown name does not compile.
 */
export type CallQuery<N extends CallName> = Schemas[N] extends { query: infer Q extends z.ZodType }
  ? { [K in keyof z.input<Q>]?: QueryValue }
  : Record<string, never>;

/** A call's body: its schema's input as JSON, or FormData for a multipart call (files). */
export type CallBody<N extends CallName> = Schemas[N] extends { body: infer B extends z.ZodType }
  ? z.input<B> | FormData
  : never;

export interface RequestOptions<N extends CallName = CallName> {
  query?: CallQuery<N>;
  /** JSON-able object, or FormData for files (multipart). */
  body?: CallBody<N>;
  headers?: Record<string, string>;
  /** Leave the bearer token out even when signed in. */
  withoutToken?: boolean;
  /** Another API base for this call (the virtual-tour calls live on their own host); '' = the API's. */
  base?: string;
  signal?: AbortSignal;
}

export interface CallResult<N extends CallName> {
  reply: CallReply<N>;
  request: { url: string; method: string; query?: RequestOptions<N>['query']; body?: RequestOptions<N>['body'] };
}

let pageLanguage: string | undefined;

/**
 * The page's language, sent with every call as `Content-Language` so that the API answers
 * reference data names (categories, parameters, facilities...) in it too (i18n sets it).
 */
export function setContentLanguage(code: string): void {
  pageLanguage = code;
}

/** The language calls are asked in now; undefined before one is set. */
export const contentLanguage = (): string | undefined => pageLanguage;

type ErrorHandler = (message: string, error: ApiError) => void;
let errorHandler: ErrorHandler | undefined;

/** The shell installs one handler (toasts are off for product calls, so it only logs). */
export function setApiErrorHandler(handler: ErrorHandler | undefined): void {
  errorHandler = handler;
}

/** Query string with empty values dropped; arrays become comma-separated lists. */
export function toQueryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one dispatcher: sends a catalogue call with url, method, body, query and headers,
 * adds the bearer token per the call's auth mode, reads `error` and `message`.
 */
export async function callApi<N extends CallName>(name: N, options: RequestOptions<N> = {}): Promise<CallResult<N>> {
  const spec = calls[name];
  const base = options.base ? (options.base.endsWith('/') ? options.base : `${options.base}/`) : getApiBase();
  const url = `${base}${spec.path}${toQueryString(options.query)}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(pageLanguage ? { 'Content-Language': pageLanguage } : {}),
    ...options.headers,
  };
  const token = getSessionToken();
  if (token && spec.auth !== 'never' && !options.withoutToken) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }

  const request = { url, method: spec.method, query: options.query, body: options.body };
  // A visitor's read the page arrived with an answer to (the server knows no session).
  if (spec.method === 'GET' && !headers.Authorization && !options.base) {
    const ready = takeFirstViewReply<CallReply<N>>(`${spec.path}${toQueryString(options.query)}`);
    if (ready) return { reply: ready, request };
  }
  let response: Response;
  try {
    response = await fetch(url, { method: spec.method, headers, body, signal: options.signal });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    const error = new ApiError('Network error: the server could not be reached.', 0, 'network', String(cause));
    errorHandler?.(error.message, error);
    throw error;
  }

  const reply = await readBody(response);
  if (typeof reply === 'object' && reply !== null && 'error' in reply) {
    const envelope = reply as { error: boolean; message?: string; code?: string };
    // The API checks every reply against the call's schema before sending it (its tests too).
    if (envelope.error === false && response.ok) return { reply: reply as CallReply<N>, request };
    const error = new ApiError(envelope.message ?? 'Request failed', response.status, envelope.code ?? 'error', reply);
    errorHandler?.(error.message, error);
    throw error;
  }
  const error = new ApiError(`Request failed with status ${response.status}`, response.status, 'http', reply);
  errorHandler?.(error.message, error);
  throw error;
}

/** The reply envelope only: what query functions want. */
export async function fetchEnvelope<N extends CallName>(name: N, options?: RequestOptions<N>): Promise<CallReply<N>> {
  return (await callApi(name, options)).reply;
}
