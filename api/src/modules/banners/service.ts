import {
  adBannerPages,
  adBannerPlacements,
  type AdBanner,
  type AdBannerPage,
  type AdBannersQuery,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Services } from '../services';
import { boundArray, kyselyOf } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';

/** Every page and placement as `page/placement`, in the contract's order: banners are listed in it. */
export const placementOrder = adBannerPages.flatMap((page) =>
  adBannerPlacements[page].map((placement) => `${page}/${placement}`),
);

/** A banner shown right now: within its dates. */
export const runningBannerSql = (banner: string) =>
  `${banner}.starts_at <= now() and (${banner}.ends_at is null or ${banner}.ends_at > now())`;

const placementOf = (banner: string) => `${banner}.page || '/' || ${banner}.placement`;

/** Where a banner stands in placementOrder (null for a pair the contract does not know), placementOrder bound as its parameter. */
export const placementRank = (banner: string) =>
  sql<number | null>`array_position(${placementOrder}::text[], ${sql.raw(placementOf(banner))})`;

/**
 * ad-banners: the banners running on `page` (every page when absent) for `platform` (web when
 * absent; a banner for all platforms shows on both), by page and placement in the contract's
 * order, then sequence. A banner opens its listing while the listing is public
 * (`external_link_url` '' then), else its link; with neither it is left out.
 */
export async function runningBanners(
  deps: AppDeps,
  { properties }: Pick<Services, 'properties'>,
  query: AdBannersQuery,
  reader: AuthUser | undefined,
): Promise<AdBanner[]> {
  const platform = query.platform ?? 'web';
  const pages: readonly string[] = query.page ? [query.page] : adBannerPages;
  const rows = await kyselyOf(deps.db)
    .selectFrom('ad_banners as b')
    .select([
      'b.id',
      // As the contract names pages.
      sql<AdBannerPage>`b.page`.as('page'),
      'b.placement',
      'b.image',
      'b.external_link_url',
      'b.property_id',
    ])
    .where((eb) => eb('b.page', '=', eb.fn.any(boundArray(pages, 'text'))))
    .where('b.platform', 'in', [platform, sql.lit<string>('all')])
    .where(sql<boolean>`${sql.raw(runningBannerSql('b'))}`)
    .where(placementRank('b'), 'is not', null)
    .orderBy(placementRank('b'))
    .orderBy('b.sequence')
    .orderBy('b.id')
    .execute();
  const ids = [...new Set(rows.flatMap((row) => (row.property_id === null ? [] : [row.property_id])))];
  // findRows answers public listings only.
  const shown =
    ids.length === 0
      ? []
      : await properties.hydrate(
          await properties.findRows({ ids }, 'newest', { limit: ids.length, offset: 0 }, reader),
          reader,
        );
  const propertyById = new Map(shown.map((property) => [property.id, property]));
  return rows.flatMap((row): AdBanner[] => {
    const property = row.property_id === null ? undefined : propertyById.get(row.property_id);
    if (!property && row.external_link_url === '') return [];
    return [
      {
        id: row.id,
        page: row.page,
        placement: row.placement,
        platform,
        image: deps.files.url(row.image),
        external_link_url: property ? '' : row.external_link_url,
        property: property ?? null,
      },
    ];
  });
}
