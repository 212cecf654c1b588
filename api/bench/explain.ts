/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of the listing queries exactly as the API builds them
 * (the count first; its total picks how the page is read, as PropertyService.find does),
 * against the configured database (DATA_DIR / DATABASE_URL). Used for the plans in README.md:
 *   DATA_DIR=/tmp/domus-100k pnpm --filter @domus/api exec tsx bench/explain.ts
 */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { SqlParams } from '../src/db/sql';
import {
  pageStrategy,
  propertyCountSql,
  propertyOrderBy,
  propertyWhere,
  type PropertyCriteria,
} from '../src/modules/properties/criteria';
import { propertyRowsSql } from '../src/modules/properties/rows';

const cases: { name: string; criteria: PropertyCriteria }[] = [
  {
    name: 'get_property?search=london&property_type=sell&max_price=2000000 (text search + filters)',
    criteria: { search: 'london', property_type: 'sell', max_price: 2_000_000 },
  },
  {
    name: 'get-property-list?min_lat=51.45&max_lat=51.55&min_lng=-0.2&max_lng=0 (bounding box)',
    criteria: { box: { minLat: 51.45, maxLat: 51.55, minLng: -0.2, maxLng: 0 } },
  },
];

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from properties')) as [{ n: number }];
    console.log(`${n} properties (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})\n`);
    for (const { name, criteria } of cases) {
      const now = new Date();
      const countParams = new SqlParams();
      const countSql = propertyCountSql(criteria, undefined, countParams, now);
      const [{ total }] = (await db.query<{ total: number }>(countSql, countParams.values)) as [{ total: number }];
      const params = new SqlParams();
      const where = propertyWhere(criteria, undefined, params, now);
      const rowsSql = propertyRowsSql(
        where,
        propertyOrderBy('newest', params),
        undefined,
        params,
        { limit: 10, offset: 0 },
        pageStrategy(criteria, 'newest', total),
      );
      for (const [label, sql, values] of [
        ['count', countSql, countParams.values],
        ['page', rowsSql, params.values],
      ] as const) {
        await db.query(sql, values); // warm
        const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, values);
        console.log(`-- ${name}: ${label}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}\n`);
      }
    }
  } finally {
    await db.close();
  }
}

void main();
