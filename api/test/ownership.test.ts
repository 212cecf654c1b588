import { calls, type CallName, type CallSpec } from '@domus/shared/contract';
import { seedAccounts } from '../src/db/seed/accounts';
import { startPaymentProviders, type PaymentProviders } from './fake-payment-provider';
import { startTestApp, type TestApp } from './test-app';
import { callTable, extraFields, forgedLinkToken, type Entry, type Writes } from './ownership/call-table';
import { otherRoutes, callKey, routeKey } from './ownership/other-routes';
import { rowsOf, schemaTables, tableRows } from './ownership/owners-rows';
import {
  encodingsOf,
  secretsIn,
  send,
  withoutClockTexts,
  withoutIgnored,
  type CallRequest,
  type Encoding,
} from './ownership/requests';
import { buildWorld, type Member, type World } from './ownership/world';

/*
 * Ownership, proven for every call of the catalogue: B, a member, uses A's ids in every call
 * and never reads or changes anything of A's; admin calls refuse B; fields a client must not
 * control never stick. The table (ownership/call-table.ts) classifies every call and every
 * route of the app, so a call or route added without its entry fails here.
 */

let t: TestApp;
let w: World;
let providers: PaymentProviders;
const appRoutes: string[] = [];

beforeAll(async () => {
  providers = await startPaymentProviders();
  t = await startTestApp({
    env: providers.env,
    onRoute: (route) => {
      for (const method of [route.method].flat()) appRoutes.push(routeKey(method, route.url));
    },
  });
  w = await buildWorld(t);
}, 180_000);
afterAll(async () => {
  await t.close();
  await providers.close();
});

const entries = Object.entries(callTable) as [CallName, Entry][];
const namesOf = (kind: Entry['ownership']['kind']) =>
  entries.filter(([, entry]) => entry.ownership.kind === kind).map(([name]) => name);

/** What a request was, for failure messages. */
const label = (name: string, request: CallRequest, encoding?: Encoding) =>
  `${name} ${JSON.stringify({ query: request.query, body: request.body && Object.keys(request.body) })}${encoding ? ` as ${encoding}` : ''}`;

/** The status, checked against those allowed (a failure names the request and what it got). */
const expectStatus = (what: string, status: number, allowed: readonly number[]) =>
  expect({ [what]: status }).toEqual({ [what]: allowed.includes(status) ? status : `one of ${allowed.join(', ')}` });
const expectStatusNot = (what: string, status: number, refused: readonly number[]) =>
  expect({ [what]: status }).toEqual({ [what]: refused.includes(status) ? `none of ${refused.join(', ')}` : status });

/**
 * Sends one request and checks the two things that hold for every call: A's rows are as they
 * were, and the reply shows none of A's secrets. Returns the reply for the call's own checks.
 */
async function attempt(
  name: string,
  call: CallSpec,
  request: CallRequest,
  token: string | undefined,
  encoding?: Encoding,
) {
  const what = label(name, request, encoding);
  const before = await rowsOf(t.db, w.a.id);
  const reply = await send(t, call, request, token, encoding);
  expect({ [what]: await rowsOf(t.db, w.a.id) }).toEqual({ [what]: before });
  expect({ [what]: secretsIn(reply, w.secrets) }).toEqual({ [what]: [] });
  // Never a 5xx, whatever the call.
  expectStatusNot(what, reply.status, reply.status >= 500 ? [reply.status] : []);
  return { reply, what };
}

