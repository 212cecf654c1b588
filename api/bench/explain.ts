/**
 * EXPLAIN of listing requests exactly as the API runs them: the app (buildApp) answers each
 * request on a database wrapper that records every statement, then each statement that
 * reads the listing tables is explained with its own parameters. Used by the query-plan
 * test (no sequential scan on the listing tables) and, as a command, for the plans and
 * timings in docs/listing-search.md, against the configured database (DATA_DIR / DATABASE_URL):
 *   DATABASE_URL=postgres://.../domus pnpm --filter @domus/api exec tsx bench/explain.ts [--analyze] [--plans] [--public] [path...]
 * Without paths it explains the common filters (planRequests below); with --public, every
 * statement of the public pages' reads (publicPageRequests), with the rows each read and sorted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../src/db/db';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { buildApp } from '../src/server';
import { getPropertyPath } from './queries';

/** The common filters, each on its first page and on a deep one (offset 500). */
export const planRequests: readonly { name: string; path: string }[] = [
  ['category', 'category_id=2'],
  ['type', 'property_type=rent'],
  ['price range', 'min_price=200000&max_price=400000'],
  ['city', 'city=London'],
  ['city and type', 'city=Paris&property_type=sell'],
  ['category, type and price', 'category_id=1&property_type=sell&min_price=100000&max_price=400000'],
  ['text', 'search=garden'],
  ['text, rare', 'search=harbour%20view'],
  ['text and filters', 'search=london&property_type=sell&max_price=2000000'],
  ['no filter', ''],
].flatMap(([name, query]) =>
  [0, 500].map((offset) => ({
    name: `${name}${offset ? `, offset ${offset}` : ''}`,
    path: `${getPropertyPath}?${query}${query ? '&' : ''}limit=10${offset ? `&offset=${offset}` : ''}`,
  })),
);
const listPath = '/api/get-property-list';
export const listPlanRequests: readonly { name: string; path: string }[] = [
  ['bounding box (central London)', 'min_lat=51.45&max_lat=51.55&min_lng=-0.2&max_lng=0'],
  ['bounding box, price ascending', 'min_lat=51.45&max_lat=51.55&min_lng=-0.2&max_lng=0&sort=price_asc'],
  ['newest', 'sort=newest'],
  ['newest, offset 500', 'sort=newest&offset=500'],
  ['price ascending', 'sort=price_asc'],
  ['price descending, offset 500', 'sort=price_desc&offset=500'],
  ['city, price ascending', 'city=Berlin&sort=price_asc'],
  ['category, price descending', 'category_id=3&sort=price_desc&offset=500'],
].map(([name, query]) => ({ name: `get-property-list: ${name}`, path: `${listPath}?${query}` }));

/**
 * The reads behind the public pages, home page first: every request a visitor's browser (or
 * the server rendering `/`) makes for them, with a real listing, project, agent and article.
 */
