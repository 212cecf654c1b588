import type { AuthUser } from '../../http/auth';
import type { SqlParams } from '../../db/sql';
import { promotedPropertySql } from '../listing-rules/promotion';
import { collectMatchesUpTo, postedSinceStart, sampleOneIn } from './constants';
import { publicPropertySql } from '../listing-rules/visibility';
import { countedByFacets } from './listing-counts';
import type { PropertyCriteria, PropertyOrder } from './property-criteria';

/**
 * The search box: every word of `text` must begin a word of the listing's title, address,
 * city, state or country. The text is split into words by PostgreSQL's own parser (as the
 * listings are, so "5-bed" or "2.5" read the same on both sides), and all must match.
 * Text with no word in it (only punctuation) matches nothing.
 *
 * `found` (every match collected and counted, on property_search): the words and the type,
 * category and city filters are one query of the listings' keys (listing_search_keys,
 * migration 020: every word with its beginnings of three letters or more, and those
 * filters' values), which the index intersects as it reads them; typed words under three
 * letters stay prefixes. The filters stay in the WHERE clause as well, with the price range.
 * `filtered` (a page walked along an ordered index): each typed word is a prefix term against
 * the stored search_words (listing_words_query, migration 016), cheap to test row by row.
 * Both mean the same. The functions are immutable, so with the values bound the planner folds
 * them into constants and estimates the matches from the word statistics: a walk's statement
 * is planned for its values (never prepared), or a generic plan would make the query for every
 * row and could not tell a common word from a rare one.
 */
export type TextMatch = 'found' | 'filtered';

/** The keys query of a text search and its type, category and city filters (the `found` way). */
function searchKeysSql(criteria: PropertyCriteria, params: SqlParams, alias: string) {
  const query = [`listing_prefix_query(${params.add(criteria.search)})`];
  const value = (given: unknown, type: string) =>
    given === undefined ? `null::${type}` : `${params.add(given)}::${type}`;
  if (criteria.property_type !== undefined || criteria.category_id !== undefined || criteria.city !== undefined) {
    query.push(
      `listing_facets_query(${value(criteria.property_type, 'text')}, ${value(criteria.category_id, 'integer')}, ${value(criteria.city, 'text')})`,
    );
  }
  const keys = `listing_search_keys(${alias}.search_text, ${alias}.property_type, ${alias}.category_id, ${alias}.city)`;
  return `${keys} @@ (${query.join(' && ')})`;
}

/**
 * The WHERE clause of a property query. Visitors see public listings only; the owner may
 * also open their own listing by id or slug. `textMatch`: how the search box is matched
 * (see TextMatch; 'found' only on property_search).
 */
export function propertyWhere(
  criteria: PropertyCriteria,
  reader: AuthUser | undefined,
  params: SqlParams,
  now: Date,
  textMatch: TextMatch = 'filtered',
) {
  const where: string[] = [];
  const byIdentity = criteria.id !== undefined || criteria.slug_id !== undefined;
  if (criteria.anyState) where.push('true');
  else {
    where.push(
      byIdentity && reader
        ? `(${publicPropertySql('p')} or p.user_id = ${params.add(reader.id)})`
        : publicPropertySql('p'),
    );
  }
  if (criteria.request_status !== undefined) where.push(`p.request_status = ${params.add(criteria.request_status)}`);
  if (criteria.id !== undefined) where.push(`p.id = ${params.add(criteria.id)}`);
  if (criteria.ids !== undefined) where.push(`p.id = any(${params.add(criteria.ids)}::int[])`);
  if (criteria.slug_id !== undefined) where.push(`p.slug_id = ${params.add(criteria.slug_id)}`);
  if (criteria.category_id !== undefined) where.push(`p.category_id = ${params.add(criteria.category_id)}`);
  if (criteria.category_slug_id !== undefined) {
    where.push(
      `p.category_id = (select c2.id from categories c2 where c2.slug_id = ${params.add(criteria.category_slug_id)})`,
    );
  }
  if (criteria.city !== undefined) where.push(`lower(p.city) = lower(${params.add(criteria.city)})`);
  if (criteria.state !== undefined) where.push(`lower(p.state) = lower(${params.add(criteria.state)})`);
  if (criteria.country !== undefined) where.push(`lower(p.country) = lower(${params.add(criteria.country)})`);
  if (criteria.property_type !== undefined) where.push(`p.property_type = ${params.add(criteria.property_type)}`);
  if (criteria.min_price !== undefined) where.push(`p.price >= ${params.add(criteria.min_price)}`);
  if (criteria.max_price !== undefined) where.push(`p.price <= ${params.add(criteria.max_price)}`);
  if (criteria.posted_since !== undefined) {
    where.push(
      `p.created_at >= ${params.add(postedSinceStart(criteria.posted_since, now).toISOString())}::timestamptz`,
    );
  }
  if (criteria.search !== undefined) {
    where.push(
      textMatch === 'found'
        ? searchKeysSql(criteria, params, 'p')
        : `p.search_words @@ listing_words_query(${params.add(criteria.search)})`,
    );
  }
  if (criteria.userid !== undefined) where.push(`p.user_id = ${params.add(criteria.userid)}`);
  if (criteria.promoted) where.push(promotedPropertySql('p'));
  if (criteria.users_promoted) {
    // A visitor has no listings of their own to feature.
    where.push(reader ? `p.user_id = ${params.add(reader.id)} and ${promotedPropertySql('p')}` : 'false');
  }
  if (criteria.liked) where.push('p.total_likes > 0');
  if (criteria.premium) where.push('p.is_premium');
  if (criteria.box) {
    const { minLat, maxLat, minLng, maxLng } = criteria.box;
    // Ranges, not geo <@ box: the planner estimates them well, and properties_map_idx serves them.
    where.push(
      `p.latitude between ${params.add(minLat)} and ${params.add(maxLat)}`,
      `p.longitude between ${params.add(minLng)} and ${params.add(maxLng)}`,
    );
  }
  if (criteria.similarTo) {
    where.push(`p.category_id = ${params.add(criteria.similarTo.categoryId)}`);
    where.push(`p.id <> ${params.add(criteria.similarTo.id)}`);
  }
  if (criteria.near) {
    const near: string[] = [];
    if (criteria.near.city) near.push(`lower(p.city) = lower(${params.add(criteria.near.city)})`);
    if (criteria.near.state) near.push(`lower(p.state) = lower(${params.add(criteria.near.state)})`);
    where.push(near.length ? `(${near.join(' or ')})` : 'false');
  }
  return where.join(' and ');
}

