import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipart } from '../test-app';
import type { FuzzRoute } from './api-routes';
import { asText, inputsFor, lookingValid, type Fields, type SeededValues } from './inputs';
import { nastyText } from './nasty';

/** Who sends a request: nobody, the seeded member, the owner of many listings, or the admin. */
export const callers = ['visitor', 'member', 'owner', 'admin'] as const;
export type Caller = (typeof callers)[number];

/** Files a client might upload, by name: real pictures, documents and sound, and bytes that only pretend. */
export type SampleFiles = Record<string, Buffer>;

interface FileCase {
  field: string;
  filename: string;
  sample: string;
  type: string;
}

/** Everything one generated request is made of; turned into a request by `requestOf`. */
export interface FuzzCase {
  caller: Caller;
  /** For a caller with a token: how the header carries it; or an odd header instead of the token. */
  authorization: 'bearer' | 'lowercase' | 'spaced' | 'tampered' | { odd: string };
  params: Fields;
  query: Fields;
  /** Query keys sent twice (`a=1&a=2`), and junk after the real pairs. */
  repeats: [number, string][];
  queryJunk: string;
  body: Fields;
  encoding: 'json' | 'urlencoded' | 'multipart' | 'none' | { raw: string };
  /** Nested values in a form: bracketed names (`a[0][id]`) or JSON text. */
  nesting: 'brackets' | 'json';
  files: FileCase[];
  /** A Content-Type that does not match the body. */
  contentType: string | undefined;
  contentLanguage: string | undefined;
}

const oddAuthorizations = [
  '',
  'null',
  'undefined',
  'Bearer',
  'Bearer null',
  'Bearer   ',
  'Basic YWRtaW46YWRtaW4=',
  'Token abc',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoiMSJ9.',
  `Bearer ${'x'.repeat(5000)}`,
  'Bearer 🔑',
];

const contentTypeLies = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing-like-it',
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json, text/html',
  'image/png',
  '*/*',
];

const contentLanguages = [
  'en',
  'ar',
  'ar-SA',
  'xx',
  '*',
  'en-US,ar;q=0.5',
  'en;q=abc',
  '../../etc/passwd',
  'x'.repeat(300),
];

/** Bodies that are not an object of fields, sent as JSON. */
const rawJsonBodies = [
  '',
  'null',
  '[]',
  '[{"id":1}]',
  '"text"',
  '12',
  'true',
  '{',
  '{"a":',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"id":1,"id":2}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '\u0000',
  '\ufeff{}',
];

const queryJunk = [
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '&',
  '&&=',
  '&%zz=1',
  '&a=%E0%A4%A',
  '&=x',
  '&x',
  ';a=1',
  '&%00=%00',
  '#fragment',
  '&a[b]=1',
];

const filenames = [
  'photo.png',
  'scan.pdf',
  'voice.webm',
  '../../etc/passwd',
  'صورة.jpg',
  '',
  'a"b.png',
  `${'x'.repeat(300)}.png`,
];
const fileTypes = ['image/png', 'image/jpeg', 'application/pdf', 'audio/webm', 'audio/mpeg', 'text/html', ''];

/** `count` times in `outOf` a value, otherwise undefined. */
const sometimes = <T>(count: number, outOf: number, arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: count, arbitrary }, { weight: outOf - count, arbitrary: fc.constant(undefined) });

/** The generator of requests for one route. */
export function casesFor(route: FuzzRoute, seeded: SeededValues, samples: SampleFiles): fc.Arbitrary<FuzzCase> {
  const takesBody = route.method !== 'GET';
  const fileField = fc.oneof(
    { weight: 3, arbitrary: route.fileFields.length ? fc.constantFrom(...route.fileFields) : fc.constant('file') },
    { weight: 1, arbitrary: fc.constantFrom('file', 'upload[]', '../x', 'title_image') },
  );
  const file = fc.record({
    field: fileField,
    filename: fc.constantFrom(...filenames),
    sample: fc.constantFrom(...Object.keys(samples)),
    type: fc.constantFrom(...fileTypes),
  });
  const paramsSchema = route.params ?? { properties: {} };
  const params = fc.record(
    Object.fromEntries(
      Object.entries(paramsSchema.properties ?? {}).map(([name, schema]) => [
        name,
        fc.oneof({ weight: 3, arbitrary: lookingValid(schema, name, seeded) }, { weight: 1, arbitrary: nastyText }),
      ]),
    ),
  );
  return fc.record({
    caller: fc.oneof(
      { weight: 1, arbitrary: fc.constant<Caller>('visitor') },
      { weight: 6, arbitrary: fc.constantFrom<Caller>('member', 'owner', 'admin') },
    ),
    authorization: fc.oneof(
      { weight: 20, arbitrary: fc.constant('bearer' as const) },
      { weight: 1, arbitrary: fc.constantFrom('lowercase' as const, 'spaced' as const, 'tampered' as const) },
      { weight: 1, arbitrary: fc.constantFrom(...oddAuthorizations).map((odd) => ({ odd })) },
    ),
    params,
    query: route.query || !takesBody ? inputsFor(route.query, seeded) : fc.constant({}),
    repeats: fc.oneof(
      { weight: 4, arbitrary: fc.constant<[number, string][]>([]) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(fc.nat(), fc.oneof(nastyText, fc.constantFrom(...seeded.words))), {
          minLength: 1,
          maxLength: 2,
        }),
      },
    ),
    queryJunk: fc.constantFrom(...queryJunk),
    body: takesBody ? inputsFor(route.body, seeded) : fc.constant({}),
    encoding: takesBody
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant('json' as const) },
          { weight: 2, arbitrary: fc.constant('urlencoded' as const) },
          { weight: 3, arbitrary: fc.constant('multipart' as const) },
          { weight: 1, arbitrary: fc.constant('none' as const) },
          { weight: 1, arbitrary: fc.constantFrom(...rawJsonBodies).map((raw) => ({ raw })) },
        )
      : fc.constant('none' as const),
    nesting: fc.constantFrom('brackets' as const, 'json' as const),
    files: fc.array(file, { maxLength: route.fileFields.length ? 3 : 1 }),
    contentType: sometimes(1, 12, fc.constantFrom(...contentTypeLies)),
    contentLanguage: sometimes(1, 3, fc.constantFrom(...contentLanguages)),
  });
}

