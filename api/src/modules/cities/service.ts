import type { CityData } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely';

/**
 * get-cities-data: the known cities that have public listings, most listings first.
 * The list of cities is short (admin-curated), so paging happens after counting.
 */
export async function getCitiesData(deps: AppDeps, page: { limit: number; offset: number }) {
  // The short list of cities, each with its count as place_listing_counts keeps it (migration 048).
  const rows = await kyselyOf(deps.db)
    .selectFrom('cities as ci')
    .innerJoin('place_listing_counts as counted', (join) =>
      join
        .on('counted.city', '=', sql<string>`lower(ci.name)`)
        .on('counted.country', '=', sql<string>`lower(ci.country)`),
    )
    .select([
      'ci.name',
      'ci.state',
      'ci.country',
      'ci.latitude',
      'ci.longitude',
      'ci.image',
      'counted.listings as count',
    ])
    .where('counted.listings', '>', 0)
    .orderBy('counted.listings', 'desc')
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
