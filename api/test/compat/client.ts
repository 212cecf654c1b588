import { callAliases, calls, failureEnvelopeSchema } from '@domus/shared/contract';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { multipart, startTestApp, type Reply, type TestApp, type TestAppOptions } from '../test-app';

/*
 * The API as an existing web or mobile client of it calls it: from a page on another origin,
 * GET parameters as text in the query string, every POST as multipart/form-data, the bearer
 * token in Authorization and the language in Content-Language. Every reply is checked for
 * what such a client relies on, whatever the call (replyProblems); the tests add what each
 * call's readers read (client-expectations.ts).
 */

/** The configured public URL: every file URL of a reply starts with it. */
export const publicUrl = 'https://api.domus.example';
/** The client's own origin: every call is a cross-origin one. */
export const clientOrigin = 'https://client.example';

export type FormFile = { filename: string; content: Buffer; type?: string };
/** A form as the client holds it before it goes on the wire (see clientForm): text, numbers, flags, files, lists, objects. */
export type Form = Record<string, unknown>;
export type Query = Record<string, string | number | boolean | undefined>;

export interface Caller {
  token?: string;
  /** Content-Language; 'en' unless given. */
  language?: string;
}

const isFile = (value: unknown): value is FormFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as FormFile).content);

/**
 * A form as clients put it on the wire: text as it is, numbers as text, flags as "1"/"0",
 * files as file parts, lists as the same name repeated, objects as JSON text; empty fields
 * are left out.
 */
function clientForm(form: Form): Parameters<typeof multipart>[0] {
  const wire: Parameters<typeof multipart>[0] = {};
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'boolean') wire[name] = value ? '1' : '0';
    else if (typeof value === 'string' || typeof value === 'number') wire[name] = String(value);
    else if (isFile(value)) wire[name] = value;
    else if (Array.isArray(value)) {
      if (value.length === 0) continue;
      wire[name] = value.every(isFile) ? (value as FormFile[]) : value.map((item) => String(item));
    } else wire[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return wire;
}

const queryString = (query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return params.size ? `?${params}` : '';
};

// ---------------------------------------------------------------- what every reply must be

const fileKey = /(^|_)(image|images|logo|profile|file|document|audio|panorama|thumb|photo|picture|avatar)(_url)?$/;
const fileExtension = /\.(jpe?g|png|webp|avif|gif|svg|pdf|docx?|mp3|m4a|ogg|webm|wav)(\?.*)?$/i;
const absolute = /^https?:\/\//;

/**
 * File URLs that a client on another origin could not load: a stored file's URL must be
 * absolute and start with the configured public URL. A string counts as a file URL by its
 * key (image, profile, file...) or by its value (an /uploads/ path, a path with a file
 * extension).
 */
function foreignFileUrls(body: unknown, where = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => foreignFileUrls(item, `${where}[${index}]`));
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([key, value]) => {
    const at = where ? `${where}.${key}` : key;
    if (typeof value !== 'string') return foreignFileUrls(value, at);
    const uploads = value.includes('/uploads/') && !value.startsWith(`${publicUrl}/uploads/`);
    const relativePath = !absolute.test(value) && value.includes('/') && fileExtension.test(value);
    const relativeByKey = fileKey.test(key) && !/name$/.test(key) && value !== '' && !absolute.test(value);
    return uploads || relativePath || relativeByKey ? [`${at}: ${value}`] : [];
  });
}

/** Where an envelope is not what clients read: `{ error: false, message, data }` or `{ error: true, message, code, key }`. */
function envelopeProblems(status: number, body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['the reply is not a JSON object'];
  const reply = body as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof reply.message !== 'string') problems.push('message is not text');
  if (reply.error === false) {
    if (status !== 200) problems.push(`a success envelope with status ${status}`);
    if (!('data' in reply)) problems.push('a success envelope without data');
    if ('total' in reply && !(Number.isInteger(reply.total) && (reply.total as number) >= 0))
      problems.push(`total is ${JSON.stringify(reply.total)}`);
  } else if (reply.error === true) {
    if (status < 400) problems.push(`a failure envelope with status ${status}`);
    if (!failureEnvelopeSchema.safeParse(reply).success)
      problems.push('a failure envelope without message, code or key');
    if (reply.key !== reply.code) problems.push(`key ${String(reply.key)} does not repeat code ${String(reply.code)}`);
    if (typeof reply.message === 'string' && reply.message.trim() === '') problems.push('an empty failure message');
  } else problems.push(`error is ${JSON.stringify(reply.error)}`);
  return problems;
}

