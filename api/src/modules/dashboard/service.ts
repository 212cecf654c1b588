import type { DashboardStats } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { readerLanguage } from '../../http/content-language';
import { translatedText, type Translations } from '../../lib/translations';

const count = sql<number>`count(*)::int`;

/** One round trip: the user's own listings, their views and favourites, ads, and the active package. */
export async function dashboardStats(deps: AppDeps, userId: number): Promise<DashboardStats> {
  const row = await kyselyOf(deps.db)
    .selectFrom(sql`(select 1)`.as('one'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('user_packages')
          .select(['package_id', 'end_date'])
          .where('user_id', '=', userId)
          .where(sql<boolean>`now() between start_date and end_date`)
          .orderBy('end_date', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .as('up'),
      (join) => join.onTrue(),
    )
    .leftJoin('packages as pk', 'pk.id', 'up.package_id')
    .select((eb) => [
      eb
        .selectFrom('properties')
        .select(count.as('n'))
        .where('user_id', '=', userId)
        .$asScalar()
        .as('properties_count'),
      eb.selectFrom('projects').select(count.as('n')).where('user_id', '=', userId).$asScalar().as('projects_count'),
      eb
        .selectFrom('properties')
        .select(sql<number>`coalesce(sum(total_view), 0)::int`.as('n'))
        .where('user_id', '=', userId)
        .$asScalar()
        .as('total_views'),
      eb
        .selectFrom('favourites as f')
        .innerJoin('properties as p', 'p.id', 'f.property_id')
        .select(count.as('n'))
        .where('p.user_id', '=', userId)
        .$asScalar()
        .as('total_favourites'),
      eb
        .selectFrom('advertisements')
        .select(count.as('n'))
        .where('user_id', '=', userId)
        .$asScalar()
        .as('advertisements_count'),
      'pk.name as package_name',
      'pk.translations as package_translations',
      'up.end_date as package_end',
    ])
    .$narrowType<{ package_translations: Translations | null }>()
    .executeTakeFirstOrThrow();
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
            end_date: row.package_end.toISOString(),
          }
        : null,
  };
}