/** Name/value pairs of a form or query: lists repeat their name, objects nest by brackets or go as JSON. */
function pairsOf(fields: Fields, nesting: FuzzCase['nesting'], prefix = ''): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
      for (const item of value) pairs.push([name, asText(item)]);
    } else if (typeof value === 'object' && value !== null && nesting === 'brackets') {
      pairs.push(...pairsOf(value as Fields, nesting, name));
    } else {
      pairs.push([name, asText(value)]);
    }
  }
  return pairs;
}

/**
 * Percent-encoding that also carries lone surrogates, as the bytes a broken client would send
 * (encodeURIComponent refuses them).
 */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    encoded += /^[\ud800-\udfff]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return encoded;
}

const encodePairs = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');

function queryOf(fuzzCase: FuzzCase): string {
  const pairs = pairsOf(fuzzCase.query, 'brackets');
  for (const [index, value] of fuzzCase.repeats) {
    if (pairs.length) pairs.push([pairs[index % pairs.length]![0], value]);
  }
  const query = encodePairs(pairs) + fuzzCase.queryJunk;
  return query ? `?${query}` : '';
}

function pathOf(route: FuzzRoute, params: Fields): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => percentEncode(asText(params[name])));
}

/** The body and its honest Content-Type. */
function bodyOf(fuzzCase: FuzzCase, samples: SampleFiles): { payload?: string | Buffer; contentType?: string } {
  const { encoding, body, nesting } = fuzzCase;
  if (encoding === 'none') return {};
  if (typeof encoding === 'object') return { payload: encoding.raw, contentType: 'application/json' };
  if (encoding === 'json') return { payload: JSON.stringify(body), contentType: 'application/json' };
  const pairs = pairsOf(body, nesting);
  if (encoding === 'urlencoded')
    return { payload: encodePairs(pairs), contentType: 'application/x-www-form-urlencoded' };
  // Maps, not objects: field names such as `constructor` are data here.
  const texts = new Map<string, string[]>();
  for (const [name, value] of pairs) texts.set(name, [...(texts.get(name) ?? []), value]);
  const files = new Map<string, { filename: string; content: Buffer; type?: string }[]>();
  for (const file of fuzzCase.files) {
    const sent = { filename: file.filename, content: samples[file.sample]!, type: file.type || undefined };
    files.set(file.field, [...(files.get(file.field) ?? []), sent]);
  }
  const form = multipart(Object.fromEntries([...texts, ...files]));
  return { payload: form.payload, contentType: form.contentType };
}

function authorizationOf(fuzzCase: FuzzCase, token: string | undefined): string | undefined {
  const { authorization } = fuzzCase;
  if (typeof authorization === 'object') return authorization.odd;
  if (!token) return undefined;
  if (authorization === 'lowercase') return `bearer ${token}`;
  if (authorization === 'spaced') return `  Bearer    ${token}  `;
  if (authorization === 'tampered') return `Bearer ${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}`;
  return `Bearer ${token}`;
}

/** The request a case stands for; `token` is the caller's session, none for a visitor. */
export function requestOf(
  route: FuzzRoute,
  fuzzCase: FuzzCase,
  token: string | undefined,
  samples: SampleFiles,
): InjectOptions {
  const { payload, contentType } = bodyOf(fuzzCase, samples);
  const headers: Record<string, string> = {};
  const authorization = authorizationOf(fuzzCase, token);
  if (authorization !== undefined) headers.authorization = authorization;
  const type = fuzzCase.contentType ?? contentType;
  if (type !== undefined && (payload !== undefined || fuzzCase.contentType)) headers['content-type'] = type;
  if (fuzzCase.contentLanguage !== undefined) headers['content-language'] = fuzzCase.contentLanguage;
  return {
    method: route.method,
    url: pathOf(route, fuzzCase.params) + queryOf(fuzzCase),
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** A request as a person reads it in a failure report: the caller instead of their token, text bodies in full. */
export function describeRequest(request: InjectOptions, caller: Caller): string {
  const headers = { ...(request.headers as Record<string, string>) };
  if (headers.authorization && caller !== 'visitor' && headers.authorization.length > 100) {
    headers.authorization = `${headers.authorization.slice(0, 20)}… (${caller}'s session)`;
  }
  const payload = request.payload;
  const text = Buffer.isBuffer(payload)
    ? payload.toString('latin1').replace(/[^\x20-\x7e\r\n]/g, '·')
    : typeof payload === 'string'
      ? payload
      : '';
  const shown = text.length > 4000 ? `${text.slice(0, 4000)}… (${text.length} characters)` : text;
  return [
    `${request.method} ${request.url}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${JSON.stringify(value).slice(0, 300)}`),
    ...(shown ? ['', shown] : []),
  ].join('\n');
}
