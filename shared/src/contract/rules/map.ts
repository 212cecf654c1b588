/* The map call's texts without zod, for the bundles that show them without the contract's schemas. */

export const mapMessages = {
  boxRequired: 'min_lat, max_lat, min_lng and max_lng are required (the visible part of the map).',
  polygonInvalid: 'polygon must be 3 to 100 points "lat,lng" separated by ";".',
  circleIncomplete: 'center_lat, center_lng and radius_km must be given together.',
} as const;
