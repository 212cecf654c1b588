import {
  mapSearchPath,
  parsePolygon,
  postedSinceDays,
  propertySearchPath,
  type SavedSearchFilters,
} from '@domus/shared/contract';
import { sql, type RawBuilder } from 'kysely';

/** The filters as kept (`saved_searches.filters`): each set value as get_property's query text. */
export type StoredFilters = Record<string, string>;

/** The filters as the query string they came from, in a stable order. */
export function storedFiltersOf(filters: SavedSearchFilters): StoredFilters {
  const stored: StoredFilters = {};
  for (const [key, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined) continue;
    stored[key] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return stored;
}

/**
 * The columns the matching statement joins on. Text filters are kept lower case (get_property
 * compares them in any case); the search text becomes its tsquery in SQL, by the search box's
 * own function; the polygon as PostgreSQL's polygon of (longitude, latitude) points, as the map
 * tests a point against it.
 */
export function matchColumnsOf(filters: SavedSearchFilters, categoryId: number | undefined) {
  const polygon = filters.polygon ? parsePolygon(filters.polygon) : null;
  const lower = (text: string | undefined) => (text === undefined ? null : text.toLowerCase());
  return {
    category_id: categoryId ?? null,
    city_key: lower(filters.city),
    state_key: lower(filters.state),
    country_key: lower(filters.country),
    property_type: filters.property_type ?? null,
    min_price: filters.min_price ?? null,
    max_price: filters.max_price ?? null,
    posted_since_days: filters.posted_since ? postedSinceDays[filters.posted_since] : null,
    search_text: filters.search ?? null,
    search_query: (filters.search === undefined
      ? sql`null`
      : sql`listing_words_query(${filters.search})`) as RawBuilder<string | null>,
    owner_id: filters.userid ?? null,
    promoted: filters.promoted ?? false,
    min_lat: filters.min_lat ?? null,
    max_lat: filters.max_lat ?? null,
    min_lng: filters.min_lng ?? null,
    max_lng: filters.max_lng ?? null,
    area: (polygon
      ? sql`${`(${polygon.map((point) => `(${point.longitude},${point.latitude})`).join(',')})`}::polygon`
      : sql`null`) as RawBuilder<unknown>,
  };
}

const boxKeys = ['min_lat', 'max_lat', 'min_lng', 'max_lng'] as const;
const areaKeys = ['polygon', ...boxKeys];

/**
 * Where the site shows a search's results: `/properties` with its filters, or `/map` with them
 * and the drawn area when it has one (a box opens the map on it).
 */
export function resultsPathOf(stored: StoredFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(stored)) if (!areaKeys.includes(key)) params.set(key, value);
  const hasBox = boxKeys.every((key) => stored[key] !== undefined);
  if (!stored.polygon && !hasBox) return propertySearchPath(params);
  if (stored.polygon) params.set('polygon', stored.polygon);
  const points = stored.polygon
    ? (parsePolygon(stored.polygon) ?? [])
    : [
        { latitude: Number(stored.min_lat), longitude: Number(stored.min_lng) },
        { latitude: Number(stored.max_lat), longitude: Number(stored.max_lng) },
      ];
  const lats = points.map((point) => point.latitude);
  const lngs = points.map((point) => point.longitude);
  const span = Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lngs) - Math.min(...lngs), 1e-4);
  // The zoom at which the area's longer side fills a screen of about 1,000 pixels.
  const zoom = Math.min(18, Math.max(2, Math.floor(Math.log2((360 * 1000) / 256 / span))));
  params.set('lat', ((Math.min(...lats) + Math.max(...lats)) / 2).toFixed(5));
  params.set('lng', ((Math.min(...lngs) + Math.max(...lngs)) / 2).toFixed(5));
  params.set('zoom', String(zoom));
  return mapSearchPath(params);
}
