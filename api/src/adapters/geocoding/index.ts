import type { Config } from '../../config';
import { NominatimGeocoder } from './nominatim';
import { OfflineGeocoder } from './offline';
import type { Geocoder } from './types';

export type { Geocoder } from './types';

/** A Nominatim-compatible service when GEOCODER_URL is set, the offline city list otherwise. */
export function createGeocoder(config: Config): Geocoder {
  if (!config.geocoderUrl) return new OfflineGeocoder();
  const contact = ` (+${config.publicUrl})`;
  return new NominatimGeocoder(config.geocoderUrl, `Domus/0.1${contact}`);
}
