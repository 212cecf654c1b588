/**
 * pnpm bench (root) / pnpm --filter @domus/api bench [--quick] [--pglite-only | --postgres-only]
 *   [--seconds N] [--warmup N] [--connections N] [--realtime-only | --no-realtime] [--clients N]
 *   [--map-only | --no-map] [--crash-only | --no-crash] [--saved-searches-only | --no-saved-searches]
 *   [--duplicates-only | --no-duplicates] [--duplicates-listings N]
 *   [--memory-only | --no-memory] [--memory-requests N] [--database-url URL]
 *
 * --database-url URL benches a database kept between runs (a million listings seeded once) and
 * nothing else: get_property and map clusters on the production build, beside pgbench.
 *
 * Filtered, paginated get_property under load (autocannon, 127.0.0.1 only) at 10k and 100k
 * listings, on PGlite and on PostgreSQL, next to a bare Fastify route measured in the same
 * run; the ratio bare req/s / get_property req/s is the figure. Each server runs in a child
 * process (bench/server.ts) on a fresh database seeded with seedDemoData: PGlite in a temp
 * folder, PostgreSQL in a database of its own (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) dropped afterwards. Everything started or created
 * is stopped and removed at the end, on failure and on Ctrl-C too.
 *
 * Then realtime delivery with 1,000 connected clients, API next to a bare Socket.IO server
 * (bench/realtime.ts); --realtime-only runs just that, --no-realtime leaves it out.
 *
 * Then the map page panned in Chromium with 100,000 listings (10,000 with --quick) on
 * PostgreSQL (PGlite with --pglite-only), next to the same map with none in view, and the
 * get-map-clusters requests it made replayed (bench/map.ts; needs the built site and a
 * Chromium, else it says why and is left out); --map-only runs just that, --no-map leaves it out.
 *
 * Then the crash test (bench/crash.ts): acknowledged writes from several clients, the server
 * killed with SIGKILL mid-stream and restarted on the same data, on PGlite and on PostgreSQL;
 * every acknowledged write must be there. --crash-only runs just that, --no-crash leaves it out.
 *
 * Then saved-search matching on PostgreSQL (bench/saved-search-matching.ts): 10,000 searches
 * against 1,000 newly visible listings, beside pgbench of the same statement.
 * --saved-searches-only runs just that, --no-saved-searches leaves it out.
 *
 * Then duplicate detection on PostgreSQL (bench/duplicate-detection.ts): the demo data with its
 * planted duplicates at 100,000 listings (--duplicates-listings N or BENCH_DUPLICATES_LISTINGS for
 * another size), recall and false positives, one check's time beside pgbench of the same statement.
 * --duplicates-only runs just that, --no-duplicates leaves it out.
 *
 * Then memory (bench/memory.ts): the production build on PostgreSQL sent 20,000 of the fuzz
 * suite's requests (--memory-requests N for another count) and a burst of the largest uploads,
 * its resident memory after each beside a bare Fastify process sent the same.
 * --memory-only runs just that, --no-memory leaves it out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPgTarget, serverVersion } from './databases';
import { measure, type LoadResult } from './load';
import { benchQueries } from './queries';
import { benchMap, mapBenchUnavailable, mapTable } from './map';
import { benchMapClusters, mapClustersTable } from './map-clusters';
import { benchRealtime, realtimeTable } from './realtime';
import { benchCrash, crashTable } from './crash';
import { benchSavedSearchMatching, savedSearchTable } from './saved-search-matching';
import { benchDuplicateDetection, duplicateTable } from './duplicate-detection';
import { benchMemory, memoryTable } from './memory';
import { cleanupAll, onCleanup, startProductionServer, startServer, removeBenchFolder } from './processes';
import { pgbenchAvailable, pgbenchOfRequests } from './pgbench';
import type { ServerOptions } from './server';

const apiDir = path.resolve(import.meta.dirname, '..');
const P99_TARGET_MS = 25;
const TARGET_LISTINGS = 100_000;

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'pglite-only': { type: 'boolean', default: false },
    'postgres-only': { type: 'boolean', default: false },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    'realtime-only': { type: 'boolean', default: false },
    'no-realtime': { type: 'boolean', default: false },
    'map-only': { type: 'boolean', default: false },
    'no-map': { type: 'boolean', default: false },
    'crash-only': { type: 'boolean', default: false },
    'no-crash': { type: 'boolean', default: false },
    'saved-searches-only': { type: 'boolean', default: false },
    'no-saved-searches': { type: 'boolean', default: false },
    'duplicates-only': { type: 'boolean', default: false },
    'no-duplicates': { type: 'boolean', default: false },
    'duplicates-listings': { type: 'string' },
    'memory-only': { type: 'boolean', default: false },
    'no-memory': { type: 'boolean', default: false },
    'memory-requests': { type: 'string' },
    clients: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
if (flags['realtime-only'] && flags['no-realtime'])
  throw new Error('--realtime-only and --no-realtime exclude each other');
if (flags['map-only'] && flags['no-map']) throw new Error('--map-only and --no-map exclude each other');
if (flags['map-only'] && flags['realtime-only']) throw new Error('--map-only and --realtime-only exclude each other');
if (flags['crash-only'] && flags['no-crash']) throw new Error('--crash-only and --no-crash exclude each other');
if (flags['crash-only'] && (flags['map-only'] || flags['realtime-only']))
  throw new Error('--crash-only excludes --map-only and --realtime-only');
/** Which parts run: get_property under load, realtime delivery, the map page, the crash test. */
const only =
  flags['realtime-only'] ||
  flags['map-only'] ||
  flags['crash-only'] ||
  flags['saved-searches-only'] ||
  flags['duplicates-only'] ||
  flags['memory-only'];
