/*
 * The demo pictures' file keys, named up front so data and pictures agree without drawing:
 * the seed's rows name them, images.ts draws them, picture-hashes.ts hashes them.
 */
import { sizedPictureKey } from '../../files/picture-variants';
import { seedCategories, seedFacilities, type ImageKind } from './sources/listing-reference-data';
import { seedCities } from './sources/cities';
import { slugify } from './random';
import * as scenes from './svg-scenes';

/** How many distinct pictures of each exterior kind; listings reuse them. */
const exteriorCounts: Record<ImageKind, number> = {
  house: 6,
  apartment: 6,
  villa: 5,
  penthouse: 4,
  plot: 4,
  office: 4,
  shop: 4,
  warehouse: 3,
};
const interiorCount = 10;
const panoramaCount = 2;
const projectImageCount = 6;
const planCount = 3;
/** Agents, the admin and members each get a portrait. */
const avatarCount = 32;

const numbered = (prefix: string, count: number, ext: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}.${ext}`);
/** Listing pictures carry their size in their name and get AVIF / WebP variants, as uploads do. */
const listingPictures = (prefix: string, count: number, ext: string) =>
  numbered(prefix, count, ext).map((key) => sizedPictureKey(key, { width: scenes.W, height: scenes.H }));

/** Every generated file key, named up front so data and pictures agree without generating. */
export const seedImages = {
  logo: 'seed/brand/logo.png',
  placeholder: 'seed/brand/placeholder.png',
  exteriors: Object.fromEntries(
    Object.entries(exteriorCounts).map(([kind, count]) => [
      kind,
      listingPictures(`seed/properties/${kind}`, count, 'jpg'),
    ]),
  ) as Record<ImageKind, string[]>,
  interiors: listingPictures('seed/interiors/room', interiorCount, 'jpg'),
  panoramas: numbered('seed/properties/panorama', panoramaCount, 'jpg'),
  cities: Object.fromEntries(seedCities.map((city) => [city.name, `seed/cities/${slugify(city.name)}.jpg`])),
  avatars: numbered('seed/avatars/person', avatarCount, 'jpg'),
  categories: Object.fromEntries(
    seedCategories.map((category) => [category.slug, `seed/categories/${category.slug}.png`]),
  ),
  facilities: Object.fromEntries(
    seedFacilities.map((facility) => [facility.slug, `seed/facilities/${facility.slug}.png`]),
  ),
  projects: listingPictures('seed/projects/project', projectImageCount, 'jpg'),
  plans: listingPictures('seed/projects/plan', planCount, 'png'),
  brochure: 'seed/documents/brochure.pdf',
  priceList: 'seed/documents/price-list.pdf',
};
