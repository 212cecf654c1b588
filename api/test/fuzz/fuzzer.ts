import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { testMp3, testOggOpus, testWebm } from '../chat-fixtures';
import type { Queryable } from '../../src/db/db';
import { grantPackage, testPdf, testPicture } from '../listing-fixtures';
import { startTestApp } from '../test-app';
import { apiRoutes, routeName, type FuzzRoute } from './api-routes';
import type { SeededValues } from './inputs';
import { casesFor, describeRequest, requestOf, type Caller, type SampleFiles } from './requests';

/**
 * The seed of every run: fixed, so CI is reproducible; FUZZ_SEED replays or explores another.
 * Each route draws from its own seed derived from it, so adding a route changes no other's cases.
 */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** Generated requests per route (FUZZ_RUNS for a longer hunt). */
export const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 100);

const seedOf = (route: FuzzRoute) => {
  let hash = fuzzSeed;
  for (const char of routeName(route)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

export interface Fuzzer {
  /** Every API route the app registered. */
  routes: FuzzRoute[];
  /** Runs the generated requests of these routes; the report of each route that failed. */
  run(routes: readonly FuzzRoute[]): Promise<string[]>;
  /** The routes that answered every request of theirs with 401: the signed-in cases never got in. */
  neverPastSignIn(routes: readonly FuzzRoute[]): string[];
  close(): Promise<void>;
}

/** What is wrong with a reply, if anything: a 5xx, or a reply that is not our envelope. */
export function problemWith(reply: LightMyRequestResponse): string | undefined {
  const status = reply.statusCode;
  if (status >= 500) return `answered ${status}`;
  const type = String(reply.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    // A page or a redirect (the sandbox checkout) is fine; a refusal must be the envelope.
    return status >= 400 ? `answered ${status} with "${type}", not the JSON envelope` : undefined;
  }
  let body: { error?: unknown; message?: unknown; code?: unknown };
  try {
    body = reply.json();
  } catch {
    return `answered ${status} with JSON that does not parse`;
  }
  if (typeof body?.message !== 'string' || body.error !== status >= 400) {
    return `answered ${status} with a body that is not the envelope`;
  }
  if (body.error && typeof body.code !== 'string') return `answered ${status} without an error code`;
  return undefined;
}

/**
 * Keys every object or array inherits, which only a polluted prototype has: a request that
 * wrote into Object.prototype changes every later request of the process.
 */
function pollution(): string | undefined {
  const inherited: string[] = [];
  for (const key in {}) inherited.push(key);
  for (const key in []) inherited.push(key);
  return inherited.length ? `left Object.prototype polluted with ${inherited.join(', ')}` : undefined;
}

/** Values of the seeded rows generated requests reach (the memory bench reads them from its server's database too). */
export async function seededValues(db: Queryable): Promise<SeededValues> {
  const column = async (sql: string) => (await db.query<{ value: string }>(sql)).map((row) => row.value);
  const ids = await column(
    `select distinct value from (
       (select id::text as value from properties order by id limit 40)
       union all (select id::text from projects order by id limit 12)
       union all (select id::text from users order by id limit 20)
       union all (select id::text from packages) union all (select id::text from categories)
       union all (select id::text from report_reasons) union all (select id::text from advertisements)
       union all (select id::text from verification_form_fields) union all (select id::text from articles limit 10)
     ) ids`,
  );
  const slugs = await column(
    `(select slug_id as value from properties limit 10) union all (select slug_id from projects limit 5)
     union all (select slug_id from users limit 10) union all (select slug_id from categories)
     union all (select slug_id from articles limit 5)`,
  );
  const places = await column(
    `select distinct value from (select unnest(array[city, state, country]) as value from properties) places`,
  );
  const emails = await column(`select email as value from users where email is not null order by id limit 10`);
  const words = await column(`select split_part(title, ' ', 1) as value from properties limit 30`);
  return { ids: ids.map(Number), slugs, places, emails, words: [...new Set(words)] };
}

export async function sampleFiles(): Promise<SampleFiles> {
  const png = await testPicture(200, 160, 'png');
  const jpeg = await testPicture(300, 200, 'jpeg');
  return {
    png,
    jpeg,
    panorama: await testPicture(2048, 1024, 'jpeg'),
    tinyPng: await testPicture(8, 8, 'png'),
    truncatedJpeg: jpeg.subarray(0, jpeg.length / 2),
    pngHeaderOnly: png.subarray(0, 64),
    pdf: testPdf,
    mp3: testMp3(1),
    ogg: testOggOpus(1),
    webm: testWebm(1),
    html: Buffer.from('<html><script>alert(1)</script></html>'),
    empty: Buffer.alloc(0),
    noise: Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256)),
  };
}

