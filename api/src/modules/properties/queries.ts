import type { Db, Queryable } from '../../db/db';
import type { TableRow } from '../../db/kysely';
import { SqlParams } from '../../db/sql';
import type { AuthUser } from '../../http/auth';
import { collectByPriceUpTo } from './constants';
import { matchTable, propertyCountSql, propertyWhere, type MatchTable } from './criteria';
import { facetCountSql } from './listing-counts';
import type { PropertyCriteria, PropertyOrder } from './property-criteria';
import { rememberedCount } from './remembered-counts';
import { propertyCardsSql, propertyIdsSql, type PropertyRow } from './rows';

/*
 * The listing search's hot-path statements, kept as hand-written SQL for their plans: the filters
 * are criteria.ts's, written for the partial indexes of the listing queries (query-plans.test.ts
 * checks the plans at size). The text search's own are in text-search.ts, the map's in
 * map/queries.ts.
 */

/** A page of a list: how many, after how many. */
export interface Page {
  limit: number;
  offset: number;
}

/**
 * The exact total of the category, type, city and price filters (facetCountSql) and the
 * ids of the page, in one round trip; the page is not looked for when the total says it is
 * past the end. Newest first, the page is walked along the filter's newest-first index. By
 * price, a few thousand matches are collected and sorted instead: prices follow the
 * category, so cheapest first within a city walked past 17,000 of the city's other listings
 * to find a commercial one (60 ms at 1M), where reading the city's entries is 3 ms.
 */
export async function readFacetPage(
  db: Queryable,
  criteria: PropertyCriteria,
  order: PropertyOrder,
  page: Page,
  reader: AuthUser | undefined,
  now: Date,
): Promise<{ total: number; ids: number[] }> {
  const params = new SqlParams();
  const count = facetCountSql(criteria, params);
  const where = propertyWhere(criteria, reader, params, now);
  const offset = params.add(page.offset);
  const walked = `array(${propertyIdsSql(where, order, params, page, { from: matchTable(criteria, order) })})`;
  const byPrice = order === 'price_asc' || order === 'price_desc';
  const ids = byPrice
    ? `case when counted.total <= ${params.add(collectByPriceUpTo)}
         then array(${propertyIdsSql(where, order, params, page, { collect: true })}) else ${walked} end`
    : walked;
  const [row] = await db.query<{ total: number; ids: number[] }>(
    `select counted.total, case when counted.total > ${offset} then ${ids} else '{}'::int[] end as ids
       from (${count}) counted`,
    params.values,
    { prepare: true },
  );
  return { total: row?.total ?? 0, ids: row?.ids ?? [] };
}

/** Whether `criteria` asks for one owner's public listings and nothing else (an agent's page). */
export const ownerListingsOnly = (criteria: PropertyCriteria): criteria is PropertyCriteria & { userid: number } =>
  criteria.userid !== undefined &&
  Object.entries(criteria).every(([key, value]) => key === 'userid' || value === undefined || value === false);

/** How many public listings an owner has, as owner_listing_counts keeps it (migration 048). */
export async function readOwnerTotal(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ properties: number }>(
    'select properties from owner_listing_counts where user_id = $1',
    [userId],
    { prepare: true },
  );
  return row?.properties ?? 0;
}

/** How many listings match, counting no further than `upTo`; a count that reached `upTo` is remembered for a minute (rememberedCount). */
export async function readCountUpTo(
  db: Db,
  criteria: PropertyCriteria,
  reader: AuthUser | undefined,
  upTo: number,
  now: Date,
): Promise<number> {
  const params = new SqlParams();
  const sql = propertyCountSql(criteria, reader, params, now, upTo);
  const counted = await rememberedCount<{ total: number }>(db, sql, params.values, (row) => (row?.total ?? 0) >= upTo);
  return counted?.total ?? 0;
}

/** The ids of one page of matching listings, in order (see propertyIdsSql). */
export async function readPageIds(
  db: Queryable,
  criteria: PropertyCriteria,
  order: PropertyOrder,
  page: Page,
  reader: AuthUser | undefined,
  now: Date,
  options: { collect?: boolean; from?: MatchTable },
): Promise<number[]> {
  const params = new SqlParams();
  const found = options.collect && options.from === 'property_search';
  const where = propertyWhere(criteria, reader, params, now, found ? 'found' : 'filtered');
  const sql = propertyIdsSql(where, order, params, page, options);
  return (await db.query<TableRow<'properties', 'id'>>(sql, params.values)).map((row) => row.id);
}

/** The card rows of these listings (children included), in the order given. */
export async function readCards(db: Queryable, ids: number[], reader: AuthUser | undefined): Promise<PropertyRow[]> {
  if (ids.length === 0) return [];
  return db.query<PropertyRow>(propertyCardsSql(reader !== undefined), reader ? [ids, reader.id] : [ids], {
    prepare: true,
  });
}

/** The listing get_property names, if the reader may see it: what a similar search and the premium check start from. */
export async function readSearchTarget(db: Queryable, criteria: PropertyCriteria, reader: AuthUser | undefined) {
  const params = new SqlParams();
  const where = propertyWhere(criteria, reader, params, new Date());
  const [target] = await db.query<
    TableRow<'properties', 'id' | 'user_id' | 'category_id' | 'latitude' | 'longitude' | 'is_premium'>
  >(
    `select p.id, p.user_id, p.category_id, p.latitude, p.longitude, p.is_premium from properties p where ${where} limit 1`,
    params.values,
  );
  return target;
}
