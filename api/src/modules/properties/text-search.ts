import type { Db } from '../../db/db';
import type { TableRow } from '../../db/kysely';
import { SqlParams } from '../../db/sql';
import type { AuthUser } from '../../http/auth';
import { collectedRowCost, estimateTotalsFrom, sampleOneIn } from './constants';
import { propertyOrderBy, propertyWhere, sampleCountSql } from './criteria';
import type { PropertyCriteria, PropertyOrder } from './property-criteria';
import { countedByFacets, facetCountSql } from './listing-counts';
import { rememberedCount } from './remembered-counts';
import { propertyIdsSql } from './rows';

interface Sample {
  /** Sampled listings matching the whole search. */
  matches: number;
  /** Sampled listings with its words, type, category and city, whatever their price. */
  candidates: number;
  /** Listings with its category, type, city and price filters (all public listings without them). */
  filtered: number;
}

/**
 * One page of a text search on property_search (matchTable in criteria.ts), and its total.
 *
 * The sample (one public listing in sampleOneIn, migration 020) tells about how many listings
 * match and how many have the words, type, category and city (what collecting reads), and with
 * the filters' own total from listing_counts, how many rows a walk to the page would read.
 * Many matches (estimateTotalsFrom or more), when walking reads less, are walked to in order
 * (the newest-first or price indexes of property_search), and their total is the sample's
 * estimate, rounded to two figures, remembered for a minute like a capped count. Otherwise
 * the matches are collected through the keys index and counted exactly in the same pass.
 * Counting many matches read every listing with the words (50,000 rows for "old town" at a
 * million listings) to find the few thousand with the other filters too.
 */
export async function textSearchPage(
  db: Db,
  criteria: PropertyCriteria,
  order: PropertyOrder,
  page: { limit: number; offset: number },
  reader: AuthUser | undefined,
  now: Date,
): Promise<{ total: number; estimated: boolean; ids: number[] }> {
  const params = new SqlParams();
  const { search: _text, ...filters } = criteria;
  const sample = await rememberedCount<Sample>(
    db,
    `select sample.matches, sample.candidates, (${facetCountSql(countedByFacets(filters) ? filters : {}, params)}) as filtered
       from (${sampleCountSql(criteria, reader, params, now)}) sample`,
    params.values,
    (row) => (row?.matches ?? 0) * sampleOneIn >= estimateTotalsFrom,
  );
  const estimate = (sample?.matches ?? 0) * sampleOneIn;
  const collected = (sample?.candidates ?? 0) * sampleOneIn;
  const walked = ((page.offset + page.limit) * (sample?.filtered ?? 0)) / Math.max(estimate, 1);
  // A collected row is a read anywhere in the table. A walked one is the next row in posting
  // order along the newest-first or type index, but one of a city's, a row in thirty-odd:
  // as far from the last as a collected one.
  const walkedRowCost = criteria.city === undefined ? 1 : collectedRowCost;
  if (estimate >= estimateTotalsFrom && walked * walkedRowCost < collected * collectedRowCost) {
    const walk = new SqlParams();
    const where = propertyWhere(criteria, reader, walk, now, 'filtered');
    const sql = propertyIdsSql(where, order, walk, page, { from: 'property_search' });
    const rows = await db.query<TableRow<'property_search', 'id'>>(sql, walk.values);
    return { total: Number(estimate.toPrecision(2)), estimated: true, ids: rows.map((row) => row.id) };
  }
  const collect = new SqlParams();
  const where = propertyWhere(criteria, reader, collect, now, 'found');
  const [found] = await db.query<{ total: number; ids: number[] }>(
    `with matches as materialized (select p.id, p.created_at, p.price, p.city from property_search p where ${where})
     select (select count(*) from matches)::int as total,
            array(select p.id from matches p order by ${propertyOrderBy(order, collect)}
                   limit ${collect.add(page.limit)} offset ${collect.add(page.offset)}) as ids`,
    collect.values,
    { prepare: true },
  );
  return { total: found?.total ?? 0, estimated: false, ids: found?.ids ?? [] };
}
