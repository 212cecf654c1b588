import type { CityData } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { TableRow } from '../../db/kysely';
import { publicPropertySql } from '../properties/constants';

/** Kept as SQL: one grouped pass over the public listings, joined to the short list of cities. */
type CityRow = TableRow<'cities', 'name' | 'state' | 'country' | 'latitude' | 'longitude' | 'image'> & {
  count: number;
};

/**
 * get-cities-data: the known cities that have public listings, most listings first.
 * The list of cities is short (admin-curated), so paging happens after counting.
 */
export async function getCitiesData(deps: AppDeps, page: { limit: number; offset: number }) {
  const rows = await deps.db.query<CityRow>(
    `select ci.name, ci.state, ci.country, ci.latitude, ci.longitude, ci.image, counted.count
       from cities ci
       join (
         select lower(p.city) as city, lower(p.country) as country, count(*)::int as count
           from properties p where ${publicPropertySql('p')}
          group by 1, 2
       ) counted on counted.city = lower(ci.name) and counted.country = lower(ci.country)
      order by counted.count desc, ci.name`,
  );
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
