import type { z } from 'zod';
import { mapLimits, type getMapClustersQuery } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../db/sql';
import type { AuthUser } from '../../http/auth';
import { propertyWhere } from '../properties/criteria';
import { type PropertyCriteria } from '../properties/property-criteria';

/*
 * The map's hot-path statements, kept as hand-written SQL for their plans (the map index of
 * migration 013, map_cells of 018): the grouped cells of a view. The pins' cards are read
 * with Kysely in service.ts.
 */

export type MapQuery = z.output<typeof getMapClustersQuery>;

/** Degrees of one grid cell at a zoom: the cell is clusterCellPixels wide on 256-px tiles. */
export const cellDegrees = (zoom: number) => (mapLimits.clusterCellPixels * 360) / (256 * 2 ** zoom);

/** A zoom from which listings at (almost) the same spot are shown one by one rather than as a cluster. */
const pinsFromZoom = 17;
const kmPerDegree = 111.32;

/** One drawn cell: a cluster, or the pins of its few listings (computed, not a table's columns). */
interface CellRow {
  count: number;
  latitude: number;
  longitude: number;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  ids: number[];
}

/** The drawn area's SQL: a polygon (PostgreSQL's point-in-polygon) or a circle in kilometres. */
function drawnArea(query: MapQuery, params: SqlParams): string[] {
  const where: string[] = [];
  if (query.polygon) {
    const path = query.polygon.map((point) => `(${point.longitude},${point.latitude})`).join(',');
    // The point from the two columns, not p.geo: the map's index holds them (no table read).
    where.push(`point(p.longitude, p.latitude) <@ ${params.add(`(${path})`)}::polygon`);
  }
  if (query.center_lat !== undefined && query.center_lng !== undefined && query.radius_km !== undefined) {
    const [lat, lng, km] = [query.center_lat, query.center_lng, query.radius_km];
    const dLat = km / kmPerDegree;
    const dLng = km / (kmPerDegree * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    // The box around the circle uses the map's index; the great-circle distance decides.
    where.push(
      `p.latitude between ${params.add(lat - dLat)} and ${params.add(lat + dLat)}`,
      `p.longitude between ${params.add(lng - dLng)} and ${params.add(lng + dLng)}`,
    );
    const [latParam, lngParam] = [params.add(lat), params.add(lng)];
    where.push(
      `6371 * 2 * asin(sqrt(power(sin(radians(p.latitude - ${latParam}) / 2), 2)
        + cos(radians(${latParam})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lngParam}) / 2), 2)))
        <= ${params.add(km)}`,
    );
  }
  return where;
}

type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * The grouped query on map_cells (migration 018): the kept cells of `kept` level meeting the
 * box, summed into the view's cells. A cluster at the box's edge may count listings up to one
 * kept cell (a quarter of a drawn cell's width or less) outside the box.
 */
function keptCellsSql(kept: number, level: number, box: Box, criteria: PropertyCriteria, params: SqlParams) {
  const size = cellDegrees(kept);
  const shift = params.add(kept - level);
  const where = [
    `m.level = ${params.add(kept)}`,
    `m.cell_y between ${params.add(Math.floor(box.minLat / size))} and ${params.add(Math.floor(box.maxLat / size))}`,
    `m.cell_x between ${params.add(Math.floor(box.minLng / size))} and ${params.add(Math.floor(box.maxLng / size))}`,
  ];
  const filtered = [criteria.category_id, criteria.category_slug_id, criteria.property_type].some(
    (value) => value !== undefined,
  );
  // The rows for every category and type (0, ''), or those split by them.
  where.push(filtered ? `m.property_type <> ''` : `m.category_id = 0 and m.property_type = ''`);
  if (criteria.category_id !== undefined) where.push(`m.category_id = ${params.add(criteria.category_id)}`);
  if (criteria.category_slug_id !== undefined) {
    where.push(
      `m.category_id = (select c.id from categories c where c.slug_id = ${params.add(criteria.category_slug_id)})`,
    );
  }
  if (criteria.property_type !== undefined) where.push(`m.property_type = ${params.add(criteria.property_type)}`);
  return `select sum(m.listings)::int as count, sum(m.latitude_sum) / sum(m.listings) as latitude,
                 sum(m.longitude_sum) / sum(m.listings) as longitude,
                 min(m.min_lat) as min_lat, max(m.max_lat) as max_lat, min(m.min_lng) as min_lng, max(m.max_lng) as max_lng,
                 array[min(m.first_id)] as ids
            from map_cells m
           where ${where.join(' and ')}
           group by m.cell_y >> ${shift}::int, m.cell_x >> ${shift}::int`;
}

/** The grouped query on the listings themselves: exact to the box, any filter, a drawn area. */
function listingsSql(
  query: MapQuery,
  level: number,
  box: Box,
  criteria: PropertyCriteria,
  reader: AuthUser | undefined,
  params: SqlParams,
  now: Date,
) {
  const where = [propertyWhere({ ...criteria, box }, reader, params, now), ...drawnArea(query, params)];
  const cell = `${params.add(cellDegrees(level))}::float8`;
  // A cell's first listing (its pin when alone); from pinsFromZoom, up to 20 at one spot.
  const ids =
    query.zoom >= pinsFromZoom ? `(array_agg(p.id order by p.id))[1:${params.add(20)}::int]` : 'array[min(p.id)]';
  return `select count(*)::int as count, avg(p.latitude) as latitude, avg(p.longitude) as longitude,
                 min(p.latitude) as min_lat, max(p.latitude) as max_lat, min(p.longitude) as min_lng, max(p.longitude) as max_lng,
                 ${ids} as ids
            from properties p
           where ${where.join(' and ')}
           group by floor(p.longitude / ${cell}), floor(p.latitude / ${cell})`;
}

/** The view's cells from map_cells: a wide view with at most the category and type filters. */
export function readKeptCells(db: Queryable, kept: number, level: number, box: Box, criteria: PropertyCriteria) {
  const params = new SqlParams();
  return db.query<CellRow>(keptCellsSql(kept, level, box, criteria, params), params.values);
}

/** The view's cells from the listings themselves. */
export function readListingCells(
  db: Queryable,
  query: MapQuery,
  level: number,
  box: Box,
  criteria: PropertyCriteria,
  reader: AuthUser | undefined,
  now: Date,
) {
  const params = new SqlParams();
  return db.query<CellRow>(listingsSql(query, level, box, criteria, reader, params, now), params.values);
}
