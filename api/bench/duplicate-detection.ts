/**
 * The duplicate check (modules/duplicates/detection.ts) over the demo data with its planted
 * duplicates (db/seed/duplicates.ts), on PostgreSQL: 100,000 listings seeded by default (the
 * size the listing-search bench measures; `--duplicates-listings` or BENCH_DUPLICATES_LISTINGS
 * for another, a million included), then the app's one statement run for every planted listing
 * (original, duplicate, near miss) and for a sample of the other listings, as a posting runs it.
 *
 * Printed: recall (planted duplicates whose check names their original / planted duplicates),
 * false positives (checked listings flagged with a listing that is not their planted
 * counterpart: the near misses and every ordinary listing count), and the time of one check
 * (p50, p95) beside its anchor: PostgreSQL's own pgbench running the same statement for random
 * listings on one connection, no Node in between.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeBenchFolder } from './processes';
import { promisify } from 'node:util';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seedDemoData } from '../src/db/seed';
import { plantedRoleOfIndex } from '../src/db/seed/properties';
import { duplicateCheckStatement } from '../src/modules/duplicates/detection';
import { createPgTarget } from './databases';
import { pgbenchAvailable } from './pgbench';

const run = promisify(execFile);

export interface DuplicateBench {
  listings: number;
  planted: number;
  found: number;
  nearMisses: number;
  checked: number;
  falsePositives: number;
  /** The first false positives: the listing, the one it was taken for, and why. */
  falseExamples: string[];
  seedSeconds: number;
  /** Every this many listings one ordinary listing is checked. */
  sampleEvery: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  pgbenchMs: number | undefined;
}

/** pgbench of the statement for random listing ids, on one connection: its mean latency. */
async function pgbenchMs(url: string, listings: number): Promise<number | undefined> {
  if (!(await pgbenchAvailable())) return undefined;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-duplicate-bench-'));
  try {
    const file = path.join(folder, 'check.sql');
    const sql = duplicateCheckStatement.replace(/\$1\b/g, ':id').replace(/\s+/g, ' ');
    fs.writeFileSync(file, `\\set id random(1, ${listings})\n${sql};\n`);
    const { stdout } = await run('pgbench', ['-n', '-c', '1', '-T', '5', '-f', file, url]).catch(
      (error: { stderr?: string }) => {
        throw new Error(`pgbench failed: ${error.stderr?.slice(-1000) ?? String(error)}`);
      },
    );
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    return latency ? Number(latency[1]) : undefined;
  } finally {
    removeBenchFolder(folder);
  }
}

export async function benchDuplicateDetection(
  adminUrl: string,
  options = { listings: 100_000, sample: 5_000 },
): Promise<DuplicateBench> {
  const target = await createPgTarget(adminUrl, 'duplicates');
  const db = await openPostgres(target.url, { max: 2, searchPath: target.searchPath });
  try {
    await migrate(db);
    const seeding = performance.now();
    await seedDemoData(db, { properties: options.listings });
    const seedSeconds = (performance.now() - seeding) / 1000;

    // Every planted listing (by its id) with its planted counterpart, then a sample of the others.
    const counterpart = new Map<number, number | undefined>();
    const duplicates: number[] = [];
    for (let index = 0; index < options.listings; index++) {
      const planted = plantedRoleOfIndex(index);
      if (!planted || index + 2 >= options.listings) continue;
      const id = index + 1;
      if (planted.role === 'original') counterpart.set(id, id + 1);
      else if (planted.role === 'near-miss') counterpart.set(id, undefined);
      else {
        counterpart.set(id, id - 1);
        duplicates.push(id);
      }
    }
    const nearMisses = [...counterpart.values()].filter((value) => value === undefined).length;
    const step = Math.max(1, Math.floor(options.listings / options.sample));
    const checked = [...counterpart.keys()];
    for (let id = 1 + Math.floor(step / 2); id <= options.listings; id += step) {
      if (!counterpart.has(id)) checked.push(id);
    }

    const times: number[] = [];
    let found = 0;
    let falsePositives = 0;
    const falseExamples: string[] = [];
    for (const id of checked) {
      const started = performance.now();
      const suspects = await db.query<{
        id: number;
        rule: string;
        metres: number;
        price_difference_percent: number;
        size_difference_percent: number | null;
      }>(duplicateCheckStatement, [id]);
      times.push(performance.now() - started);
      const expected = counterpart.get(id);
      if (duplicates.includes(id) && suspects.some((suspect) => suspect.id === expected)) found += 1;
      const wrong = suspects.filter((suspect) => suspect.id !== expected);
      if (wrong.length) falsePositives += 1;
      for (const suspect of wrong.slice(0, Math.max(0, 10 - falseExamples.length))) {
        falseExamples.push(
          `#${id} taken for #${suspect.id}: rule ${suspect.rule}, ${suspect.metres} m, price ` +
            `${suspect.price_difference_percent}%, size ${suspect.size_difference_percent ?? '?'}%`,
        );
      }
    }
    times.sort((a, b) => a - b);
    return {
      listings: options.listings,
      planted: duplicates.length,
      found,
      nearMisses,
      checked: checked.length,
      falsePositives,
      falseExamples,
      seedSeconds,
      sampleEvery: step,
      p50Ms: times[Math.floor(times.length / 2)]!,
      p95Ms: times[Math.floor(times.length * 0.95)]!,
      meanMs: times.reduce((sum, time) => sum + time, 0) / times.length,
      pgbenchMs: await pgbenchMs(target.url, options.listings),
    };
  } finally {
    await db.close();
    await target.drop();
  }
}

export function duplicateTable(result: DuplicateBench): string {
  const ms = (value: number | undefined) => (value === undefined ? 'n/a (no pgbench)' : value.toFixed(2));
  const int = (value: number) => value.toLocaleString('en');
  const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
  return [
    `| duplicate detection (PostgreSQL) | listings | planted duplicates | found | recall | listings checked | false positives | rate |`,
    `| :------------------------------- | -------: | -----------------: | ----: | -----: | ---------------: | --------------: | ---: |`,
    `| the app's check                  | ${int(result.listings)} | ${int(result.planted)} | ${int(result.found)} | ${share(result.found, result.planted)} | ${int(result.checked)} | ${int(result.falsePositives)} | ${share(result.falsePositives, result.checked)} |`,
    '',
    `| one check (PostgreSQL)           | p50 ms | p95 ms | mean ms |`,
    `| :------------------------------- | -----: | -----: | ------: |`,
    `| the app's statement              | ${ms(result.p50Ms)} | ${ms(result.p95Ms)} | ${ms(result.meanMs)} |`,
    `| pgbench of the same statement    | - | - | ${ms(result.pgbenchMs)} |`,
    '',
    `(checked: every planted original, duplicate and near miss (${int(result.nearMisses)} near misses) and every ` +
      `${int(result.sampleEvery)}th other listing; seeded in ${result.seedSeconds.toFixed(0)} s)`,
    ...result.falseExamples.map((example) => `false positive: ${example}`),
  ].join('\n');
}
