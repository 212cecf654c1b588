import type { GeocodedPlace } from '@domus/shared/contract';
import type { Geocoder } from './types';

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

const requestTimeoutMs = 5000;

/** The town of an address, whatever Nominatim calls it there. */
const cityOf = (address: Record<string, string | undefined>) =>
  address.city ??
  address.town ??
  address.village ??
  address.municipality ??
  address.hamlet ??
  address.suburb ??
  address.county ??
  '';

function placeOf(found: NominatimPlace): GeocodedPlace | undefined {
  const latitude = Number(found.lat);
  const longitude = Number(found.lon);
  const address = found.address ?? {};
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return {
    city: cityOf(address),
    state: address.state ?? address.region ?? address.province ?? address.state_district ?? '',
    country: address.country ?? '',
    formatted_address: found.display_name ?? '',
    latitude,
    longitude,
  };
}

/**
 * A Nominatim-compatible service (GEOCODER_URL: nominatim.openstreetmap.org, a self-hosted
 * Nominatim, or anything answering its jsonv2 format). Any failure is an empty answer: the
 * form asks again rather than showing an error page.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace[]> {
    const found = await this.request<NominatimPlace & { error?: string }>('reverse', {
      lat: String(latitude),
      lon: String(longitude),
    });
    const place = found && !found.error ? placeOf(found) : undefined;
    return place ? [place] : [];
  }

  async search(text: string, limit: number): Promise<GeocodedPlace[]> {
    const found = await this.request<NominatimPlace[]>('search', { q: text, limit: String(limit) });
    return Array.isArray(found)
      ? found.map(placeOf).filter((place): place is GeocodedPlace => place !== undefined)
      : [];
  }

  private async request<T>(path: string, query: Record<string, string>): Promise<T | undefined> {
    const url = new URL(`${this.baseUrl}/${path}`);
    for (const [key, value] of Object.entries({ ...query, format: 'jsonv2', addressdetails: '1' })) {
      url.searchParams.set(key, value);
    }
    try {
      const response = await this.fetchFn(url, {
        headers: { accept: 'application/json', 'user-agent': this.userAgent },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      if (!response.ok) return undefined;
      return (await response.json()) as T;
    } catch {
      return undefined;
    }
  }
}