// ---------------------------------------------------------------- the app and its client

export interface CompatApp {
  t: TestApp;
  /** GET `path` (a call's path, an alias...) as a client sends it; every reply is checked. */
  get(path: string, query?: Query, caller?: Caller): Promise<Reply>;
  /** POST `path` as multipart/form-data; every reply is checked. */
  post(path: string, form?: Form, caller?: Caller): Promise<Reply>;
  /** Any method, raw: for the checks of one request's headers (preflights, refused bodies). */
  inject: TestApp['app']['inject'];
  close(): Promise<void>;
}

const apiPath = (path: string) => {
  const name = path.replace(/^\/?(api\/)?/, '').split('?')[0]!;
  const call = Object.hasOwn(callAliases, name) ? calls[callAliases[name]!] : undefined;
  return `/api/${call ? call.path : name}`;
};

/** The test app with the public URL set, and a client on another origin. */
export async function startCompatApp(options: TestAppOptions = {}): Promise<CompatApp> {
  const schemas = new Map<string, ZodType>();
  const t = await startTestApp({
    ...options,
    env: { PUBLIC_URL: publicUrl, ...options.env },
    onRoute(route: RouteOptions) {
      options.onRoute?.(route);
      const reply = (route.schema?.response as Record<number, unknown> | undefined)?.[200];
      if (reply) for (const method of [route.method].flat()) schemas.set(`${method} ${route.url}`, reply as ZodType);
    },
  });
  /** The reply schema the route of a path declares (its 200), if it declares one. */
  const replySchema = (method: string, path: string) => schemas.get(`${method} ${apiPath(path)}`);

  const send = async (method: 'GET' | 'POST', path: string, url: string, form: Form | undefined, caller: Caller) => {
    const body = form && multipart(clientForm(form));
    const headers: Record<string, string> = {
      origin: clientOrigin,
      'content-language': caller.language ?? 'en',
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    };
    const raw = await t.app.inject({ method, url, headers, ...(body ? { payload: body.payload } : {}) });
    const json = String(raw.headers['content-type'] ?? '').startsWith('application/json');
    const reply: Reply = { status: raw.statusCode, body: json ? raw.json() : raw.body, headers: raw.headers };
    const label = `${method} ${url}${form ? ` ${JSON.stringify(Object.keys(form))}` : ''}`;
    expect({ [label]: replyProblems(reply, json, replySchema(method, path)) }).toEqual({ [label]: [] });
    return reply;
  };

  return {
    t,
    get: (path, query, caller = {}) => send('GET', path, `${apiPath(path)}${queryString(query)}`, undefined, caller),
    post: (path, form = {}, caller = {}) => send('POST', path, apiPath(path), form, caller),
    inject: t.app.inject.bind(t.app),
    close: () => t.close(),
  };
}

/** Everything wrong with one reply for a client on another origin, whatever the call. */
function replyProblems(reply: Reply, json: boolean, schema: ZodType | undefined): string[] {
  const problems: string[] = [];
  if (reply.headers['access-control-allow-origin'] === undefined) problems.push('no access-control-allow-origin');
  if (reply.headers['access-control-allow-credentials'] !== undefined)
    problems.push('access-control-allow-credentials');
  // Only a stored file's own bytes come as something else (verification-document, chat-file).
  if (!json) return reply.status === 200 ? problems : [...problems, `a ${reply.status} that is not JSON`];
  problems.push(...envelopeProblems(reply.status, reply.body));
  problems.push(...foreignFileUrls(reply.body).map((where) => `a file URL not from the public URL at ${where}`));
  if (reply.status === 200) {
    if (!schema) problems.push('the route declares no reply schema');
    else {
      const parsed = schema.safeParse(reply.body);
      if (!parsed.success)
        problems.push(
          ...parsed.error.issues.map(
            (issue) => `not the route's reply schema at ${issue.path.join('.')}: ${issue.message}`,
          ),
        );
    }
  }
  return problems;
}