describe('the table', () => {
  it('has an entry for every call of the catalogue, and for nothing else', () => {
    expect(Object.keys(callTable).sort()).toEqual(Object.keys(calls).sort());
  });

  it('knows every route of the app: a call of the catalogue or a route listed with who may use it', () => {
    const routes = new Set(
      appRoutes.filter((key) => !key.startsWith('HEAD ') || !appRoutes.includes(`GET ${key.slice(5)}`)),
    );
    const known = new Set([...Object.values(calls).map(callKey), ...Object.keys(otherRoutes)]);
    expect([...routes].filter((route) => !known.has(route))).toEqual([]);
    expect(
      Object.values(calls)
        .map(callKey)
        .filter((key) => !routes.has(key)),
    ).toEqual([]);
  });

  it('knows whose rows every table of the database holds', async () => {
    const tables = await schemaTables(t.db);
    expect(tables.filter((table) => !tableRows[table])).toEqual([]);
    // A table that is gone may stay listed as skipped (its reason), never as one to read.
    const read = Object.entries(tableRows).filter(([, rows]) => !('skipped' in rows));
    expect(read.map(([table]) => table).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('says what every call that is not a GET stores', () => {
    const silent = entries.filter(
      ([name, entry]) => calls[name].method !== 'GET' && entry.ownership.kind !== 'admin' && entry.writes === undefined,
    );
    expect(silent.map(([name]) => name)).toEqual([]);
  });

  it('starts from objects of A’s that A can see and that hold the secrets', async () => {
    const own = w.own;
    for (const path of [
      `/api/get_property?id=${own.pendingPropertyId}`,
      `/api/get-project-detail?id=${own.pendingProjectId}`,
      `/api/draft-tours/get?property_id=${own.pendingPropertyId}`,
      `/api/get_messages?user_id=${w.c.id}&property_id=${own.approvedPropertyId}`,
      '/api/personalised-fields',
      '/api/get-agent-verification-form-values',
    ]) {
      const reply = await t.get(path, w.a.token);
      expect({ [path]: reply.status, secrets: secretsIn(reply, w.secrets).length > 0 }).toEqual({
        [path]: 200,
        secrets: true,
      });
    }
    const rows = await rowsOf(t.db, w.a.id);
    const empty = Object.entries(tableRows)
      .filter(([, kind]) => 'rows' in kind)
      .map(([table]) => table)
      .filter((table) => rows[table]!.length === 0);
    // A has rows in every table of members' rows (payment events come from providers only).
    expect(empty).toEqual(['payment_events']);
  });
});

describe('public reads show B nothing private of A’s', () => {
  it.each(namesOf('public'))('%s', async (name) => {
    const ownership = callTable[name].ownership as Extract<Entry['ownership'], { kind: 'public' }>;
    for (const request of ownership.requests(w)) {
      const { reply, what } = await attempt(name, calls[name], request, w.b.token);
      expectStatus(what, reply.status, [200]);
      if (request.shows)
        expect({ [what]: JSON.stringify(reply.body) }).toEqual({ [what]: expect.stringContaining(request.shows) });
    }
  });
});

describe('calls on the caller act on B only, whatever ids of A’s they are given', () => {
  it.each(namesOf('caller'))('%s', async (name) => {
    const ownership = callTable[name].ownership as Extract<Entry['ownership'], { kind: 'caller' }>;
    for (let index = 0; index < ownership.requests(w, w.b).length; index += 1) {
      const caller = ownership.spare ? await w.member() : w.b;
      const request = ownership.requests(w, caller)[index]!;
      const { reply, what } = await attempt(name, calls[name], request, caller.token);
      expectStatus(what, reply.status, [request.status ?? 200]);
      if (request.ignored) {
        const without = await send(t, calls[name], withoutIgnored(request), caller.token);
        expect({ [what]: withoutClockTexts(reply.body) }).toEqual({ [what]: withoutClockTexts(without.body) });
      }
    }
  });
});

describe('calls on an object with an owner refuse B A’s objects', () => {
  it.each(namesOf('owned'))('%s', async (name) => {
    const ownership = callTable[name].ownership as Extract<Entry['ownership'], { kind: 'owned' }>;
    const own = { ...w.own, ...(await ownership.fresh?.(w)) };
    const requests = ownership.requests(w, own);
    for (const request of requests) {
      for (const encoding of calls[name].method === 'GET' ? [undefined] : encodingsOf(request.body)) {
        const { reply, what } = await attempt(name, calls[name], request, w.b.token, encoding);
        expectStatus(what, reply.status, request.refusedWith ?? [403, 404]);
      }
    }
    if (ownership.noOwnerControl) return;
    // The same requests from the owner are not refused: B was refused for not being the owner.
    for (const request of requests.filter((each) => !each.notTheOwners)) {
      const reply = await send(t, calls[name], request, w.a.token);
      const what = `${label(name, request)} by its owner`;
      expectStatusNot(what, reply.status, [...(request.refusedWith ?? [403, 404]), 500]);
    }
  });
});

describe('admin calls refuse B with 403', () => {
  const adminCalls: [string, CallSpec][] = namesOf('admin').map((name) => [name, calls[name]]);

  it.each(adminCalls)('%s', async (name, call) => {
    const { reply, what } = await attempt(name, call, operatorRequest(call), w.b.token);
    expectStatus(what, reply.status, [403]);
  });

  // A moderator (an operator) is refused the calls for admins alone: roles and the like.
  const adminOnly = adminCalls.filter(([, call]) => call.role === 'admin');
  it.each(adminOnly)('%s, to a moderator too', async (name, call) => {
    const moderator = await w.member();
    await t.db.query(`update users set role = 'moderator' where id = $1`, [moderator.id]);
    const { reply, what } = await attempt(name, call, operatorRequest(call), moderator.token);
    expectStatus(what, reply.status, [403]);
  });
});

/** An operator call aimed at A's objects (or A), as a member who is not an operator might send it. */
function operatorRequest(call: CallSpec): CallRequest {
  const target = /propert/.test(call.path)
    ? w.own.pendingPropertyId
    : /project/.test(call.path)
      ? w.own.pendingProjectId
      : /advertisement/.test(call.path)
        ? w.own.advertisementId
        : w.own.verificationRequestId;
  const fields = { id: target, user_id: w.a.id, email: w.a.email, reason: 'B decides', role: 'admin' };
  return call.method === 'GET' ? { query: fields } : { body: fields };
}

describe('extra fields never stick', () => {
  const writing = entries.flatMap(([name, entry]) =>
    Array.isArray(entry.writes)
      ? entry.writes.map((writes, index) => [`${name}${index ? ` #${index + 1}` : ''}`, name, writes] as const)
      : [],
  );

  const callerFor = async (writes: Writes): Promise<Member | undefined> =>
    writes.by === 'spare' ? w.member() : writes.by === 'b' ? w.b : undefined;

  it.each(writing)('%s', async (_title, name, writes) => {
    const call = calls[name];
    const extras = Object.entries({ ...extraFields(w), ...writes.extras }).filter(
      ([field]) => !writes.takes?.includes(field),
    );
    // Each request is made anew (a new listing, a new member...) but the first.
    const next = async () => {
      const caller = await callerFor(writes);
      return { caller, request: await writes.request(w, caller) };
    };
    let made: Awaited<ReturnType<typeof next>> | undefined = await next();
    const encodings = call.method === 'GET' ? [undefined] : encodingsOf(made.request.body);
    // A multipart route that reads few fields gets the extras a few at a time (its parser
    // refuses the form on reaching its limit).
    const textFields = Object.values(made.request.body ?? {}).filter((value) => typeof value !== 'object').length;
    for (const encoding of encodings) {
      const room = encoding === 'multipart' && writes.fieldLimit ? writes.fieldLimit - 1 - textFields : extras.length;
      for (let first = 0; first < extras.length; first += room) {
        const { caller, request } = made ?? (await next());
        made = undefined;
        const sent = Object.fromEntries(extras.slice(first, first + room));
        const attack: CallRequest =
          call.method === 'GET'
            ? { query: { ...request.query, ...sent } }
            : { ...request, body: { ...request.body, ...sent } };
        const { reply, what } = await attempt(name, call, attack, caller?.token, encoding);
        expectStatus(what, reply.status, [200]);
        expect({ [what]: await writes.stored(w, caller, reply) }).toMatchObject({ [what]: writes.expected(w, caller) });
      }
    }
  });
});

describe('chat files', () => {
  const read = (file: { messageId: number; file: string }, token: string | undefined, linkToken?: string) =>
    attempt(
      'getChatFile',
      calls.getChatFile,
      { query: { message_id: file.messageId, file: file.file, token: linkToken } },
      token,
    );

  it('are refused to a visitor, with or without a forged token, as if they did not exist', async () => {
    for (const linkToken of [undefined, forgedLinkToken(w.own.chatFile)]) {
      const { reply, what } = await read(w.own.chatFile, undefined, linkToken);
      expectStatus(what, reply.status, [404]);
    }
  });

  it('are refused to an admin while nobody has reported the conversation, and shown once someone has', async () => {
    const admin = await t.signIn(seedAccounts.admin.email, seedAccounts.admin.password);
    const unreported = await read(w.own.chatFile, admin);
    expectStatus(unreported.what, unreported.reply.status, [404]);
    const reported = await read(w.own.reportedChatFile, admin);
    expectStatus(reported.what, reported.reply.status, [200]);
  });

  it('open at the link A was given, without a bearer token (a picture in a page), and not at another message’s', async () => {
    const { pathname, search } = new URL(w.own.chatFile.url);
    expect((await t.app.inject({ method: 'GET', url: pathname + search })).statusCode).toBe(200);
    const token = new URL(w.own.chatFile.url).searchParams.get('token')!;
    const { reply, what } = await read({ ...w.own.reportedChatFile, file: w.own.chatFile.file }, undefined, token);
    expectStatus(what, reply.status, [404]);
  });
});

describe('routes outside the catalogue', () => {
  it('public pages outside the API show nothing private of A’s', async () => {
    const urls = Object.values(otherRoutes).flatMap((route) => (route.kind === 'public' ? (route.reads ?? []) : []));
    const listings = await t.app.inject({ method: 'GET', url: '/sitemaps/properties-1.xml' });
    expect(listings.body).toContain(w.own.approvedPropertySlug);
    for (const url of urls) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${w.b.token}` } });
      expect({
        [url]: reply.statusCode,
        secrets: secretsIn(reply.body, w.secrets),
      }).toEqual({
        [url]: 200,
        secrets: [],
      });
    }
  });

  it('a forged payment event for A’s transaction is refused and settles nothing', async () => {
    const before = await rowsOf(t.db, w.a.id);
    // Every provider's adapter checks the event's signature first; the sandbox has no events.
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_forged', metadata: { payment_transaction_id: String(w.own.paymentTransactionId) } } },
    };
    for (const [provider, status] of [
      ['stripe', 400],
      ['paypal', 400],
      ['flutterwave', 400],
      ['sandbox', 200],
    ] as const) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${provider}`,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${w.b.token}`,
          'stripe-signature': 't=1,v1=00',
        },
        payload: JSON.stringify(event),
      });
      expect({ [provider]: reply.statusCode }).toEqual({ [provider]: status });
    }
    expect(await rowsOf(t.db, w.a.id)).toEqual(before);
  });

  it('the sandbox page of A’s transaction is reached by its random reference only', async () => {
    const before = await rowsOf(t.db, w.a.id);
    const [{ reference }] = await t.db.query<{ reference: string }>(
      'select provider_reference as reference from payment_transactions where id = $1',
      [w.own.paymentTransactionId],
    );
    // The page itself is there for whoever has the reference (A's browser)...
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${reference}` })).statusCode).toBe(200);
    // ...and not for a guess, the transaction's id or a reference one letter off.
    for (const guess of [
      String(w.own.paymentTransactionId).padStart(16, '0'),
      reference.slice(0, -1) + (reference.endsWith('a') ? 'b' : 'a'),
    ]) {
      const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${guess}` });
      expect(page.statusCode).toBe(404);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${guess}`,
        payload: { decision: 'pay' },
      });
      expect(paid.statusCode).toBe(404);
    }
    expect(await rowsOf(t.db, w.a.id)).toEqual(before);
  });
});
