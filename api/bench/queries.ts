/**
 * The filtered, paginated get_property requests the bench sends: a fixed, deterministic list
 * (seeded stream), so every run and every database gets the same requests in the same order.
 * Values come from the demo data itself (its cities, categories, words, price levels), so
 * most requests match listings and the count behind `total` has real work to do.
 */
import { calls } from '@domus/shared/contract';
import { seedCategories } from '../src/db/seed/sources/catalogue';
import { seedCities } from '../src/db/seed/sources/cities';
import { Random } from '../src/db/seed/random';

export const getPropertyPath = `/api/${calls.getProperty.path}`;

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

const offsets = [0, 0, 0, 0, 10, 10, 20, 30, 50, 100];

type Query = Record<string, string | number | undefined>;

/** One request of each shape, cycling through the shapes: single filters and combinations. */
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
];

/** `count` request paths (get_property with query strings), the same on every call. */
export function benchQueries(count = 360): string[] {
  const random = new Random('bench-get-property');
  return Array.from({ length: count }, (_, index) => {
    const query = shapes[index % shapes.length]!(random);
    const offset = random.pick(offsets);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, offset: offset || undefined, limit: 10 })) {
      if (value !== undefined) search.set(key, String(value));
    }
    return `${getPropertyPath}?${search.toString()}`;
  });
}
