import type { CallSpec } from '@domus/shared/contract';
import { multipart, type Reply, type TestApp } from '../test-app';
import type { FormFields } from './world';

/** One request of a call: its query and its body (a plain object; files make it multipart). */
export interface CallRequest {
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  /** Statuses that count as refused here; 403 and 404 unless said. */
  refusedWith?: number[];
  /** The status a request that is not refused must get (calls acting on the caller); 200 unless said. */
  status?: number;
  /** Text the reply must hold (one of A's public objects): the private ones were left out by rule, not by an empty reply. */
  shows?: string;
  /** Fields the call must ignore: the reply is the same without them. */
  ignored?: string[];
  /** The owner's same request is no control here (it names B's object, not A's). */
  notTheOwners?: true;
}

/** How a body goes on the wire: the three encodings every POST takes (docs/api-shapes.md). */
export type Encoding = 'json' | 'urlencoded' | 'multipart';

const isFile = (value: unknown) =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as { content?: unknown }).content);
const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/**
 * The encodings a body can travel in: with a file, multipart only; with nested objects, JSON
 * only; flat fields, all three.
 */
export function encodingsOf(body: Record<string, unknown> | undefined): Encoding[] {
  const values = Object.values(body ?? {});
  if (values.some((value) => isFile(value) || (Array.isArray(value) && value.some(isFile)))) return ['multipart'];
  const flat = values.every((value) => isScalar(value) || (Array.isArray(value) && value.every(isScalar)));
  return flat ? ['json', 'urlencoded', 'multipart'] : ['json'];
}

const queryString = (query: CallRequest['query']) => {
  const entries = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)] as [string, string]],
  );
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
};

const textFields = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );

/** Sends one request of a call, with the bearer token when there is one. */
export async function send(
  t: TestApp,
  call: CallSpec,
  request: CallRequest,
  token: string | undefined,
  encoding: Encoding = encodingsOf(request.body)[0]!,
): Promise<Reply> {
  const url = `/api/${call.path}${queryString(request.query)}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | Buffer | object | undefined;
  if (call.method !== 'GET' && request.body !== undefined) {
    if (encoding === 'json') payload = request.body as object;
    else if (encoding === 'urlencoded') {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(textFields(request.body))) {
        for (const item of [value].flat()) form.append(key, item);
      }
      payload = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      const form = multipart(textFieldsOrFiles(request.body));
      payload = form.payload;
      headers['content-type'] = form.contentType;
    }
  }
  const reply = await t.app.inject({
    method: call.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  const text = reply.body;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not every route answers JSON (pages, files); the text is what is checked then.
  }
  return { status: reply.statusCode, body, headers: reply.headers };
}

const textFieldsOrFiles = (body: Record<string, unknown>): FormFields =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (isFile(value) || (Array.isArray(value) && value.some(isFile))) return [key, value as FormFields[string]];
      return [key, Array.isArray(value) ? value.map(String) : String(value)];
    }),
  );

/** The request without the fields the call must ignore. */
export function withoutIgnored(request: CallRequest): CallRequest {
  const drop = (fields: Record<string, unknown> | undefined) =>
    fields && Object.fromEntries(Object.entries(fields).filter(([key]) => !request.ignored?.includes(key)));
  return {
    ...request,
    query: drop(request.query) as CallRequest['query'],
    body: drop(request.body),
    ignored: undefined,
  };
}

/** Texts relative to the moment of the reply ("just now", "1 minute ago"): two replies may differ in them. */
const clockTexts = new Set(['post_created', 'time_ago']);

/** A reply body without its clock texts, to compare two replies. */
export const withoutClockTexts = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body, (key, value) => (clockTexts.has(key) ? undefined : value)));

/** The secrets a reply (or its body) shows, if any: a leak. */
export const secretsIn = (reply: Reply | string, secrets: readonly string[]) => {
  const body = typeof reply === 'string' ? reply : reply.body;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return secrets.filter((secret) => text.includes(secret));
};