/** --database-url: the kept database's listing search and map clusters, and nothing else. */
const keptOnly = flags['database-url'] !== undefined;
const others = !only && !keptOnly;
const parts = {
  load: !only,
  realtime: !flags['no-realtime'] && (others || flags['realtime-only']),
  map: !flags['no-map'] && (others || flags['map-only']),
  crash: !flags['no-crash'] && (others || flags['crash-only']),
  savedSearches: !flags['no-saved-searches'] && !flags['pglite-only'] && (others || flags['saved-searches-only']),
  duplicates: !flags['no-duplicates'] && !flags['pglite-only'] && (others || flags['duplicates-only']),
  memory: !flags['no-memory'] && !flags['pglite-only'] && (others || flags['memory-only']),
};
if (flags['memory-only'] && flags['no-memory']) throw new Error('--memory-only and --no-memory exclude each other');
if (flags['pglite-only'] && flags['postgres-only'])
  throw new Error('--pglite-only and --postgres-only exclude each other');
const positive = (name: string, text: string | undefined, fallback: number) => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const settings = {
  sizes: flags.quick ? [10_000] : [10_000, 100_000],
  databases: (flags['pglite-only'] ? ['pglite'] : flags['postgres-only'] ? ['postgres'] : ['pglite', 'postgres']) as (
    'pglite' | 'postgres'
  )[],
  warmupSeconds: positive('warmup', flags.warmup, 1),
  seconds: positive('seconds', flags.seconds, flags.quick ? 2 : 5),
  connections: Math.round(positive('connections', flags.connections, 10)),
  realtime: {
    clients: Math.round(positive('clients', flags.clients, 1000)),
    rate: 1000,
    seconds: flags.quick ? 2 : 5,
    flood: 20_000,
  },
  crash: { clients: 8, killAfter: flags.quick ? 400 : 1000, listings: 1000 },
  memory: {
    requests: Math.round(positive('memory-requests', flags['memory-requests'], flags.quick ? 5_000 : 20_000)),
    concurrency: 8,
    seed: 20_261_124,
    burst: { rounds: 2, concurrent: 10 },
    settleSeconds: 30,
  },
};
const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/**
 * A database kept between runs (a million listings seeded once), benched as it is: with
 * --database-url alone, or after the seeded sizes when BENCH_1M_DATABASE_URL names it (the root
 * `pnpm bench` passes no flags to this script).
 */
