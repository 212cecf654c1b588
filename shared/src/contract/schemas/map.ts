import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { fileUrl, queryDecimal, queryText, queryWholeNumber } from './common';
import { boundingBoxFields, listingFilterFields, propertyTypes } from './properties';
import { mapMessages } from '../rules/map';

/*
 * The map view (docs/SPEC.md §2 "map view"): approved listings inside the visible box,
 * clustered on the server so the browser holds a few hundred markers whatever the number of
 * listings. The same filters as /properties; an area drawn on the map (a polygon or a
 * circle) narrows it further.
 */

export const mapLimits = {
  /** The grid cell of a cluster, in screen pixels (Leaflet's 256-px tiles). */
  clusterCellPixels: 64,
  maxZoom: 22,
  /** Listings at one spot are never split into more pins than this. */
  maxPins: 500,
  maxPolygonPoints: 100,
  maxRadiusKm: 500,
} as const;

export { mapMessages } from '../rules/map';

/** "lat,lng;lat,lng;..." -> its 3 to maxPolygonPoints points, or null when it is not such a polygon. */
export function parsePolygon(text: string): { latitude: number; longitude: number }[] | null {
  const points = text.split(';').map((pair) => pair.split(',').map((part) => Number(part.trim())));
  const valid =
    points.length >= 3 &&
    points.length <= mapLimits.maxPolygonPoints &&
    points.every(
      (point) =>
        point.length === 2 && point.every(Number.isFinite) && Math.abs(point[0]!) <= 90 && Math.abs(point[1]!) <= 180,
    );
  return valid ? points.map(([latitude, longitude]) => ({ latitude: latitude!, longitude: longitude! })) : null;
}

/** The polygon parameter as points, or undefined when absent; a bad value fails with its message. */
const polygonField = queryText('polygon', 4000).transform((value, ctx) => {
  if (value === undefined) return undefined;
  const points = parsePolygon(value);
  if (!points) {
    ctx.addIssue({ code: 'custom', message: mapMessages.polygonInvalid });
    return z.NEVER;
  }
  return points;
});

/** get-map-clusters (GET, optional): the visible box and zoom, /properties' filters, a drawn area. */
export const getMapClustersQuery = z
  .object({
    ...listingFilterFields,
    ...boundingBoxFields,
    zoom: queryWholeNumber('zoom', 0, mapLimits.maxZoom).transform((value) => value ?? 0),
    polygon: polygonField,
    center_lat: queryDecimal('center_lat', -90, 90),
    center_lng: queryDecimal('center_lng', -180, 180),
    radius_km: queryDecimal('radius_km', 0.01, mapLimits.maxRadiusKm),
  })
  .superRefine((query, ctx) => {
    const edges = [query.min_lat, query.max_lat, query.min_lng, query.max_lng];
    if (edges.some((edge) => edge === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['min_lat'], message: mapMessages.boxRequired });
    } else if (query.min_lat! > query.max_lat! || query.min_lng! > query.max_lng!) {
      // The map client keeps its box within -180..180 (no wrap across the date line).
      ctx.addIssue({
        code: 'custom',
        path: ['min_lat'],
        message: 'min_lat must not exceed max_lat, nor min_lng max_lng',
      });
    }
    const circle = [query.center_lat, query.center_lng, query.radius_km].filter((part) => part !== undefined).length;
    if (circle !== 0 && circle !== 3) {
      ctx.addIssue({ code: 'custom', path: ['center_lat'], message: mapMessages.circleIncomplete });
    }
    if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
      ctx.addIssue({ code: 'custom', path: ['min_price'], message: 'min_price must not be more than max_price' });
    }
  });
export type GetMapClustersQuery = z.input<typeof getMapClustersQuery>;

/** Several listings close together at this zoom: clicking zooms to their box. */
export const mapClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  min_lat: z.number(),
  max_lat: z.number(),
  min_lng: z.number(),
  max_lng: z.number(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** One listing on the map, with what its small card shows. */
export const mapPinSchema = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  price: z.number(),
  property_type: z.enum(propertyTypes),
  rentduration: z.string(),
  city: z.string(),
  title_image: fileUrl,
  latitude: z.number(),
  longitude: z.number(),
});
export type MapPin = z.infer<typeof mapPinSchema>;

export const getMapClustersReply = successEnvelope(
  z.object({ clusters: z.array(mapClusterSchema), properties: z.array(mapPinSchema) }),
).extend({
  /** Every listing matched inside the box (clusters and pins together). */
  total: z.number().int().min(0),
});
