/**
 * The fuzz suite's requests (test/fuzz: every /api route, inputs generated from its schemas,
 * uploads of real and pretended files, odd headers, from a visitor, the demo member, a listing
 * owner or the admin), sent over HTTP to a server in another process: the memory bench's load.
 * Drawn from a fixed seed, so every run sends the same requests in the same order.
 */
import http from 'node:http';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Queryable } from '../src/db/db';
import { ServerSecrets } from '../src/auth/secrets';
import { TokenService } from '../src/auth/tokens';
import { registeredRoutes } from '../src/docs/api-routes';
import { apiRoutes, routeName, type FuzzRoute } from '../test/fuzz/api-routes';
import { sampleFiles, seededValues } from '../test/fuzz/fuzzer';
import { casesFor, requestOf, type Caller, type FuzzCase, type SampleFiles } from '../test/fuzz/requests';

export interface FuzzLoadOptions {
  requests: number;
  seed: number;
}

interface PlannedRequest {
  route: FuzzRoute;
  fuzzCase: FuzzCase;
}

/** How the requests were answered: by class of status, and those that got no answer. */
export interface LoadTally {
  sent: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** No reply: the connection failed or the request timed out. */
  failed: number;
  /** Headers Node's client refuses to send (an emoji in Authorization): replaced by the next case. */
  unsendable: number;
  seconds: number;
}

/** The requests, round-robin over the routes, each route's cases from a seed of its own. */
export async function planFuzzLoad(db: Queryable, options: FuzzLoadOptions) {
  const routes = apiRoutes(await registeredRoutes());
  const seeded = await seededValues(db);
  const samples = await sampleFiles();
  // Spare cases: a few are unsendable over HTTP and give their turn to the next one.
  const perRoute = Math.ceil((options.requests * 1.1) / routes.length) + 1;
  const casesByRoute = routes.map((route) => {
    let hash = options.seed;
    for (const char of routeName(route)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
    return fc.sample(casesFor(route, seeded, samples), { seed: hash, numRuns: perRoute });
  });
  const planned: PlannedRequest[] = [];
  for (let round = 0; round < perRoute; round++) {
    routes.forEach((route, index) => planned.push({ route, fuzzCase: casesByRoute[index]![round]! }));
  }
  return { routes, planned, samples };
}

/** Sessions and repairs on the server's database, as the fuzzer makes them in process. */
export class FuzzCallers {
  private readonly tokens: TokenService;

  private constructor(
    private readonly db: Queryable,
    readonly ids: Record<Exclude<Caller, 'visitor'>, number>,
  ) {
    // The server's own session key (kept in its database, or derived from TOKEN_SECRET, which it inherits).
    this.tokens = new TokenService(new ServerSecrets(db, process.env.TOKEN_SECRET || undefined), {
      sessionTtlSeconds: 3600,
      verificationTtlSeconds: 600,
    });
  }

  /**
   * The seeded member and admin, and the agent with the most listings. Demo mode keeps generated
   * requests from re-keying the accounts every later request signs in as.
   */
  static async of(db: Queryable) {
    await db.query(
      `insert into settings (key, value) values ('demo_mode', '"1"') on conflict (key) do update set value = excluded.value`,
    );
    const userId = async (sql: string) => (await db.query<{ id: number }>(sql))[0]!.id;
    return new FuzzCallers(db, {
      member: await userId(`select id from users where email = 'demo@domus.example'`),
      admin: await userId(`select id from users where email = 'admin@domus.example'`),
      owner: await userId(
        `select user_id as id from properties p join users u on u.id = p.user_id
          where u.role = 'user' and u.email <> 'demo@domus.example' group by user_id order by count(*) desc limit 1`,
      ),
    });
  }

  /** A session of its own per request: a generated logout must not sign the next request out. */
  token(caller: Caller) {
    return caller === 'visitor'
      ? Promise.resolve(undefined)
      : this.tokens.startSession(this.db, this.ids[caller], 'fuzz');
  }

  /** A session for any user (the upload burst's). */
  sessionOf(userId: number) {
    return this.tokens.startSession(this.db, userId, 'bench');
  }

  /** Generated admin calls may deactivate or promote the callers: put them back. */
  async restore() {
    await this.db.query(
      `update users set is_active = true, role = case when id = $2 then 'admin' else 'user' end
        where id = any($1::int[]) and (not is_active or role <> case when id = $2 then 'admin' else 'user' end)`,
      [Object.values(this.ids), this.ids.admin],
    );
  }
}

const agent = (concurrency: number) => new http.Agent({ keepAlive: true, maxSockets: concurrency });

/**
 * One request as a client sends it over HTTP: a URL's fragment stays with the client. Resolves
 * with the status, or undefined when no reply came; throws when Node refuses its headers. A
 * kept-alive connection the server closed as the request went out is retried once on a new
 * one, as clients do (Node's own advice: `request.reusedSocket`).
 */
export function sendRequest(
  port: number,
  request: InjectOptions,
  through: http.Agent,
  timeoutMs = 120_000,
  retried = false,
): Promise<number | undefined> {
  const url = String(request.url).split('#')[0]!;
  const headers = { ...(request.headers as Record<string, string>) };
  const payload = request.payload as string | Buffer | undefined;
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  // Throws synchronously for headers Node will not send: the caller counts those apart.
  const outgoing = http.request({
    host: '127.0.0.1',
    port,
    path: url,
    method: request.method,
    headers,
    agent: through,
  });
  return new Promise((resolve) => {
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('timed out')));
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET') {
        resolve(sendRequest(port, request, through, timeoutMs, true));
      } else resolve(undefined);
    });
    outgoing.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
      response.once('error', () => resolve(undefined));
    });
    outgoing.end(payload);
  });
}

/**
 * Sends `count` planned requests, `concurrency` at a time. `to` retargets every request to
 * one path (the bare anchor's trivial route); `callers` gives each its session and repairs the
 * callers afterwards (none: no Authorization beyond what the case itself makes up).
 */
export async function runFuzzLoad(
  port: number,
  plan: { planned: PlannedRequest[]; samples: SampleFiles },
  options: { count: number; concurrency: number; callers?: FuzzCallers; to?: string },
): Promise<LoadTally> {
  const through = agent(options.concurrency);
  const tally: LoadTally = {
    sent: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    failed: 0,
    unsendable: 0,
    seconds: 0,
  };
  const started = performance.now();
  let next = 0;
  let claimed = 0;
  const worker = async () => {
    while (claimed < options.count && next < plan.planned.length) {
      claimed++;
      const { route, fuzzCase } = plan.planned[next++]!;
      const token = options.callers ? await options.callers.token(fuzzCase.caller) : 'bench';
      const request = requestOf(route, fuzzCase, token, plan.samples);
      if (options.to) request.url = options.to;
      let status: number | undefined;
      try {
        const reply = sendRequest(port, request, through);
        tally.sent++;
        status = await reply;
      } catch {
        tally.unsendable++;
        claimed--;
        continue;
      }
      if (status === undefined) tally.failed++;
      else tally.byClass[`${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as keyof LoadTally['byClass']]++;
      await options.callers?.restore();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  through.destroy();
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}
