/**
 * The anchor of get_property's throughput: the SQL the API runs for the bench's requests,
 * run by PostgreSQL's own pgbench against the same database, with the same number of
 * connections. Each request's statements (recorded through the app, see explain.ts) become
 * one pgbench script with their values written in as literals; pgbench picks a script at
 * random per transaction, so the mix is the request mix. Its transactions per second are
 * requests per second with no HTTP, no Node and no JSON: what PostgreSQL alone can serve.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeBenchFolder } from './processes';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../src/db/postgres';
import { recordRequests, type Statement } from './explain';

const run = promisify(execFile);
const maxScripts = 128;

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

/** Runs the SQL of `paths` (get_property requests) under pgbench; transactions (requests) per second. */
export async function pgbenchOfRequests(
  url: string,
  paths: readonly string[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<{ tps: number; scripts: number }> {
  // tps: requests per second (pgbench's transactions times the requests in each).
  const db = await openPostgres(url, { max: 2 });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-pgbench-'));
  try {
    const scripts = await recordRequests(
      db,
      [...new Set(paths)].map((request) => ({ name: request, path: request })),
      async ({ statements }) => statements.map((statement) => `${inlined(statement).replace(/\s+/g, ' ')};`).join('\n'),
    );
    // pgbench takes at most 128 scripts: each holds the same number of requests (a few of the
    // last ones are left out), so a transaction is that many requests.
    const perScript = Math.ceil(scripts.length / maxScripts);
    const files = Array.from({ length: Math.floor(scripts.length / perScript) }, (_, index) => {
      const file = path.join(folder, `requests-${index}.sql`);
      fs.writeFileSync(file, `${scripts.slice(index * perScript, (index + 1) * perScript).join('\n')}\n`);
      return file;
    });
    const args = ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds)];
    const { stdout } = await run('pgbench', [...args, ...files.flatMap((file) => ['-f', file]), url], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string }) => {
      throw new Error(`pgbench failed: ${error.stderr?.slice(-1000) ?? String(error)}`);
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout.slice(-2000)}`);
    return { tps: Number(tps) * perScript, scripts: files.length * perScript };
  } finally {
    await db.close();
    removeBenchFolder(folder);
  }
}
