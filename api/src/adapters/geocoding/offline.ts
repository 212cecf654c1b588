import type { GeocodedPlace } from '@domus/shared/contract';
import { worldCities, type WorldCity } from '@domus/shared/geo';
import type { Geocoder } from './types';

/** Beyond this, the nearest known city says nothing about where a point is (open sea, wilderness). */
const nearestWithinKm = 400;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const placeOf = (city: WorldCity, at?: { latitude: number; longitude: number }): GeocodedPlace => ({
  city: city.name,
  state: city.state,
  country: city.country,
  formatted_address: [city.name, city.state, city.country].filter(Boolean).join(', '),
  latitude: at?.latitude ?? city.latitude,
  longitude: at?.longitude ?? city.longitude,
});

/**
 * The default geocoder: works offline from a bundled list of cities. A point is placed in
 * the nearest city (its own coordinates are kept, so the pin stays where it was dropped);
 * a search matches city names (then state and country words) from their beginning.
 */
export class OfflineGeocoder implements Geocoder {
  constructor(private readonly cities: readonly WorldCity[] = worldCities) {}

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace[]> {
    let nearest: WorldCity | undefined;
    let best = Infinity;
    for (const city of this.cities) {
      const distance = distanceKm({ latitude, longitude }, city);
      if (distance < best) {
        best = distance;
        nearest = city;
      }
    }
    return nearest && best <= nearestWithinKm ? [placeOf(nearest, { latitude, longitude })] : [];
  }

  async search(text: string, limit: number): Promise<GeocodedPlace[]> {
    const words = fold(text).split(' ').filter(Boolean);
    if (words.length === 0) return [];
    const scored: { city: WorldCity; score: number }[] = [];
    for (const city of this.cities) {
      const name = fold(city.name);
      const where = fold(`${city.name} ${city.state} ${city.country}`).split(' ');
      // Every word must begin a word of the city, state or country; the name itself ranks first.
      if (!words.every((word) => where.some((part) => part.startsWith(word)))) continue;
      const query = words.join(' ');
      const score = name === query ? 0 : name.startsWith(query) ? 1 : 2;
      scored.push({ city, score });
    }
    return scored
      .sort((a, b) => a.score - b.score || a.city.name.localeCompare(b.city.name))
      .slice(0, limit)
      .map(({ city }) => placeOf(city));
  }
}
