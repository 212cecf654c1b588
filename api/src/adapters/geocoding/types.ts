import type { GeocodedPlace } from '@domus/shared/contract';

/** Turns coordinates into a place (reverse) and text into places (search); [] when nothing is found. */
export interface Geocoder {
  reverse(latitude: number, longitude: number): Promise<GeocodedPlace[]>;
  search(text: string, limit: number): Promise<GeocodedPlace[]>;
}
