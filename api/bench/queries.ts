/**
 * The filtered, paginated listing requests the bench sends: a fixed, deterministic list
 * (seeded stream), so every run and every database gets the same requests in the same order.
 * Values come from the demo data itself (its cities, categories, words, price levels), so
 * most requests match listings and the count behind `total` has real work to do.
 */
import { calls } from '@domus/shared/contract';
import { seedCategories } from '../src/db/seed/sources/listing-reference-data';
import { seedCities } from '../src/db/seed/sources/cities';
import { Random } from '../src/db/seed/random';

export const getPropertyPath = `/api/${calls.getProperty.path}`;
const getPropertyListPath = `/api/${calls.getPropertyList.path}`;

/** Search box terms: city names, neighbourhoods, street names, category nouns (title and address text). */
const searchTerms = [
  'london',
  'paris',
  'new york',
  'riverside',
  'old town',
  'garden',
  'harbour',
  'oak',
  'maple street',
  'villa',
  'penthouse',
  'office',
  'warehouse',
  'station quarter',
  'dubai',
  'lisbon',
];

/** Sale price bands (USD) and monthly-ish rent bands. */
const saleBands: readonly (readonly [number | undefined, number | undefined])[] = [
  [100_000, 400_000],
  [250_000, 900_000],
  [500_000, 2_000_000],
  [undefined, 300_000],
  [1_000_000, undefined],
];
const rentBands: readonly (readonly [number | undefined, number | undefined])[] = [
  [500, 2500],
  [1000, 5000],
  [undefined, 1500],
  [3000, undefined],
];

/** Mostly first pages, some next ones, and deep pages now and then (a page of 10 past the 100th). */
const offsets = [0, 0, 0, 0, 0, 10, 10, 20, 30, 50, 100, 1000];

type Query = Record<string, string | number | undefined>;

/** A map view around a city: about a tenth of a degree each way (a district) or half a degree (the city). */
function boxAround(r: Random): Query {
  const city = r.pick(seedCities);
  const half = r.pick([0.05, 0.1, 0.5]);
  return {
    min_lat: (city.latitude - half).toFixed(4),
    max_lat: (city.latitude + half).toFixed(4),
    min_lng: (city.longitude - half).toFixed(4),
    max_lng: (city.longitude + half).toFixed(4),
  };
}

/** One request of each shape, cycling through the shapes: single filters and combinations (get_property), map views and price orders (get-property-list). */
const shapes: ((random: Random) => Query)[] = [
  (r) => ({ city: r.pick(seedCities).name }),
  (r) => ({ city: r.pick(seedCities).name, property_type: 'rent' }),
  (r) => {
    const [min, max] = r.pick(saleBands);
    return { category_id: r.int(1, seedCategories.length), property_type: 'sell', min_price: min, max_price: max };
  },
  (r) => ({ search: r.pick(searchTerms) }),
  (r) => ({ search: r.pick(searchTerms), property_type: 'sell', max_price: r.pick([500_000, 1_000_000, 2_000_000]) }),
  (r) => {
    const [min, max] = r.pick(rentBands);
    return { property_type: 'rent', min_price: min, max_price: max };
  },
  (r) => ({ city: r.pick(seedCities).name, category_id: r.int(1, seedCategories.length), min_price: 200_000 }),
  (r) => ({ category_id: r.int(1, seedCategories.length), property_type: r.pick(['sell', 'rent', 'sold']) }),
  (r) => ({ city: r.pick(seedCities).name.toUpperCase(), search: r.pick(['garden', 'park', 'street', 'road']) }),
  (r) => ({ [listCall]: 1, ...boxAround(r), sort: r.pick(['newest', 'price_asc']) }),
  (r) => ({ [listCall]: 1, property_type: r.pick(['sell', 'rent']), sort: r.pick(['price_asc', 'price_desc']) }),
  (r) => ({
    [listCall]: 1,
    category_id: r.int(1, seedCategories.length),
    city: r.pick(seedCities).name,
    sort: 'price_asc',
  }),
];

/** Marks a shape that goes to get-property-list (map box, sort) instead of get_property. */
const listCall = '__list';

/** `count` request paths (get_property and get-property-list with query strings), the same on every call. */
export function benchQueries(count = 360): string[] {
  const random = new Random('bench-get-property');
  return Array.from({ length: count }, (_, index) => {
    const { [listCall]: list, ...query } = shapes[index % shapes.length]!(random);
    const offset = random.pick(offsets);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, offset: offset || undefined, limit: 10 })) {
      if (value !== undefined) search.set(key, String(value));
    }
    return `${list ? getPropertyListPath : getPropertyPath}?${search.toString()}`;
  });
}
