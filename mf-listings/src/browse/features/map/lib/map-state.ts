import { mapLimits, parsePolygon, type MapCluster } from '@domus/shared/contract';

import { filterKeys, setFiltersOf, type SearchFilters } from '../../property-search/lib/search-filters';

/*
 * The map page's state as it travels in the URL (`lat`, `lng`, `zoom`, the drawn area) and as
 * get-map-clusters wants it (the visible box, clamped, and the zoom). Pure, so it is tested
 * without Leaflet.
 */

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** The visible part of the map, as Leaflet's bounds give it (west/east may run past ±180). */
export interface BoundsLike {
  south: number;
  north: number;
  west: number;
  east: number;
}

export interface MapBox {
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
}

export type DrawnArea =
  | { kind: 'polygon'; points: [lat: number, lng: number][] }
  | { kind: 'circle'; lat: number; lng: number; radiusKm: number };

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;

/** A world view that shows every seeded city (the Americas, Europe and beyond). */
export const worldView: MapView = { lat: 30, lng: 0, zoom: 2 };

/** The URL keys the map owns beside the /properties filters. */
export const viewKeys = ['lat', 'lng', 'zoom'] as const;
export const areaKeys = ['polygon', 'center_lat', 'center_lng', 'radius_km'] as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => Number(value.toFixed(digits));
/** A longitude within -180..180 (a map panned round the world gives larger ones). */
const wrapLng = (lng: number) => (lng >= -180 && lng <= 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180);
const numberOf = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** The view of a link (`?lat=&lng=&zoom=`), or the fallback when any part is missing or out of range. */
export function viewFromSearchParams(params: URLSearchParams, fallback: MapView = worldView): MapView {
  const lat = numberOf(params.get('lat'));
  const lng = numberOf(params.get('lng'));
  const zoom = numberOf(params.get('zoom'));
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return fallback;
  return { lat, lng, zoom: clamp(Math.round(zoom ?? fallback.zoom), MIN_ZOOM, MAX_ZOOM) };
}

/** The same params with the view written in (5 decimals: about a metre). */
export function withView(params: URLSearchParams, view: MapView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('lat', String(round(view.lat, 5)));
  next.set('lng', String(round(wrapLng(view.lng), 5)));
  next.set('zoom', String(Math.round(view.zoom)));
  return next;
}