/**
 * The app on a fresh seeded database, its routes, and who calls them. The seeded member and
 * admin are the seeded demo accounts; the owner is the agent with the most listings, so edits
 * and deletions reach listings that are theirs. Demo mode stays on while fuzzing, as on the
 * public demo site: it keeps generated requests from deleting or re-keying the accounts that
 * every later request signs in as.
 */
export async function startFuzzer(): Promise<Fuzzer> {
  const registered: RouteOptions[] = [];
  const t = await startTestApp({ onRoute: (route) => registered.push(route) });
  const routes = apiRoutes(registered);
  await t.db.query(
    `insert into settings (key, value) values ('demo_mode', '"1"') on conflict (key) do update set value = excluded.value`,
  );
  const userId = async (sql: string) => (await t.db.query<{ id: number }>(sql))[0]!.id;
  const ids: Record<Exclude<Caller, 'visitor'>, number> = {
    member: await userId(`select id from users where email = 'demo@domus.example'`),
    admin: await userId(`select id from users where email = 'admin@domus.example'`),
    owner: await userId(
      `select user_id as id from properties p join users u on u.id = p.user_id
        where u.role = 'user' and u.email <> 'demo@domus.example' group by user_id order by count(*) desc limit 1`,
    ),
  };
  for (const caller of ['member', 'owner'] as const) await grantPackage(t, ids[caller], 'Agency');
  const seeded = await seededValues(t.db);
  const samples = await sampleFiles();
  const statuses = new Map<string, Map<number, number>>();

  /** Generated admin calls may deactivate or promote the callers: put them back after each request. */
  const restoreCallers = () =>
    t.db.query(
      `update users set is_active = true, role = case when id = $2 then 'admin' else 'user' end
        where id = any($1::int[]) and (not is_active or role <> case when id = $2 then 'admin' else 'user' end)`,
      [Object.values(ids), ids.admin],
    );

  async function fuzzRoute(route: FuzzRoute) {
    const seen = statuses.get(routeName(route)) ?? new Map<number, number>();
    statuses.set(routeName(route), seen);
    const property = fc.asyncProperty(casesFor(route, seeded, samples), async (fuzzCase) => {
      // A session of its own per request: a generated logout must not sign the next request out.
      const token =
        fuzzCase.caller === 'visitor'
          ? undefined
          : await t.app.deps.accounts.tokens.startSession(t.db, ids[fuzzCase.caller], 'fuzz');
      const request = requestOf(route, fuzzCase, token, samples);
      const reply = await t.app.inject(request);
      await restoreCallers();
      seen.set(reply.statusCode, (seen.get(reply.statusCode) ?? 0) + 1);
      const problem = problemWith(reply) ?? pollution();
      if (problem) {
        throw new Error(
          `${problem}\n\n${describeRequest(request, fuzzCase.caller)}\n\nreply: ${reply.body.slice(0, 1000)}`,
        );
      }
    });
    return fc.check(property, { seed: seedOf(route), numRuns: runsPerRoute });
  }

  return {
    routes,
    async run(selected) {
      const failures: string[] = [];
      for (const route of selected) {
        const details = await fuzzRoute(route);
        if (!details.failed) continue;
        const error =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(
          `${routeName(route)}: ${error}\n\n${fc.defaultReportMessage(details)}\n(FUZZ_SEED=${fuzzSeed} replays this run)`,
        );
      }
      return failures;
    },
    neverPastSignIn: (selected) =>
      selected
        .map(routeName)
        .filter((name) => [...(statuses.get(name)?.keys() ?? [])].every((status) => status === 401)),
    close: () => t.close(),
  };
}
