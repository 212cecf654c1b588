import type { CityData } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely';
import { publicProperty } from '../listing-rules/visibility';

/**
 * get-cities-data: the known cities that have public listings, most listings first.
 * The list of cities is short (admin-curated), so paging happens after counting.
 */
export async function getCitiesData(deps: AppDeps, page: { limit: number; offset: number }) {
  // One grouped pass over the public listings, joined to the short list of cities.
  const db = kyselyOf(deps.db);
  const counted = db
    .selectFrom('properties as p')
    .select([
      sql<string>`lower(p.city)`.as('city'),
      sql<string>`lower(p.country)`.as('country'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where(publicProperty)
    .groupBy([sql`lower(p.city)`, sql`lower(p.country)`])
    .as('counted');
  const rows = await db
    .selectFrom('cities as ci')
    .innerJoin(counted, (join) =>
      join
        .on('counted.city', '=', sql<string>`lower(ci.name)`)
        .on('counted.country', '=', sql<string>`lower(ci.country)`),
    )
    .select(['ci.name', 'ci.state', 'ci.country', 'ci.latitude', 'ci.longitude', 'ci.image', 'counted.count'])
    .orderBy('counted.count', 'desc')
    .orderBy('ci.name')
    .execute();
  const data: CityData[] = rows.slice(page.offset, page.offset + page.limit).map((row) => ({
    City: row.name,
    Count: row.count,
    image: deps.files.url(row.image),
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
  return { data, total: rows.length };
}