export async function publicPageRequests(db: Db): Promise<{ name: string; path: string }[]> {
  const slugOf = async (table: string, where: string) => {
    const [row] = await db.query<{ slug_id: string }>(
      `select slug_id from ${table} where ${where} order by id limit 1`,
    );
    return encodeURIComponent(row?.slug_id ?? 'none');
  };
  const published = `status = 1 and request_status = 'approved'`;
  const [property, project, agent, article] = await Promise.all([
    slugOf('properties', published),
    slugOf('projects', published),
    slugOf('users', 'id in (select user_id from owner_listing_counts)'),
    slugOf('articles', 'true'),
  ]);
  const point = 'latitude=51.5&longitude=-0.12&radius=5';
  return [
    ['homepage-data', '/api/homepage-data'],
    ['homepage/sections-data', '/api/homepage/sections-data'],
    ['homepage/property-sections', '/api/homepage/property-sections'],
    ['homepage/property-sections near a point', `/api/homepage/property-sections?${point}`],
    ['homepage/project-sections', '/api/homepage/project-sections'],
    ['homepage/other-sections', '/api/homepage/other-sections'],
    ['homepage/properties-on-map', '/api/homepage/properties-on-map'],
    ['homepage/properties-on-map near a point', `/api/homepage/properties-on-map?${point}`],
    ['homepage/properties-by-city', '/api/homepage/properties-by-city'],
    ['categories with listings', '/api/get_categories?has_property=1'],
    ['property detail', `/api/get_property?slug_id=${property}`],
    ['featured properties', '/api/get_property?promoted=1&limit=12'],
    ['most viewed properties', '/api/get_property?top_rated=1&limit=12'],
    ['most liked properties', '/api/get_property?most_liked=1&limit=12'],
    ['projects', '/api/get-projects?limit=12'],
    ['project detail', `/api/get-projects?slug_id=${project}`],
    ['agents', '/api/agent-list?limit=12'],
    ["an agent's properties", `/api/agent-properties?slug_id=${agent}&limit=12`],
    ['cities', '/api/get-cities-data'],
    ['articles', '/api/get_articles?limit=12'],
    ['article', `/api/get_articles?slug_id=${article}`],
    ['map clusters (Europe)', '/api/get-map-clusters?min_lat=35&max_lat=60&min_lng=-10&max_lng=30&zoom=5'],
  ].map(([name, path]) => ({ name: name!, path: path! }));
}

export interface Statement {
  sql: string;
  params: readonly unknown[];
}

export interface ExplainedStatement extends Statement {
  /** EXPLAIN's text. */
  plan: string;
  /** Relations read by a sequential scan. */
  seqScans: string[];
  /** With --analyze: rows the scans read (kept or filtered out, every loop). */
  rowsRead?: number;
  /** With --analyze: rows the statement returned. */
  rowsReturned?: number;
  /** With --analyze: the most rows any sort was given. */
  rowsSorted?: number;
  /** Execution time with --analyze. */
  ms?: number;
}

/** Tables whose sequential scan means reading every listing. */
export const listingTables = ['properties', 'property_search'];

