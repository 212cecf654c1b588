import { publicPropertySql } from '../../modules/listing-rules/visibility';
import type { Queryable } from '../db';
import { seedImages } from './image-keys';
import { seedCities } from './sources/cities';

/** The demo's outside links (example.com: nothing real is advertised). */
export const seedBannerLinks = {
  homepageFooter: 'https://example.com/home-insurance',
  propertyDetail: 'https://example.com/mortgage-advice',
} as const;

const day = 24 * 3600 * 1000;

/**
 * Three running banners on the demo's pictures: below the home page's slider the most viewed
 * public listing (its own photo), above its footer and beside a listing's mortgage calculator
 * links to outside offers. For every platform, from a week before `now`, open-ended.
 */
export async function seedBanners(db: Queryable, now: Date) {
  const [listing] = await db.query<{ id: number; title_image: string }>(
    `select p.id, p.title_image from properties p where ${publicPropertySql('p')} order by p.total_view desc, p.id limit 1`,
  );
  const banners = [
    ...(listing ? [['homepage', 'below_slider', listing.title_image, '', listing.id] as const] : []),
    ['homepage', 'above_footer', seedImages.cities[seedCities[0]!.name]!, seedBannerLinks.homepageFooter, null],
    [
      'property_detail',
      'sidebar_below_mortgage_loan_calculator',
      seedImages.interiors[0]!,
      seedBannerLinks.propertyDetail,
      null,
    ],
  ] as const;
  const startsAt = new Date(now.getTime() - 7 * day);
  for (const [page, placement, image, link, propertyId] of banners) {
    await db.query(
      `insert into ad_banners (page, placement, image, external_link_url, property_id, starts_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $6)`,
      [page, placement, image, link, propertyId, startsAt],
    );
  }
}
