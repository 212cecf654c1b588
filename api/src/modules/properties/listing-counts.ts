import type { SqlParams } from '../../db/sql';
import { publicPropertySql } from '../listing-rules/visibility';
import type { PropertyCriteria } from './property-criteria';

/**
 * The filters listing_counts (migration 019) counts the public listings by: any mix of
 * them has an exact total from that table, whatever its size. Any other filter (text, map
 * box, owner, date posted...) is counted from the listings.
 */
const facetFilters: ReadonlySet<string> = new Set<keyof PropertyCriteria>([
  'category_id',
  'property_type',
  'city',
  'min_price',
  'max_price',
]);

/** Whether the total of `criteria` comes from listing_counts. */
export function countedByFacets(criteria: PropertyCriteria): boolean {
  return Object.entries(criteria).every(
    ([key, value]) => value === undefined || value === false || facetFilters.has(key),
  );
}

/**
 * The exact number of public listings matching `criteria` (countedByFacets): the price bands
 * the range holds whole, summed from listing_counts, plus the listings of the bands a bound
 * cuts, counted from properties (a narrow price range on its indexes; none when the bounds
 * are band edges, as the figures a price filter offers are).
 */
export function facetCountSql(criteria: PropertyCriteria, params: SqlParams): string {
  const keys: string[] = [];
  const facets: string[] = [publicPropertySql('p')];
  const key = (column: string, value: string | undefined, listing: string) => {
    keys.push(value === undefined ? `c.${column} is null` : `c.${column} = ${value}`);
    if (value !== undefined) facets.push(`${listing} = ${value}`);
  };
  key(
    'category_id',
    criteria.category_id === undefined ? undefined : params.add(criteria.category_id),
    'p.category_id',
  );
  key(
    'property_type',
    criteria.property_type === undefined ? undefined : params.add(criteria.property_type),
    'p.property_type',
  );
  key('city', criteria.city === undefined ? undefined : `lower(${params.add(criteria.city)})`, 'lower(p.city)');

  const min = criteria.min_price === undefined ? undefined : `${params.add(criteria.min_price)}::numeric`;
  const max = criteria.max_price === undefined ? undefined : `${params.add(criteria.max_price)}::numeric`;
  // Whole bands: from the first band starting at or above min, up to the band holding max.
  const firstBand = min
    ? `(listing_price_band(${min}) + (listing_price_band_floor(listing_price_band(${min})) <> ${min})::integer)`
    : '0';
  const lastBand = max ? `listing_price_band(${max})` : undefined;
  const whole = `(select coalesce(sum(c.listings), 0) from listing_counts c
     where ${keys.join(' and ')} and c.price_band >= ${firstBand}${lastBand ? ` and c.price_band < ${lastBand}` : ''})`;
  const listings = (range: string[]) =>
    `(select count(*) from properties p where ${[...facets, ...range].join(' and ')})`;
  const parts = [whole];
  // Below the first whole band (none when min is a band's edge).
  if (min) {
    parts.push(
      listings([
        `p.price >= ${min}`,
        `p.price < listing_price_band_floor(${firstBand})`,
        ...(max ? [`p.price <= ${max}`] : []),
      ]),
    );
  }
  // The band holding max, from its edge (or above the first part when both bounds share a band).
  if (max && lastBand) {
    parts.push(
      listings([
        `p.price >= listing_price_band_floor(greatest(${firstBand}, ${lastBand}))`,
        `p.price <= ${max}`,
        ...(min ? [`p.price >= ${min}`] : []),
      ]),
    );
  }
  return `select (${parts.join(' + ')})::int as total`;
}