const keptDatabaseUrl = flags['database-url'] ?? process.env.BENCH_1M_DATABASE_URL;

// ---------------------------------------------------------------- one case

interface CaseResult {
  label: string;
  listings?: number;
  seedSeconds?: number;
  load: LoadResult;
  /** The same requests one at a time: latency without queueing behind other requests. */
  single?: LoadResult;
  /** Of the requests checked before the load: how many answered well, how many found listings. */
  checked?: { ok: number; nonEmpty: number; of: number };
  /** The server's resident memory right after the load, in MB. */
  rssMb?: number;
  /** Not a request through the API: pgbench running its SQL (p50/p99 not measured). */
  pgbench?: boolean;
}

const paths = benchQueries();

/** A few requests one at a time before the load: right replies, and filters that find listings. */
async function checkReplies(port: number) {
  const sample = paths.slice(0, 27);
  let ok = 0;
  let nonEmpty = 0;
  for (const url of sample) {
    const reply = await fetch(`http://127.0.0.1:${port}${url}`);
    const body = (await reply.json()) as { error?: boolean; data?: unknown[]; total?: number };
    if (reply.status === 200 && body.error === false && Array.isArray(body.data)) ok++;
    else console.error(`  ${url}: HTTP ${reply.status} ${JSON.stringify(body).slice(0, 200)}`);
    if ((body.total ?? 0) > 0) nonEmpty++;
  }
  return { ok, nonEmpty, of: sample.length };
}

const loadSettings = () => ({
  connections: settings.connections,
  warmupSeconds: settings.warmupSeconds,
  seconds: settings.seconds,
});

async function benchBare(): Promise<CaseResult> {
  process.stdout.write('bare Fastify GET /bare ... ');
  const server = await startServer({ kind: 'bare' }, 'bare');
  try {
    const load = await measure({ port: server.port, paths: ['/bare'], ...loadSettings() });
    console.log(`${Math.round(load.rps)} req/s`);
    return { label: 'bare Fastify GET /bare', load };
  } finally {
    await server.stop();
  }
}

