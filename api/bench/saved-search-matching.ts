/**
 * Saved-search matching at the bench's seeded scale (PostgreSQL, 10,000 listings): 10,000 saved
 * searches of the seeded members, as people save them: 85 % a city with a type and a price range
 * (half of them a category too), 5 % a city and a word, 8 % a box or a polygon drawn around a
 * city, 2 % a category and a type anywhere; 1,000 listings made visible at once,
 * matched by the app's one statement (modules/saved-searches/matching.ts), inside a transaction
 * rolled back each round. Anchor, same run and database: PostgreSQL's own pgbench running that
 * statement (begin; statement; rollback) on one connection, no Node in between; and, to show what
 * the match keys save, the same statement with the key join replaced by every search for every
 * listing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeBenchFolder } from './processes';
import { promisify } from 'node:util';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seedDemoData } from '../src/db/seed';
import { matchBatchSize, matchStatement } from '../src/modules/saved-searches/matching';
import { createPgTarget } from './databases';
import { inlined } from './pgbench';

const run = promisify(execFile);

export interface SavedSearchBench {
  listings: number;
  searches: number;
  visible: number;
  matches: number;
  p50Ms: number;
  maxMs: number;
  pgbenchMs: number | undefined;
  unkeyedMs: number;
}

/** 10,000 searches with the mix described above, drawn deterministically from the seeded listings. */
async function saveSearches(db: Db, count: number) {
  await db.query(
    `with members as (select array_agg(id order by id) as ids from users where role <> 'admin'),
          places as (select array_agg(city order by city) as cities, array_agg(lat order by city) as lats,
                            array_agg(lng order by city) as lngs
                       from (select city, avg(latitude) lat, avg(longitude) lng from properties group by city) c),
          words as (select array_agg(w order by w) as list from (
                      select distinct lower(split_part(title, ' ', 2)) w from properties where id <= 2000) t
                     where length(w) > 3),
          n as (select g, abs(hashint4(g)) h from generate_series(1, $1::int) g),
          chosen as (
            select g, h, m.ids[1 + h % cardinality(m.ids)] as user_id,
                   p.cities[1 + (h / 7) % cardinality(p.cities)] as city,
                   p.lats[1 + (h / 7) % cardinality(p.cities)] as lat,
                   p.lngs[1 + (h / 7) % cardinality(p.cities)] as lng,
                   w.list[1 + (h / 11) % cardinality(w.list)] as word, h % 100 as kind
              from n, members m, places p, words w)
     insert into saved_searches (user_id, name, frequency, filters, city_key, category_id, property_type,
                                 min_price, max_price, search_text, search_query, min_lat, max_lat, min_lng, max_lng, area)
     select user_id, 'search ' || g, (array['instant', 'daily', 'weekly'])[1 + h % 3], '{}',
            case when kind < 90 then lower(city) end,
            case when kind < 45 or kind >= 98 then 1 + (h / 13) % 8 end,
            case when kind < 85 or kind >= 98 then (array['sell', 'rent'])[1 + (h / 17) % 2] end,
            case when kind < 85 then 50000 * (1 + (h / 19) % 10) end,
            case when kind < 85 then 50000 * (4 + (h / 19) % 10) end,
            case when kind between 85 and 89 then word end,
            case when kind between 85 and 89 then listing_words_query(word) end,
            case when kind between 90 and 93 then lat - 0.1 end, case when kind between 90 and 93 then lat + 0.1 end,
            case when kind between 90 and 93 then lng - 0.1 end, case when kind between 90 and 93 then lng + 0.1 end,
            case when kind between 94 and 97 then polygon(box(point(lng - 0.1, lat - 0.1), point(lng + 0.1, lat + 0.1))) end
       from chosen`,
    [count],
  );
  await db.query('analyze saved_searches');
}

const unkeyed = (statement: string) =>
  statement.replace(
    'join saved_searches s on s.match_key = k.key and s.paused_at is null',
    "join saved_searches s on k.key = '*' and s.paused_at is null",
  );

