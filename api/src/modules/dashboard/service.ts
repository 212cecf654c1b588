import type { DashboardStats } from '@domus/shared/contract';

import type { AppDeps } from '../../app-deps';
import type { TableRow } from '../../db/kysely';
import { readerLanguage } from '../../http/content-language';
import { translatedText, type Translations } from '../../lib/translations';

/** One round trip: the user's own listings, their views and favourites, ads, and the active package. */
export async function dashboardStats(deps: AppDeps, userId: number): Promise<DashboardStats> {
  // Kept as SQL: one round trip of counts and the running package (a lateral join).
  const [row] = await deps.db.query<{
    properties_count: number;
    projects_count: number;
    total_views: number;
    total_favourites: number;
    advertisements_count: number;
    package_name: TableRow<'packages', 'name'>['name'] | null;
    package_translations: Translations | null;
    package_end: TableRow<'user_packages', 'end_date'>['end_date'] | null;
  }>(
    `select
       (select count(*)::int from properties where user_id = $1) as properties_count,
       (select count(*)::int from projects where user_id = $1) as projects_count,
       (select coalesce(sum(total_view), 0)::int from properties where user_id = $1) as total_views,
       (select count(*)::int from favourites f join properties p on p.id = f.property_id where p.user_id = $1)
         as total_favourites,
       (select count(*)::int from advertisements where user_id = $1) as advertisements_count,
       pk.name as package_name, pk.translations as package_translations, up.end_date as package_end
     from (select 1) one
     left join lateral (
       select package_id, end_date from user_packages
        where user_id = $1 and now() between start_date and end_date
        order by end_date desc, id desc limit 1
     ) up on true
     left join packages pk on pk.id = up.package_id`,
    [userId],
  );
  return {
    properties_count: row.properties_count,
    projects_count: row.projects_count,
    total_views: row.total_views,
    total_favourites: row.total_favourites,
    advertisements_count: row.advertisements_count,
    active_package:
      row.package_name && row.package_end
        ? {
            name: row.package_name,
            translated_name: translatedText(row.package_translations, readerLanguage(), 'name', row.package_name),
            end_date: new Date(row.package_end).toISOString(),
          }
        : null,
  };
}