/** The same params with the /properties filters replaced (the view and the area stay). */
export function withFilters(params: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const key of filterKeys) {
    const value = filters[key].trim();
    if (value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The box get-map-clusters accepts: latitudes within ±90, longitudes within ±180 with no wrap. */
export function boxFromBounds(bounds: BoundsLike): MapBox {
  const south = clamp(Math.min(bounds.south, bounds.north), -90, 90);
  const north = clamp(Math.max(bounds.south, bounds.north), -90, 90);
  let west = Math.min(bounds.west, bounds.east);
  let east = Math.max(bounds.west, bounds.east);
  if (east - west >= 360) {
    west = -180;
    east = 180;
  } else if (Math.abs((west + east) / 2) > 180) {
    // A view panned round the world: shift it back so its middle lies within -180..180; the edges are clamped below.
    const shift = Math.round((west + east) / 2 / 360) * 360;
    west -= shift;
    east -= shift;
  }
  return {
    min_lat: round(south, 6),
    max_lat: round(north, 6),
    min_lng: round(clamp(west, -180, 180), 6),
    max_lng: round(clamp(east, -180, 180), 6),
  };
}

/** The drawn area of a link, or null when there is none (or it is malformed). A polygon wins over a circle. */
export function areaFromSearchParams(params: URLSearchParams): DrawnArea | null {
  const polygon = params.get('polygon');
  if (polygon) {
    const points = parsePolygon(polygon);
    if (points) return { kind: 'polygon', points: points.map(({ latitude, longitude }) => [latitude, longitude]) };
  }
  const lat = numberOf(params.get('center_lat'));
  const lng = numberOf(params.get('center_lng'));
  const radiusKm = numberOf(params.get('radius_km'));
  if (
    lat !== undefined &&
    lng !== undefined &&
    radiusKm !== undefined &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    radiusKm >= 0.01
  ) {
    return { kind: 'circle', lat, lng, radiusKm: Math.min(radiusKm, mapLimits.maxRadiusKm) };
  }
  return null;
}

/** A drawn area as query params: `polygon=lat,lng;...` or `center_lat`, `center_lng`, `radius_km`. */
export function areaParams(area: DrawnArea | null): Record<string, string> {
  if (!area) return {};
  if (area.kind === 'polygon') {
    return { polygon: area.points.map(([lat, lng]) => `${round(lat, 6)},${round(lng, 6)}`).join(';') };
  }
  return {
    center_lat: String(round(area.lat, 6)),
    center_lng: String(round(area.lng, 6)),
    radius_km: String(round(clamp(area.radiusKm, 0.01, mapLimits.maxRadiusKm), 3)),
  };
}

/** The same params with the drawn area replaced: only one area at a time (null clears it). */
export function withArea(params: URLSearchParams, area: DrawnArea | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of areaKeys) next.delete(key);
  for (const [key, value] of Object.entries(areaParams(area))) next.set(key, value);
  return next;
}

/** Points of a drawn polygon, fitted to what the API takes (at most 100, coordinates in range). */
export function polygonArea(points: { lat: number; lng: number }[]): DrawnArea | null {
  const step = Math.ceil(points.length / mapLimits.maxPolygonPoints);
  const kept = points.filter((_, index) => index % step === 0).slice(0, mapLimits.maxPolygonPoints);
  if (kept.length < 3) return null;
  return {
    kind: 'polygon',
    points: kept.map((point) => [round(clamp(point.lat, -90, 90), 6), round(wrapLng(point.lng), 6)]),
  };
}

/** A drawn circle (Leaflet radius in metres) as an area. */
export function circleArea(center: { lat: number; lng: number }, radiusMetres: number): DrawnArea {
  return {
    kind: 'circle',
    lat: round(clamp(center.lat, -90, 90), 6),
    lng: round(wrapLng(center.lng), 6),
    radiusKm: round(clamp(radiusMetres / 1000, 0.01, mapLimits.maxRadiusKm), 3),
  };
}

/** The get-map-clusters query: the box, the zoom, the filters that are set and the drawn area. */
export function mapClustersQueryOf(
  box: MapBox,
  zoom: number,
  filters: SearchFilters,
  area: DrawnArea | null,
): Record<string, string | number> {
  return { ...box, zoom: clamp(Math.round(zoom), 0, mapLimits.maxZoom), ...setFiltersOf(filters), ...areaParams(area) };
}

/**
 * The map's part of a saved search: the drawn polygon, else the box in view (what the member is
 * looking at; none before the map has reported one). save-search takes no circle: null then.
 */
export function savedSearchAreaOf(area: DrawnArea | null, box: MapBox | null): Record<string, string> | null {
  if (area?.kind === 'circle') return null;
  if (area) return areaParams(area);
  if (!box) return {};
  return Object.fromEntries(Object.entries(box).map(([key, value]) => [key, String(value)]));
}

/** Degrees of one server grid cell at a zoom (api map service: 64-px cells on 256-px tiles). */
const cellDegrees = (zoom: number) => (mapLimits.clusterCellPixels * 360) / (256 * 2 ** zoom);

/** A cluster's grid cell at the reply's zoom: its marker is kept while the cell stays on screen. */
export function clusterKey(cluster: MapCluster, zoom: number): string {
  const cell = cellDegrees(zoom);
  return `${zoom}:${Math.floor(cluster.longitude / cell)}:${Math.floor(cluster.latitude / cell)}`;
}

/** The diameter of a cluster's circle in pixels: grows with the count's magnitude. */
export function clusterSize(count: number): number {
  if (count < 10) return 32;
  if (count < 100) return 38;
  if (count < 1000) return 46;
  return 54;
}

/** Where a click on a cluster goes: its box, or (when the box is a point or we are at max zoom) two levels closer. */
export function clusterTarget(
  cluster: MapCluster,
  zoom: number,
  maxZoom: number,
): { bounds: [[number, number], [number, number]] } | { center: [number, number]; zoom: number } {
  const flat = cluster.min_lat === cluster.max_lat && cluster.min_lng === cluster.max_lng;
  if (flat || zoom >= maxZoom) {
    return { center: [cluster.latitude, cluster.longitude], zoom: Math.min(zoom + 2, maxZoom) };
  }
  return {
    bounds: [
      [cluster.min_lat, cluster.min_lng],
      [cluster.max_lat, cluster.max_lng],
    ],
  };
}
