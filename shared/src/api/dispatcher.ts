import { calls, type CallName } from '../contract/catalogue';
import type { SuccessEnvelope } from '../contract/envelope';
import { ApiError } from './api-error';
import { getApiBase } from './config';
import { takeFirstViewReply } from './first-view';
import { getSessionToken } from './session-token';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON-able object, or FormData for files (multipart). */
  body?: Record<string, unknown> | FormData;
  headers?: Record<string, string>;
  /** Leave the bearer token out even when signed in. */
  withoutToken?: boolean;
  /** Another API base for this call (the virtual-tour calls live on their own host); '' = the API's. */
  base?: string;
  signal?: AbortSignal;
}

export interface CallResult<T> {
  reply: SuccessEnvelope<T>;
  request: { url: string; method: string; query?: RequestOptions['query']; body?: RequestOptions['body'] };
}

let pageLanguage: string | undefined;

/**
 * The page's language, sent with every call as `Content-Language` so that the API answers
 * catalogue names (categories, parameters, facilities...) in it too (i18n sets it).
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
export function toQueryString(query: RequestOptions['query'] = {}): string {
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
export async function callApi<T = unknown>(name: CallName, options: RequestOptions = {}): Promise<CallResult<T>> {
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
    const ready = takeFirstViewReply<T>(`${spec.path}${toQueryString(options.query)}`);
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
    if (envelope.error === false && response.ok) return { reply: reply as SuccessEnvelope<T>, request };
    const error = new ApiError(envelope.message ?? 'Request failed', response.status, envelope.code ?? 'error', reply);
    errorHandler?.(error.message, error);
    throw error;
  }
  const error = new ApiError(`Request failed with status ${response.status}`, response.status, 'http', reply);
  errorHandler?.(error.message, error);
  throw error;
}

/** The reply envelope only: what query functions want. */
export async function fetchEnvelope<T>(name: CallName, options?: RequestOptions): Promise<SuccessEnvelope<T>> {
  return (await callApi<T>(name, options)).reply;
}