async function benchApp(database: 'pglite' | 'postgres', listings: number, tempRoot: string): Promise<CaseResult> {
  const name = database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const label = `get_property, ${name}`;
  process.stdout.write(`${label}, ${listings.toLocaleString('en')} listings: seeding ... `);
  const dataDir = fs.mkdtempSync(path.join(tempRoot, `${database}-${listings}-`));
  let options: ServerOptions;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (database === 'pglite') {
    options = { kind: 'app', db: 'pglite', dataDir, properties: listings };
  } else {
    const target = await createPgTarget(pgUrl, String(listings / 1000) + 'k');
    dropDatabase = onCleanup(`PostgreSQL ${target.label}`, () => target.drop());
    options = {
      kind: 'app',
      db: 'postgres',
      url: target.url,
      searchPath: target.searchPath,
      dataDir,
      properties: listings,
    };
  }
  try {
    const server = await startServer(options, `${name} ${listings}`);
    try {
      process.stdout.write(`${server.seedSeconds?.toFixed(1)} s; checking ... `);
      const checked = await checkReplies(server.port);
      process.stdout.write(`${checked.ok}/${checked.of} ok; load ... `);
      const load = await measure({ port: server.port, paths, ...loadSettings() });
      process.stdout.write(`${Math.round(load.rps)} req/s, p99 ${load.p99.toFixed(1)} ms; 1 connection ... `);
      const single = await measure({ port: server.port, paths, ...loadSettings(), connections: 1, warmupSeconds: 0 });
      console.log(`p99 ${single.p99.toFixed(1)} ms`);
      return { label, listings, seedSeconds: server.seedSeconds, load, single, checked };
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase?.();
    removeBenchFolder(dataDir);
  }
}

// ---------------------------------------------------------------- report

/** Other work on the machine skews every figure: shown at the start and the end. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const int = (value: number) => Math.round(value).toLocaleString('en');

function table(bare: CaseResult, cases: CaseResult[]) {
  const header = [
    'case',
    'listings',
    'seed s',
    `req/s`,
    `p50 ms`,
    `p99 ms`,
    'bare/this',
    '1 conn p50',
    '1 conn p99',
    'checked',
    'failures',
    'RSS MB',
  ];
  const rows = [bare, ...cases].map((c) => [
    c.label,
    c.listings ? int(c.listings) : '-',
    c.seedSeconds !== undefined ? c.seedSeconds.toFixed(1) : '-',
    int(c.load.rps),
    c.pgbench ? '-' : ms(c.load.p50),
    c.pgbench ? '-' : ms(c.load.p99),
    `${(bare.load.rps / c.load.rps).toFixed(1)}x`,
    c.single ? ms(c.single.p50) : '-',
    c.single ? ms(c.single.p99) : '-',
    c.checked ? `${c.checked.ok}/${c.checked.of} ok, ${c.checked.nonEmpty} non-empty` : '-',
    String(c.load.failures + (c.single?.failures ?? 0)),
    c.rssMb !== undefined ? int(c.rssMb) : '-',
  ]);
  const left = new Set([0, 9]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (left.has(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (left.has(column) ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [
    `req/s, p50, p99 and bare/this at ${settings.connections} connections; then the same requests one at a time`,
    line(header),
    rule,
    ...rows.map(line),
  ].join('\n');
}

function targetLines(cases: CaseResult[]) {
  const target = cases.find((c) => c.listings === TARGET_LISTINGS && c.label.includes('PostgreSQL'));
  const goal = `filtered get_property p99 < ${P99_TARGET_MS} ms at ${int(TARGET_LISTINGS)} listings on PostgreSQL`;
  if (!target)
    return [`Target: ${goal}: not measured in this run (needs PostgreSQL at 100k: no --quick / --pglite-only)`];
  const verdict = (result: LoadResult) => (result.p99 < P99_TARGET_MS && result.failures === 0 ? 'met' : 'NOT met');
  const lines = [
    `Target: ${goal}: at ${settings.connections} connections p99 ${ms(target.load.p99)} ms -> ${verdict(target.load)}`,
  ];
  if (target.single)
    lines.push(
      `        (one request at a time, as curl measures: p99 ${ms(target.single.p99)} ms -> ${verdict(target.single)})`,
    );
  return lines;
}

// ---------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-bench-'));
  onCleanup(`temp folder ${tempRoot}`, () => fs.rmSync(tempRoot, { recursive: true, force: true }));

  const pgVersion = settings.databases.includes('postgres') ? await serverVersion(pgUrl) : undefined;
  const pgliteVersion = (
    JSON.parse(
      fs.readFileSync(path.join(apiDir, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  const cpus = os.cpus();
  console.log(
    `Domus API bench: ${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ` +
      `PGlite ${pgliteVersion}${pgVersion ? `, PostgreSQL ${pgVersion} (${new URL(pgUrl).host})` : ''}; ` +
      `load average ${loadAverage()}`,
  );

  const getProperty = parts.load ? await benchLoadCases(tempRoot) : undefined;
  const realtime = parts.realtime ? await benchRealtime(settings.realtime, pgUrl) : undefined;
  const map = parts.map ? await benchMapPage(tempRoot) : undefined;
  const crash = parts.crash ? await benchCrash(settings.databases, pgUrl, tempRoot, settings.crash) : undefined;
  const savedSearches = parts.savedSearches ? await benchSavedSearchMatching(pgUrl) : undefined;
  const duplicates = parts.duplicates
    ? await benchDuplicateDetection(pgUrl, {
        listings: Math.round(
          positive(
            'duplicates-listings',
            flags['duplicates-listings'] ?? process.env.BENCH_DUPLICATES_LISTINGS,
            flags.quick ? 10_000 : 100_000,
          ),
        ),
        sample: 5_000,
      })
    : undefined;
  const memory = parts.memory ? await benchMemory(pgUrl, tempRoot, settings.memory) : undefined;

  console.log('');
  if (getProperty) {
    console.log(table(getProperty.bare, getProperty.cases));
    console.log('');
    for (const line of [...targetLines(getProperty.cases), ...keptTargetLines(getProperty.cases)]) console.log(line);
    console.log('');
    if (keptMapClusters) console.log(`${keptMapClusters}\n`);
  }
  if (realtime) console.log(`${realtimeTable(realtime, settings.realtime)}\n`);
  if (map) console.log(`${mapTable(map, settings.connections)}\n`);
  if (crash) console.log(`${crashTable(crash, settings.crash)}\n`);
  if (savedSearches) console.log(`${savedSearchTable(savedSearches)}\n`);
  if (duplicates) console.log(`${duplicateTable(duplicates)}\n`);
  if (memory) console.log(`${memoryTable(memory, settings.memory)}\n`);
  console.log(
    `(${getProperty ? 'bare/this = bare req/s / get_property req/s; ' : ''}load average ${loadAverage()} at the end; ` +
      `whole bench ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const failures =
    (getProperty
      ? [getProperty.bare, ...getProperty.cases].reduce(
          (sum, c) => sum + c.load.failures + (c.single?.failures ?? 0),
          0,
        )
      : 0) + (map ? (map.load?.failures ?? 0) + (map.single?.failures ?? 0) : 0);
  const badChecks = getProperty?.cases.some((c) => c.checked && c.checked.ok !== c.checked.of);
  if (failures || badChecks) {
    console.error('\nSome requests failed: the figures above are not valid.');
    process.exitCode = 1;
  }
  if (crash?.some((result) => result.lost > 0)) {
    console.error('\nAcknowledged writes were lost in the crash test.');
    process.exitCode = 1;
  }
}

/**
 * get_property on a database kept between runs (--database-url, e.g. a million listings
 * seeded once), then pgbench running the same requests' SQL on it with as many connections.
 */
const MAP_CLUSTER_ROUNDS = 100;
/** The map cluster views on the kept database (bench/map-clusters.ts), printed with the tables. */
let keptMapClusters: string | undefined;

async function benchKeptDatabase(url: string, tempRoot: string): Promise<CaseResult[]> {
  const { openPostgres } = await import('../src/db/postgres');
  const db = await openPostgres(url, { max: 1 });
  const listings = (await db.query<{ n: number }>('select count(*)::int as n from properties'))[0]?.n ?? 0;
  await db.close();
  const label = 'get_property, PostgreSQL';
  process.stdout.write(`${label}, kept database, ${int(listings)} listings: checking ... `);
  const dataDir = fs.mkdtempSync(path.join(tempRoot, 'kept-'));
  // The production build, as a site runs it; load shedding off so a busy machine never answers 503.
  const server = await startProductionServer(
    { DATABASE_URL: url, DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0', MAX_HEAP_USED_PERCENT: '0' },
    'kept database',
  );
  let result: CaseResult;
  try {
    const checked = await checkReplies(server.port);
    process.stdout.write(`${checked.ok}/${checked.of} ok; load ... `);
    const load = await measure({ port: server.port, paths, ...loadSettings() });
    const rssMb = server.rssMb();
    process.stdout.write(`${Math.round(load.rps)} req/s, p99 ${load.p99.toFixed(1)} ms; 1 connection ... `);
    const single = await measure({ port: server.port, paths, ...loadSettings(), connections: 1, warmupSeconds: 0 });
    console.log(`p99 ${single.p99.toFixed(1)} ms`);
    result = { label, listings, load, single, checked, rssMb };
    process.stdout.write(`get-map-clusters on the same server, ${MAP_CLUSTER_ROUNDS} rounds ... `);
    const clusters = await benchMapClusters(server.port, MAP_CLUSTER_ROUNDS);
    console.log('done');
    keptMapClusters = mapClustersTable(clusters, listings, MAP_CLUSTER_ROUNDS);
  } finally {
    await server.stop();
    removeBenchFolder(dataDir);
  }
  if (!(await pgbenchAvailable())) {
    console.log('pgbench: left out, no pgbench on the PATH (PostgreSQL client tools)');
    return [result];
  }
  process.stdout.write(
    `pgbench of the same requests' steady-state SQL, prepared, ${settings.connections} connections ... `,
  );
  const anchor = await pgbenchOfRequests(url, paths, loadSettings());
  console.log(`${Math.round(anchor.tps)} tps; 1 connection p99 ${anchor.single.p99.toFixed(1)} ms`);
  const load = { requests: 0, rps: anchor.tps, p50: Number.NaN, p99: Number.NaN, failures: 0 };
  const single = { rps: Number.NaN, ...anchor.single, failures: 0 };
  return [result, { label: 'pgbench of its SQL', listings, load, single, pgbench: true }];
}

function keptTargetLines(cases: CaseResult[]) {
  const api = cases.find((c) => !c.pgbench && c.label.includes('kept'));
  const anchor = cases.find((c) => c.pgbench);
  if (!api) return [];
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const lines = [
    `At ${int(api.listings ?? 0)} listings: one at a time p99 ${ms(api.single!.p99)} ms (target <= 10) -> ${verdict(api.single!.p99 <= 10)}; ` +
      `${settings.connections} connections ${int(api.load.rps)} req/s (target >= 1,000) -> ${verdict(api.load.rps >= 1000)}`,
  ];
  if (anchor) {
    const share = api.load.rps / anchor.load.rps;
    lines.push(
      `  get_property / pgbench of its SQL at ${settings.connections} connections: ${(100 * share).toFixed(0)} % (target >= 75 %) -> ${verdict(share >= 0.75)}`,
    );
    if (anchor.single) {
      const times = api.single!.p99 / anchor.single.p99;
      lines.push(
        `  one at a time, p99 ${ms(api.single!.p99)} ms / pgbench's ${ms(anchor.single.p99)} ms: ${times.toFixed(1)}x (target <= 2x) -> ${verdict(times <= 2)}`,
      );
    }
  }
  if (api.rssMb !== undefined)
    lines.push(`  API RSS under that load: ${int(api.rssMb)} MB (target <= 300) -> ${verdict(api.rssMb <= 300)}`);
  return lines;
}

/** get_property under load: the bare route, then each database and size. */
async function benchLoadCases(tempRoot: string) {
  console.log(
    `autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s measured per case; ` +
      `${paths.length} distinct filtered get_property requests in a fixed order ` +
      `(city, property_type, category_id, min/max price, search, offset; limit 10)\n`,
  );
  const bare = await benchBare();
  const cases: CaseResult[] = [];
  if (!flags['database-url']) {
    for (const database of settings.databases) {
      for (const listings of settings.sizes) cases.push(await benchApp(database, listings, tempRoot));
    }
  }
  if (keptDatabaseUrl) {
    const kept = await benchKeptDatabase(keptDatabaseUrl, tempRoot);
    for (const c of kept) if (!c.pgbench) c.label = `${c.label} (kept)`;
    cases.push(...kept);
  }
  return { bare, cases };
}

/** The map page in Chromium, on PostgreSQL unless only PGlite was asked for. */
async function benchMapPage(tempRoot: string) {
  const unavailable = mapBenchUnavailable();
  if (unavailable) {
    console.log(`map page: left out, ${unavailable}`);
    return undefined;
  }
  const listings = Math.max(...settings.sizes);
  const dataDir = fs.mkdtempSync(path.join(tempRoot, `map-${listings}-`));
  const postgres = settings.databases.includes('postgres');
  const target = postgres ? await createPgTarget(pgUrl, `map${listings / 1000}k`) : undefined;
  const drop = target ? onCleanup(`PostgreSQL ${target.label}`, () => target.drop()) : undefined;
  try {
    return await benchMap({
      listings,
      database: target
        ? { kind: 'postgres', url: target.url, searchPath: target.searchPath, label: target.label }
        : { kind: 'pglite', dataDir },
      dataDir,
      connections: settings.connections,
      warmupSeconds: settings.warmupSeconds,
      seconds: settings.seconds,
    });
  } finally {
    await drop?.();
    removeBenchFolder(dataDir);
  }
}

main()
  .catch((error: unknown) => {
    console.error('\nbench failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