/**
 * Criteria whose SQL (propertyWhere) reads only columns that the narrow table
 * property_search has too (migration 003): id, user_id, category_id, property_type, price,
 * city, state, country, status, request_status, created_at, search_text. Any other key
 * (a new filter included) keeps the query on properties.
 */
const searchTableCriteria: ReadonlySet<string> = new Set<keyof PropertyCriteria>([
  'id',
  'ids',
  'category_id',
  'category_slug_id',
  'city',
  'state',
  'country',
  'property_type',
  'min_price',
  'max_price',
  'posted_since',
  'search',
  'userid',
  'promoted',
  'users_promoted',
  'similarTo',
  'near',
]);

/**
 * The table a text search counts and pages on: property_search (same rows, same column
 * names, a fifth of the width) when it holds every column the WHERE clause and, for a page,
 * the ORDER BY read; properties otherwise. Without a search the indexes of properties serve.
 */
export function matchTable(criteria: PropertyCriteria, order?: PropertyOrder): 'properties' | 'property_search' {
  if (criteria.search === undefined) return 'properties';
  const filtersFit = Object.entries(criteria).every(
    ([key, value]) => value === undefined || value === false || searchTableCriteria.has(key),
  );
  const orderFits =
    order === undefined ||
    order === 'newest' ||
    order === 'price_asc' ||
    order === 'price_desc' ||
    (typeof order === 'object' && 'sameCityFirst' in order);
  return filtersFit && orderFits ? 'property_search' : 'properties';
}

export type MatchTable = ReturnType<typeof matchTable>;

/**
 * The count behind `total`, on the table matchTable() picks, stopping at `upTo` matches: a
 * broad search counts its first matches, never the whole table.
 */
export function propertyCountSql(
  criteria: PropertyCriteria,
  reader: AuthUser | undefined,
  params: SqlParams,
  now: Date,
  upTo: number,
): string {
  const table = matchTable(criteria);
  const where = propertyWhere(criteria, reader, params, now, table === 'property_search' ? 'found' : 'filtered');
  return `select count(*)::int as total from (select 1 from ${table} p where ${where} limit ${params.add(upTo)}) matches`;
}

/**
 * How many of the sample's listings (one in sampleOneIn, migration 020) match a text search
 * that runs on property_search (`matches`), and how many have its words, type, category and
 * city whatever their price (`candidates`: what collecting the matches reads).
 */
export function sampleCountSql(criteria: PropertyCriteria, reader: AuthUser | undefined, params: SqlParams, now: Date) {
  const { min_price, max_price, ...unpriced } = criteria;
  const where = propertyWhere(unpriced, reader, params, now, 'found');
  const priced = [
    ...(min_price === undefined ? [] : [`p.price >= ${params.add(min_price)}`]),
    ...(max_price === undefined ? [] : [`p.price <= ${params.add(max_price)}`]),
  ];
  return `select count(*) filter (where ${priced.length ? priced.join(' and ') : 'true'})::int as matches,
      count(*)::int as candidates
    from property_search p where p.id % ${sampleOneIn} = 0 and ${where}`;
}

/**
 * How a page is read once `total` is known (see propertyRowsSql): on the narrow search table
 * when it can (a text search), else on properties; a few matches are collected and sorted,
 * many are found along an ordered index, where the first ones come soonest. The category,
 * type, city and price filters always walk: their newest-first indexes start with the filter,
 * so a walk reads no more than collecting from the same index would, and stops at the page
 * (collecting a few hundred matches read every listing of their category, 8 ms at 1M).
 */
export function pageStrategy(
  criteria: PropertyCriteria,
  order: PropertyOrder,
  total: number,
): { collect: boolean; from: MatchTable } {
  return {
    collect: total <= collectMatchesUpTo && !countedByFacets(criteria),
    from: matchTable(criteria, order),
  };
}

/** ORDER BY with the id as the last key, so pages never overlap. */
export function propertyOrderBy(order: PropertyOrder, params: SqlParams): string {
  if (typeof order === 'object' && 'nearest' in order) {
    const { latitude, longitude } = order.nearest;
    return `p.geo <-> point(${params.add(longitude)}, ${params.add(latitude)}), p.id`;
  }
  if (typeof order === 'object') {
    return `(lower(p.city) = lower(${params.add(order.sameCityFirst)})) desc, p.created_at desc, p.id desc`;
  }
  switch (order) {
    case 'price_asc':
      return 'p.price asc, p.id asc';
    case 'price_desc':
      return 'p.price desc, p.id desc';
    case 'most_viewed':
      return 'p.total_view desc, p.id desc';
    case 'most_liked':
      return 'p.total_likes desc, p.id desc';
    case 'newest':
      return 'p.created_at desc, p.id desc';
  }
}
