/**
 * The anchor of get_property's throughput and latency: the SQL the API runs for the bench's
 * requests, run by PostgreSQL's own pgbench against the same database, with the same number
 * of connections.
 *
 * Fair means the same work the app does in steady state, no more and no less:
 * - the statements are recorded through the app after every request has been answered once
 *   (explain.ts `recordRequests` with `warmUp`), so counts the app remembers and a start's
 *   own writes are not replayed;
 * - they run as prepared statements with bound parameters (`-M prepared`), as the app runs
 *   them (pg's extended protocol, the hot reads as named prepared statements), not planned
 *   from literals;
 * - requests that run the same statement texts share one prepared command per statement, and
 *   each request binds its own values to them (see requestsScript);
 * - the script file holds SQL text and the requests' own filter values, never a secret: a
 *   recorded statement that writes stops the bench instead of being replayed;
 * - one script holds every request as a branch and each transaction picks one at random, so
 *   a transaction is one request: its rate is requests per second. Like the app's, the run at
 *   `connections` follows a warm-up, and the run on one connection follows that one; its
 *   per-transaction log gives p50 and p99 beside the app's one-at-a-time run.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../src/db/postgres';
import { recordRequests, type Statement } from './explain';
import { percentile } from './load';
import { removeBenchFolder } from './processes';

const run = promisify(execFile);

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return literal(`{${value.map((item) => String(item)).join(',')}}`);
  if (value instanceof Date) return literal(value.toISOString());
  return pg.escapeLiteral(String(value));
};

/** The statement with its $n placeholders replaced by quoted literals (untyped, as bound values are). */
export const inlined = ({ sql, params }: Statement) =>
  sql.replace(/\$(\d+)\b/g, (_, index: string) => literal(params[Number(index) - 1]));

export const pgbenchAvailable = async () =>
  run('pgbench', ['--version']).then(
    () => true,
    () => false,
  );

/** A value as node-postgres sends it bound to a parameter (text; null stays null). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): string | null } }).utils;

const writes = (sql: string) => /\b(insert|update|delete|merge)\b/i.test(sql) || !/^\s*(select|with)\b/i.test(sql);

/**
 * One pgbench script whose transaction is one of `requests`, picked at random. The app
 * prepares each statement text once per connection and binds each request's values to it;
 * so does the script: the requests that run the same statements (a shape) share one prepared
 * command per statement, and a request first sets that shape's variables from its own values
 * (a `select … \gset` of constants, the anchor's only step the app does not have).
 */
export function requestsScript(requests: readonly Statement[][]) {
  const shapes = new Map<string, { index: number; statements: string[] }>();
  const picks = requests.map((statements) => {
    const values: string[] = [];
    const texts = statements.map((statement, index) => {
      if (writes(statement.sql)) throw new Error(`a search request wrote in steady state: ${statement.sql}`);
      return `${statement.sql.replace(/\s+/g, ' ').replace(/\$(\d+)\b/g, (_, number: string) => {
        const value = prepareValue(statement.params[Number(number) - 1]);
        if (value === null) return 'null';
        const name = `s${index}_${number}`;
        values.push(`${pg.escapeLiteral(value)} as ${name}`);
        return `:${name}`;
      })};`;
    });
    const key = texts.join('\n');
    let shape = shapes.get(key);
    if (!shape) shapes.set(key, (shape = { index: shapes.size, statements: texts }));
    return `select ${[...values, `${shape.index} as shape`].join(', ')} \\gset`;
  });
  const branches = (variable: string, bodies: string[]) =>
    `${bodies.map((body, index) => `${index === 0 ? '\\if' : '\\elif'} :${variable} = ${index}\n${body}`).join('\n')}\n\\endif`;
  const script = [
    `\\set request random(0, ${requests.length - 1})`,
    branches('request', picks),
    branches(
      'shape',
      [...shapes.values()].map((shape) => shape.statements.join('\n')),
    ),
  ].join('\n');
  return { script: `${script}\n`, shapes: shapes.size };
}

export interface PgbenchResult {
  /** Requests (transactions) per second at `connections`. */
  tps: number;
  /** One connection: each request's latency, from pgbench's per-transaction log, in ms. */
  single: { p50: number; p99: number; requests: number };
}

/**
 * Runs the steady-state SQL of `paths` (get_property requests) under pgbench: `connections` at
 * once for `seconds` after `warmupSeconds`, then one connection for the latencies.
 */
export async function pgbenchOfRequests(
  url: string,
  paths: readonly string[],
  { connections, seconds, warmupSeconds }: { connections: number; seconds: number; warmupSeconds: number },
): Promise<PgbenchResult> {
  const db = await openPostgres(url, { max: 2 });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-pgbench-'));
  try {
    const recorded = await recordRequests(
      db,
      [...new Set(paths)].map((request) => ({ name: request, path: request })),
      async ({ statements }) => statements,
      { warmUp: true },
    );
    const { script } = requestsScript(recorded);
    const file = path.join(folder, 'requests.sql');
    fs.writeFileSync(file, script);
    const pgbench = async (options: string[]) => {
      const args = ['-n', '-M', 'prepared', ...options, '-f', file, url];
      const { stdout } = await run('pgbench', args, { maxBuffer: 64 * 1024 * 1024, cwd: folder }).catch(
        (error: { stderr?: string }) => {
          throw new Error(`pgbench failed: ${error.stderr?.slice(-1000) ?? String(error)}`);
        },
      );
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
      if (!tps) throw new Error(`pgbench printed no tps:\n${stdout.slice(-2000)}`);
      return Number(tps);
    };
    const threads = String(Math.min(2, connections));
    // The warm-up reads the same pages into the cache as the app's warm-up did.
    await pgbench(['-c', String(connections), '-j', threads, '-T', String(warmupSeconds)]);
    const tps = await pgbench(['-c', String(connections), '-j', threads, '-T', String(seconds)]);
    await pgbench(['-c', '1', '-T', String(seconds), '-l', '--log-prefix', 'single']);
    // Each log line: client, transaction, latency in µs, script, epoch seconds, µs.
    const latencies = Float64Array.from(
      fs
        .readdirSync(folder)
        .filter((name) => name.startsWith('single.'))
        .flatMap((name) => fs.readFileSync(path.join(folder, name), 'utf8').trim().split('\n'))
        .map((line) => Number(line.split(' ')[2]) / 1000),
    ).sort();
    return {
      tps,
      single: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), requests: latencies.length },
    };
  } finally {
    await db.close();
    removeBenchFolder(folder);
  }
}
