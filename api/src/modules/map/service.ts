import { mapLimits, type MapCluster, type MapPin } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Services } from '../services';
import { boundArray, kyselyOf } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import { mapPinTeaser, premiumOpener } from '../properties/premium';
import { criteriaFrom } from '../properties/service';
import { cellDegrees, readKeptCells, readListingCells, type MapQuery } from './queries';

export { cellDegrees };

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

/**
 * Listings in the visible box, grouped into grid cells of the zoom: a cell of one listing
 * (or, from zoom 17, a few at one spot) becomes pins, any other a cluster with its count and
 * box. One grouped query (on map_cells for a wide view with at most the category and type
 * filters, else on the listings), then one for the pins' cards.
 */
export async function mapClusters(
  deps: AppDeps,
  { packages }: Pick<Services, 'packages'>,
  query: MapQuery,
  reader: AuthUser | undefined,
  now = new Date(),
): Promise<{ clusters: MapCluster[]; properties: MapPin[]; total: number }> {
  const box = { minLat: query.min_lat!, maxLat: query.max_lat!, minLng: query.min_lng!, maxLng: query.max_lng! };
  const criteria = criteriaFrom(query);
  const level = gridLevel(query.zoom, box);
  const kept = keptLevelFor(level);
  const onKeptCells =
    kept !== undefined &&
    !query.polygon &&
    query.radius_km === undefined &&
    Object.entries(criteria).every(([key, value]) => value === undefined || cellFilters.has(key));
  const cells = onKeptCells
    ? await readKeptCells(deps.db, kept, level, box, criteria)
    : await readListingCells(deps.db, query, level, box, criteria, reader, now);
  const pinCells = cells.filter((row) => row.count <= row.ids.length);
  const clusters = cells.filter((row) => row.count > row.ids.length);
  const pinIds = pinCells.flatMap((row) => row.ids).slice(0, mapLimits.maxPins);
  const pins = pinIds.length
    ? await kyselyOf(deps.db)
        .selectFrom('properties as p')
        .select([
          'p.id',
          'p.slug_id',
          'p.title',
          'p.price',
          'p.property_type',
          'p.rentduration',
          'p.city',
          'p.title_image',
          'p.latitude',
          'p.longitude',
          'p.user_id',
          'p.is_premium',
        ])
        .$narrowType<Pick<MapPin, 'property_type'>>()
        .where((eb) => eb('p.id', '=', eb.fn.any(boundArray(pinIds, 'int'))))
        .orderBy('p.id')
        .execute()
    : [];
  const opensWhole = await premiumOpener(packages, reader, pins);
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
