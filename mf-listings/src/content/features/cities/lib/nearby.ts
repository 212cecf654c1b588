export interface Position {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth, in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Anything that may know where it is. */
export interface MaybePlaced {
  latitude?: number | null;
  longitude?: number | null;
}

const hasPosition = <Place extends MaybePlaced>(place: Place): place is Place & Position =>
  typeof place.latitude === 'number' &&
  typeof place.longitude === 'number' &&
  Number.isFinite(place.latitude) &&
  Number.isFinite(place.longitude);

/** The great-circle (haversine) distance between two places, in kilometres. */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The places that have coordinates, nearest to `position` first, each with its distance. */
export function byDistanceFrom<Place extends MaybePlaced>(
  places: readonly Place[],
  position: Position,
): { place: Place; distanceKm: number }[] {
  return places
    .filter(hasPosition)
    .map((place) => ({ place, distanceKm: distanceKm(position, place) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
