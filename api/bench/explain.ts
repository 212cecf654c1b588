/**
 * EXPLAIN of listing requests exactly as the API runs them: the app (buildApp) answers each
 * request on a database wrapper that records every statement, then each statement that
 * reads the listing tables is explained with its own parameters. Used by the query-plan
 * test (no sequential scan on the listing tables) and, as a command, for the plans and
 * timings in docs/listing-search.md, against the configured database (DATA_DIR / DATABASE_URL):
 *   DATABASE_URL=postgres://.../domus pnpm --filter @domus/api exec tsx bench/explain.ts [--analyze] [path...]
 * Without paths it explains the common filters (planRequests below).
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

export interface Statement {
  sql: string;
  params: readonly unknown[];
}

export interface ExplainedStatement extends Statement {
  /** EXPLAIN's text. */
  plan: string;
  /** Relations read by a sequential scan. */
  seqScans: string[];
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
  Plans?: PlanNode[];
}
const seqScansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScansOf),
];

/**
 * Answers each request with the app (buildApp, no load shedding) on a recording wrapper of
 * `db`, and hands `each` the statements that request ran.
 */
export async function recordRequests<T>(
  db: Db,
  requests: readonly { name: string; path: string }[],
  each: (request: { name: string; path: string; status: number; statements: Statement[] }) => Promise<T>,
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

/**
 * Answers each request with the app and explains the statements it ran that read a listing
 * table (`analyze`: runs them too, for their times).
 */
export function explainRequests(
  db: Db,
  requests: readonly { name: string; path: string }[],
  { analyze = false }: { analyze?: boolean } = {},
) {
  return recordRequests(db, requests, async ({ statements, ...request }) => {
    const explained: ExplainedStatement[] = [];
    for (const statement of statements.filter(({ sql }) => /\b(properties|property_search)\b/.test(sql))) {
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
        ms: top['Execution Time'],
      });
    }
    return { ...request, statements: explained };
  });
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { analyze: { type: 'boolean', default: false }, plans: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from properties')) as [{ n: number }];
    console.log(`${n.toLocaleString('en')} properties (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})\n`);
    const requests = positionals.length
      ? positionals.map((url) => ({ name: url, path: url }))
      : [...planRequests, ...listPlanRequests];
    for (const result of await explainRequests(db, requests, { analyze: values.analyze })) {
      const times = result.statements.map((s) => (s.ms === undefined ? '' : `${s.ms.toFixed(2)} ms`)).join(' + ');
      const scans = result.statements.flatMap((s) => s.seqScans.filter((table) => listingTables.includes(table)));
      console.log(
        `${result.name.padEnd(48)} HTTP ${result.status}  ${times}${scans.length ? `  SEQ SCAN ${scans.join(', ')}` : ''}`,
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