function recording(db: Db, statements: Statement[]): Db {
  return {
    kind: db.kind,
    query: (sql, params = [], options) => {
      statements.push({ sql, params });
      return db.query(sql, params, options);
    },
    exec: (sql) => db.exec(sql),
    copyIn: (table, columns, text) => db.copyIn(table, columns, text),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const seqScansOf = (plan: PlanNode): string[] =>
  nodesOf(plan).flatMap((node) =>
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [],
  );
/** Rows a scan node read: those it passed on and those its filters dropped, in every loop. */
const rowsReadBy = (node: PlanNode) =>
  ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
  (node['Actual Loops'] ?? 1);
const rowsReadOf = (plan: PlanNode) =>
  nodesOf(plan)
    .filter((node) => node['Relation Name'] !== undefined)
    .reduce((sum, node) => sum + rowsReadBy(node), 0);
const rowsSortedOf = (plan: PlanNode) =>
  Math.max(
    0,
    ...nodesOf(plan)
      .filter((node) => /Sort$/.test(node['Node Type']))
      .map((node) =>
        node.Plans?.[0] ? (node.Plans[0]['Actual Rows'] ?? 0) * (node.Plans[0]['Actual Loops'] ?? 1) : 0,
      ),
  );

/**
 * Answers each request with the app (buildApp, no load shedding) on a recording wrapper of
 * `db`, and hands `each` the statements that request ran. With `warmUp`, every request is
 * answered once first and the second answer is recorded: the statements of the steady state,
 * without what the app does once (a start's writes) or keeps for a while (remembered counts).
 */
export async function recordRequests<T>(
  db: Db,
  requests: readonly { name: string; path: string }[],
  each: (request: { name: string; path: string; status: number; statements: Statement[] }) => Promise<T>,
  { warmUp = false }: { warmUp?: boolean } = {},
): Promise<T[]> {
  const statements: Statement[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-explain-'));
  const app = await buildApp({
    // No load shedding: a busy machine must not turn a request into a 503 without its queries.
    config: loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_HEAP_USED_PERCENT: '0',
    }),
    db: recording(db, statements),
  });
  try {
    if (warmUp) for (const request of requests) await app.inject({ method: 'GET', url: request.path });
    const results: T[] = [];
    for (const request of requests) {
      statements.length = 0;
      const reply = await app.inject({ method: 'GET', url: request.path });
      results.push(await each({ ...request, status: reply.statusCode, statements: [...statements] }));
    }
    return results;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Statements that read a listing table. */
const readsListings = ({ sql }: Statement) => /\b(properties|property_search)\b/.test(sql);
/** Every statement that only reads (explaining a write with `analyze` would make it). */
const readsOnly = ({ sql }: Statement) => /^\s*(select|with)\b/i.test(sql) && !/\b(insert|update|delete)\b/i.test(sql);

/**
 * Answers each request with the app and explains the statements it ran that read a listing
 * table, or with `every` each one that only reads (`analyze`: runs them too, for their times
 * and the rows they read and sorted).
 */
export function explainRequests(
  db: Db,
  requests: readonly { name: string; path: string }[],
  { analyze = false, every = false }: { analyze?: boolean; every?: boolean } = {},
) {
  return recordRequests(db, requests, async ({ statements, ...request }) => {
    const explained: ExplainedStatement[] = [];
    for (const statement of statements.filter(every ? readsOnly : readsListings)) {
      const options = analyze ? 'analyze, buffers, format json' : 'format json';
      const [row] = await db.query<{ 'QUERY PLAN': unknown }>(
        `explain (${options}) ${statement.sql}`,
        statement.params,
      );
      const json = row!['QUERY PLAN'];
      const [top] = (typeof json === 'string' ? JSON.parse(json) : json) as [
        { Plan: PlanNode; 'Execution Time'?: number },
      ];
      const lines = await db.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.params);
      explained.push({
        ...statement,
        plan: lines.map((line) => line['QUERY PLAN']).join('\n'),
        seqScans: seqScansOf(top.Plan),
        ...(analyze
          ? {
              rowsRead: rowsReadOf(top.Plan),
              rowsReturned: top.Plan['Actual Rows'] ?? 0,
              rowsSorted: rowsSortedOf(top.Plan),
            }
          : {}),
        ms: top['Execution Time'],
      });
    }
    return { ...request, statements: explained };
  });
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      analyze: { type: 'boolean', default: false },
      plans: { type: 'boolean', default: false },
      public: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from properties')) as [{ n: number }];
    console.log(`${n.toLocaleString('en')} properties (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})\n`);
    const requests = positionals.length
      ? positionals.map((url) => ({ name: url, path: url }))
      : values.public
        ? await publicPageRequests(db)
        : [...planRequests, ...listPlanRequests];
    const options = { analyze: values.analyze, every: values.public };
    for (const result of await explainRequests(db, requests, options)) {
      const times = result.statements.map((s) => (s.ms === undefined ? '' : `${s.ms.toFixed(2)} ms`)).join(' + ');
      const rows = values.analyze
        ? `  read ${Math.max(0, ...result.statements.map((s) => s.rowsRead ?? 0))}, sorted ${Math.max(0, ...result.statements.map((s) => s.rowsSorted ?? 0))}`
        : '';
      const scans = result.statements.flatMap((s) => s.seqScans.filter((table) => listingTables.includes(table)));
      console.log(
        `${result.name.padEnd(48)} HTTP ${result.status}  ${times}${rows}${scans.length ? `  SEQ SCAN ${scans.join(', ')}` : ''}`,
      );
      if (values.plans) {
        for (const statement of result.statements) console.log(`\n${statement.sql}\n${statement.plan}\n`);
      }
    }
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) void main();
