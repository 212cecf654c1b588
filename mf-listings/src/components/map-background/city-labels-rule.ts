import type { WorldCity } from '@domus/shared/geo';

export interface LabelView {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

/** More labels than this crowd a phone's map. */
const maxLabels = 40;

/**
 * The cities named on the bundled world map in a view: those inside it, a country's first
 * (largest) one when the whole world shows, two of each at a continent's scale, every one
 * closer in; at most maxLabels, larger cities first. The list holds each country's cities
 * largest first.
 */
export function citiesToLabel(cities: readonly WorldCity[], view: LabelView): WorldCity[] {
  const perCountry = view.zoom <= 3 ? 1 : view.zoom <= 5 ? 2 : Infinity;
  const rank = new Map<string, number>();
  const ranked: { city: WorldCity; rank: number }[] = [];
  for (const city of cities) {
    const place = rank.get(city.country) ?? 0;
    rank.set(city.country, place + 1);
    if (place >= perCountry) continue;
    const inside =
      city.latitude >= view.south &&
      city.latitude <= view.north &&
      city.longitude >= view.west &&
      city.longitude <= view.east;
    if (inside) ranked.push({ city, rank: place });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, maxLabels)
    .map(({ city }) => city);
}

/** About the box a label takes on screen, in pixels: room for a city's name. */
const labelBox = { width: 80, height: 18 };

/**
 * The labels that fit without covering one another, larger cities first (the order given):
 * a label is left out when its box overlaps one already placed. `at`: the label's centre on screen.
 */
export function withoutOverlaps<T>(labels: readonly T[], at: (label: T) => { x: number; y: number }): T[] {
  const placed: { x: number; y: number }[] = [];
  return labels.filter((label) => {
    const point = at(label);
    const overlaps = placed.some(
      (other) => Math.abs(other.x - point.x) < labelBox.width && Math.abs(other.y - point.y) < labelBox.height,
    );
    if (!overlaps) placed.push(point);
    return !overlaps;
  });
}
