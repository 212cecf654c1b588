import type { z } from 'zod';
import { mapLimits, type getMapClustersQuery, type MapCluster, type MapPin } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { TableRow } from '../../db/kysely';
import { SqlParams } from '../../db/sql';
import type { AuthUser } from '../../http/auth';
import { propertyWhere } from '../properties/criteria';
import type { PropertyCriteria } from '../properties/property-criteria';
import { mapPinTeaser, premiumOpener } from '../properties/premium';
import type { Narrowed } from '../properties/rows';
import { criteriaFrom } from '../properties/service';

type MapQuery = z.output<typeof getMapClustersQuery>;

/** Degrees of one grid cell at a zoom: the cell is clusterCellPixels wide on 256-px tiles. */
export const cellDegrees = (zoom: number) => (mapLimits.clusterCellPixels * 360) / (256 * 2 ** zoom);

/**
 * The grid level of a view: its zoom, or a coarser level when the box is far larger than the
 * zoom's screen (at most about maxCells cells). Cells are 90 / 2^level degrees, so a level's
 * cells split those of the level above exactly (as map_cells' levels, migration 018).
 */
const maxCells = 1000;
const gridLevel = (zoom: number, box: { minLat: number; maxLat: number; minLng: number; maxLng: number }) => {
  const area = Math.max(box.maxLat - box.minLat, 1e-9) * Math.max(box.maxLng - box.minLng, 1e-9);
  return Math.max(0, Math.min(zoom, Math.floor(Math.log2(cellDegrees(0) / Math.sqrt(area / maxCells)))));
};

/** map_cells' levels (migration 018), finest last. */
const keptLevels = [6, 8, 10, 12, 14] as const;

/**
 * The kept level a view's clusters are summed from: at least two levels finer than its grid
 * (16 or more kept cells to a drawn cell), or none, when the view is fine enough to group its
 * listings directly (a city view or closer: a few tens of thousands of rows at most).
 */
const keptLevelFor = (level: number) => keptLevels.find((kept) => kept >= level + 2);

/** Filters that map_cells is split by; any other keeps the query on the listings. */
const cellFilters: ReadonlySet<string> = new Set(['category_id', 'category_slug_id', 'property_type']);

/** A zoom from which listings at (almost) the same spot are shown one by one rather than as a cluster. */
const pinsFromZoom = 17;
const kmPerDegree = 111.32;

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

type PinRow = Narrowed<
  TableRow<
    'properties',
    | 'id'
    | 'slug_id'
    | 'title'
    | 'price'
    | 'property_type'
    | 'rentduration'
    | 'city'
    | 'title_image'
    | 'latitude'
    | 'longitude'
    | 'user_id'
    | 'is_premium'
  >,
  Pick<MapPin, 'property_type'>
>;

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

/**
 * Listings in the visible box, grouped into grid cells of the zoom: a cell of one listing
 * (or, from zoom 17, a few at one spot) becomes pins, any other a cluster with its count and
 * box. One grouped query (on map_cells for a wide view with at most the category and type
 * filters, else on the listings), then one for the pins' cards.
 */
export async function mapClusters(
  deps: AppDeps,
  query: MapQuery,
  reader: AuthUser | undefined,
  now = new Date(),
): Promise<{ clusters: MapCluster[]; properties: MapPin[]; total: number }> {
  const params = new SqlParams();
  const box = { minLat: query.min_lat!, maxLat: query.max_lat!, minLng: query.min_lng!, maxLng: query.max_lng! };
  const criteria = criteriaFrom(query);
  const level = gridLevel(query.zoom, box);
  const kept = keptLevelFor(level);
  const onKeptCells =
    kept !== undefined &&
    !query.polygon &&
    query.radius_km === undefined &&
    Object.entries(criteria).every(([key, value]) => value === undefined || cellFilters.has(key));
  const cells = await deps.db.query<CellRow>(
    onKeptCells
      ? keptCellsSql(kept, level, box, criteria, params)
      : listingsSql(query, level, box, criteria, reader, params, now),
    params.values,
  );
  const pinCells = cells.filter((row) => row.count <= row.ids.length);
  const clusters = cells.filter((row) => row.count > row.ids.length);
  const pinIds = pinCells.flatMap((row) => row.ids).slice(0, mapLimits.maxPins);
  const pins = pinIds.length
    ? await deps.db.query<PinRow>(
        `select p.id, p.slug_id, p.title, p.price, p.property_type, p.rentduration, p.city, p.title_image,
                p.latitude, p.longitude, p.user_id, p.is_premium
           from properties p where p.id = any($1::int[]) order by p.id`,
        [pinIds],
      )
    : [];
  const opensWhole = await premiumOpener(deps, reader, pins);
  return {
    clusters: clusters.map((row) => ({
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      count: row.count,
      min_lat: Number(row.min_lat),
      max_lat: Number(row.max_lat),
      min_lng: Number(row.min_lng),
      max_lng: Number(row.max_lng),
    })),
    properties: pins.map((pin) => {
      const shown: MapPin = {
        id: pin.id,
        slug_id: pin.slug_id,
        title: pin.title,
        price: pin.price,
        property_type: pin.property_type,
        rentduration: pin.rentduration ?? '',
        city: pin.city,
        title_image: deps.files.thumbUrl(pin.title_image),
        latitude: pin.latitude,
        longitude: pin.longitude,
      };
      return opensWhole(pin) ? shown : mapPinTeaser(shown);
    }),
    total: cells.reduce((sum, row) => sum + row.count, 0),
  };
}