async function timeRounds(db: Db, statement: string, rounds: number) {
  const times: number[] = [];
  let matches = 0;
  for (let round = 0; round < rounds; round += 1) {
    await db
      .transaction(async (tx) => {
        const started = performance.now();
        const rows = await tx.query<{ found: number }>(statement, [matchBatchSize]);
        times.push(performance.now() - started);
        matches = rows.reduce((sum, row) => sum + row.found, 0);
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, matches };
}
class RollBack extends Error {}

async function pgbenchMs(url: string, statement: string): Promise<number | undefined> {
  const available = await run('pgbench', ['--version']).then(
    () => true,
    () => false,
  );
  if (!available) return undefined;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-saved-search-bench-'));
  try {
    const file = path.join(folder, 'match.sql');
    const sql = inlined({ sql: statement, params: [matchBatchSize] }).replace(/\s+/g, ' ');
    fs.writeFileSync(file, `begin;\n${sql};\nrollback;\n`);
    const { stdout } = await run('pgbench', ['-n', '-c', '1', '-T', '5', '-f', file, url]);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    return latency ? Number(latency[1]) : undefined;
  } finally {
    removeBenchFolder(folder);
  }
}

export async function benchSavedSearchMatching(
  adminUrl: string,
  options = { listings: 10_000, searches: 10_000, visible: 1_000, rounds: 7 },
): Promise<SavedSearchBench> {
  const target = await createPgTarget(adminUrl, 'saved_searches');
  const db = await openPostgres(target.url, { max: 2, searchPath: target.searchPath });
  try {
    await migrate(db);
    await seedDemoData(db, { properties: options.listings });
    await saveSearches(db, options.searches);
    // 1,000 public listings go back to review, then are approved in one statement: the trigger queues them.
    await db.query(
      `update properties set request_status = 'pending'
        where id in (select id from properties where status = 1 and request_status = 'approved' order by id desc limit $1)`,
      [options.visible],
    );
    await db.query(
      `update properties set request_status = 'approved'
        where id in (select id from properties where request_status = 'pending' and status = 1 order by id desc limit $1)`,
      [options.visible],
    );
    await db.query('analyze saved_search_pending');
    const [queued] = await db.query<{ n: number }>('select count(*)::int as n from saved_search_pending');
    const keyed = await timeRounds(db, matchStatement, options.rounds);
    const naive = await timeRounds(db, unkeyed(matchStatement), 3);
    if (naive.matches !== keyed.matches)
      throw new Error('the unkeyed statement found other matches than the keyed one');
    return {
      listings: options.listings,
      searches: options.searches,
      visible: queued!.n,
      matches: keyed.matches,
      p50Ms: keyed.p50,
      maxMs: keyed.max,
      pgbenchMs: await pgbenchMs(target.url, matchStatement),
      unkeyedMs: naive.p50,
    };
  } finally {
    await db.close();
    await target.drop();
  }
}

export function savedSearchTable(result: SavedSearchBench): string {
  const ms = (value: number | undefined) => (value === undefined ? 'n/a (no pgbench)' : value.toFixed(1));
  return [
    `| saved-search matching (PostgreSQL) | listings | searches | newly visible | matches | p50 ms | max ms |`,
    `| :--------------------------------- | -------: | -------: | ------------: | ------: | -----: | -----: |`,
    `| the app's statement (match keys)   | ${result.listings} | ${result.searches} | ${result.visible} | ${result.matches} | ${ms(result.p50Ms)} | ${ms(result.maxMs)} |`,
    `| pgbench of the same statement      | ${result.listings} | ${result.searches} | ${result.visible} | - | ${ms(result.pgbenchMs)} | - |`,
    `| every search for every listing     | ${result.listings} | ${result.searches} | ${result.visible} | ${result.matches} | ${ms(result.unkeyedMs)} | - |`,
  ].join('\n');
}
