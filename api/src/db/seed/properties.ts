import type { PropertyType } from '@domus/shared/contract';
import type { Queryable } from '../db';
import type { ListingReferenceIds } from './reference-data';
import { copyRows, type CopyValue } from './copy-rows';
import { buildIndexesInTransaction, dropIndexes, type DroppedIndexes } from './deferred-indexes';
import { seedCategories, type SeedCategory } from './sources/listing-reference-data';
import { seedCities, type SeedCity } from './sources/cities';
import * as words from './sources/words';
import { seedImages } from './image-keys';
import { plantedChanges, plantedCopyKey, plantedOriginalKey, plantedRoleOf } from './duplicates';
import { seedPictureHashes } from './picture-hashes';
import type { PeopleIds } from './people';
import { type Random, slugify, streamFor } from './random';

const DAY = 24 * 3600 * 1000;
const BATCH = 10_000;

const categoryWeights: readonly (readonly [SeedCategory, number])[] = seedCategories.map((category) => [
  category,
  { apartment: 30, house: 25, villa: 10, penthouse: 5, plot: 8, office: 8, shop: 8, warehouse: 6 }[category.slug] ?? 5,
]);

/** Listing status by position, so every dataset size has a few hidden listings. */
export const listingStateOf = (index: number) => ({
  status: index % 59 === 58 ? 0 : 1,
  request_status: index % 41 === 40 ? 'pending' : index % 67 === 66 ? 'rejected' : 'approved',
});
export const isPublicIndex = (index: number) => {
  const state = listingStateOf(index);
  return state.status === 1 && state.request_status === 'approved';
};
/** Which public listings are featured, by position: slider ads and list ads. */
export const adTypeOf = (index: number): 'slider' | 'list' | undefined =>
  !isPublicIndex(index) ? undefined : index % 50 === 3 ? 'slider' : index % 20 === 7 ? 'list' : undefined;

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** A point up to `km` from the centre, uniformly over the disc. */
function around(random: Random, city: SeedCity, km: number) {
  const distance = km * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const latitude = city.latitude + (distance * Math.cos(angle)) / 111.32;
  const longitude =
    city.longitude + (distance * Math.sin(angle)) / (111.32 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

function parameterValues(random: Random, category: SeedCategory, area: number) {
  const bedrooms = Math.min(7, Math.max(1, Math.round(area / random.float(30, 45))));
  const all: Record<string, string> = {
    bedrooms: String(bedrooms),
    bathrooms: String(Math.max(1, Math.round(bedrooms * random.float(0.5, 0.9)))),
    area: String(area),
    furnishing: random.pick(['Furnished', 'Semi-furnished', 'Unfurnished']),
    parking: String(random.int(0, 3)),
    floor: String(
      category.slug === 'penthouse'
        ? random.int(15, 45)
        : category.slug === 'shop'
          ? random.int(0, 1)
          : random.int(1, 20),
    ),
    year_built: String(2024 - Math.floor(random.next() ** 2 * 120)),
    balcony: random.chance(0.7) ? 'Yes' : 'No',
    garden: random.chance(0.6) ? 'Yes' : 'No',
    pool: random.chance(category.slug === 'villa' ? 0.8 : 0.3) ? 'Yes' : 'No',
    plot_area: String(category.slug === 'plot' ? area : roundTo(area * random.float(1.8, 4), 10)),
    zoning: random.weighted([
      ['Residential', 6],
      ['Commercial', 2],
      ['Agricultural', 1],
      ['Mixed use', 1],
    ]),
    road_access: random.chance(0.9) ? 'Yes' : 'No',
    washrooms: String(random.int(1, 6)),
    frontage: String(random.int(4, 20)),
    ceiling_height: String(random.int(5, 14)),
    loading_docks: String(random.int(1, 8)),
  };
  return { bedrooms, values: category.parameters.map((key) => [key, all[key]!] as const) };
}

function titleOf(random: Random, category: SeedCategory, context: Record<string, string | number>) {
  const residential = [
    '{adj} {bedrooms}-bedroom {noun} in {hood}',
    '{bedrooms}-bed {noun} with {view}, {city}',
    '{adj} {noun} near {hood}, {city}',
    '{adj} {noun} on {street}',
  ];
  const templates: Record<string, string[]> = {
    house: [...residential, 'Family house with garden in {hood}'],
    villa: [...residential, 'Villa with private pool in {hood}, {city}'],
    apartment: residential,
    penthouse: [
      '{adj} penthouse with {view}',
      'Top-floor penthouse in {hood}, {city}',
      '{bedrooms}-bedroom penthouse with terrace',
    ],
    plot: ['{area} m² building plot in {hood}', 'Plot with road access near {city}', '{adj} plot on {street}'],
    office: ['{adj} office space in {hood}', '{area} m² office near {hood}, {city}', 'Fitted office on {street}'],
    shop: ['Retail unit on {street}', '{adj} shop in {hood}, {city}', 'Corner shop near {hood}'],
    warehouse: [
      '{area} m² warehouse in {city}',
      'Logistics warehouse near {hood}',
      'Warehouse with loading docks, {city}',
    ],
  };
  return fill(random.pick(templates[category.slug] ?? residential), context);
}

function descriptionOf(random: Random, category: SeedCategory, context: Record<string, string | number>) {
  const group =
    category.slug === 'plot'
      ? words.plotMiddles
      : ['office', 'shop', 'warehouse'].includes(category.slug)
        ? words.commercialMiddles
        : words.middles;
  const facts =
    category.slug === 'plot' || category.slug === 'warehouse' || category.slug === 'office' || category.slug === 'shop'
      ? 'It offers {area} m² in total.'
      : 'It offers {bedrooms} bedrooms and {bathrooms} bathrooms across {area} m².';
  return [random.pick(words.openings), facts, ...random.sample(group, random.int(1, 2)), random.pick(words.closings)]
    .map((sentence) => fill(sentence, context))
    .join(' ');
}

function priceOf(
  random: Random,
  category: SeedCategory,
  city: SeedCity,
  area: number,
  type: PropertyType,
  rentduration: string | null,
) {
  const sale = area * city.priceLevel * category.priceFactor * random.float(0.75, 1.3);
  if (type === 'sell' || type === 'sold') return roundTo(sale, sale > 200_000 ? 5000 : 1000);
  const monthly = sale * random.float(0.0035, 0.0055);
  const byDuration: Record<string, number> = {
    daily: roundTo(monthly / 22, 1),
    monthly: roundTo(monthly, 10),
    quarterly: roundTo(monthly * 3 * 0.97, 10),
    yearly: roundTo(monthly * 12 * 0.92, 100),
  };
  return byDuration[rentduration ?? 'monthly']!;
}

interface Context {
  references: ListingReferenceIds;
  people: PeopleIds;
  now: Date;
  /** How many listings the dataset holds: their posting times spread over it in id order. */
  count: number;
  /** Told each phase of a long load as it ends. */
  onProgress?: (step: string) => void;
  /** The pHash of every listing picture the seed shows, by its key (picture-hashes.ts). */
  pictureHashes: ReadonlyMap<string, string>;
}

const isRejectedIndex = (index: number) => listingStateOf(index).request_status === 'rejected';
/** Listing #index's planted-duplicate role (duplicates.ts), if it has one. */
export const plantedRoleOfIndex = (index: number) => plantedRoleOf(index, isRejectedIndex);

/**
 * When listing #index was posted: ids follow posting times, as on a live site, so the table
 * lies on disk in posting order and a newest-first page reads neighbouring rows. The dataset
 * spans 400 days, denser towards now.
 */
function postedAt(index: number, count: number, now: Date) {
  const age = 1 - (index + 0.5) / count;
  return new Date(now.getTime() - age ** 1.7 * 400 * DAY);
}

/**
 * How some public listings' prices moved since posting (factors of the current price, oldest
 * first, ending at 1): drops, rises and both, so the detail page's price history has something to
 * show. Chosen by position without drawing from the listing's stream, so every other field stays.
 */
const priceMoves: readonly (readonly number[])[] = [
  [1.08, 1.04, 1],
  [0.95, 1],
  [1.06, 0.97, 1],
  [1.12, 1],
  [0.92, 0.96, 0.98, 1],
];
const priceMovesOf = (index: number) =>
  isPublicIndex(index) && (index % 8 === 1 || index % 50 === 3) ? priceMoves[index % priceMoves.length]! : [1];

/** A listing's price history: the posting price, then its changes spread evenly until a week ago. */
function priceHistoryOf(id: number, price: number, createdAt: Date, index: number, now: Date) {
  const lastChange = now.getTime() - 7 * DAY;
  const factors = createdAt.getTime() < lastChange - 30 * DAY ? priceMovesOf(index) : [1];
  const step = price > 200_000 ? 5000 : price >= 1000 ? 100 : 1;
  const span = (lastChange - createdAt.getTime()) / Math.max(1, factors.length - 1);
  return factors.map(
    (factor, k) =>
      [
        id,
        k === factors.length - 1 ? price : roundTo(price * factor, step),
        new Date(createdAt.getTime() + k * span),
      ] as const,
  );
}

/** Property #index: the same whatever the size of the dataset, but for its posting time (postedAt). */
function generateProperty(index: number, { references, people, now, count, pictureHashes }: Context) {
  const id = index + 1;
  // A planted duplicate or near miss is drawn as its group's original is, then changed (duplicates.ts).
  const planted = plantedRoleOfIndex(index);
  const source = planted?.role === 'duplicate' ? index - 1 : planted?.role === 'near-miss' ? index - 2 : index;
  const changes = planted && planted.role !== 'original' ? plantedChanges(planted.role, planted.group, 0) : undefined;
  const random = streamFor('property', source);
  const category = random.weighted(categoryWeights);
  const city = random.pick(seedCities);
  const type: PropertyType = category.forRent
    ? random.weighted([
        ['sell', 55],
        ['rent', 35],
        ['sold', 6],
        ['rented', 4],
      ])
    : random.weighted([
        ['sell', 90],
        ['sold', 10],
      ]);
  const rentduration =
    type === 'rent' || type === 'rented'
      ? random.weighted([
          ['monthly', 70],
          ['yearly', 15],
          ['quarterly', 8],
          ['daily', 7],
        ])
      : null;
  const [minArea, maxArea] = category.areaRange;
  const area = roundTo((minArea + (maxArea - minArea) * random.next() ** 1.6) * (changes?.areaFactor ?? 1), 5);
  const { bedrooms, values } = parameterValues(random, category, area);
  const hood = random.pick(words.neighbourhoods);
  const street = `${random.pick(words.streets)} ${random.pick(words.streetKinds)}`;
  const context = {
    adj: random.pick(words.adjectives),
    noun: category.noun,
    hood,
    street,
    city: city.name,
    view: random.pick(words.views),
    bedrooms,
    bathrooms: values.find(([key]) => key === 'bathrooms')?.[1] ?? 1,
    area,
  };
  const title = titleOf(random, category, context);
  const description = descriptionOf(random, category, { ...context, adj: context.adj.toLowerCase() });
  const spot = around(random, city, 9);
  const moved = changes && plantedChanges(planted!.role, planted!.group, spot.latitude);
  const latitude = moved ? Number((spot.latitude + moved.north).toFixed(6)) : spot.latitude;
  const longitude = moved ? Number((spot.longitude + moved.east).toFixed(6)) : spot.longitude;
  const exteriors = seedImages.exteriors[category.imageKind];
  const poolTitleImage = random.pick(exteriors);
  const drawnGallery = [
    ...random.sample(
      exteriors.filter((image) => image !== poolTitleImage),
      1,
    ),
    ...random.sample(seedImages.interiors, category.imageKind === 'plot' ? 0 : random.int(2, 4)),
  ];
  // A planted near miss shows none of its original's photos: another pool exterior, other rooms.
  const unshared = (images: readonly string[]) => images.filter((image) => !drawnGallery.includes(image));
  const shift = (images: readonly string[], by: number) => images.map((_, k) => images[(k + by) % images.length]!);
  const nearMissPick = Math.floor((changes?.poolPick ?? 0) * 1000);
  const titleImage =
    planted?.role === 'original'
      ? plantedOriginalKey(planted.group)
      : planted?.role === 'duplicate'
        ? plantedCopyKey(planted.group)
        : planted?.role === 'near-miss'
          ? shift(unshared(exteriors), nearMissPick)[0]!
          : poolTitleImage;
  const gallery =
    planted?.role === 'near-miss'
      ? shift(unshared(seedImages.interiors), nearMissPick).slice(0, category.imageKind === 'plot' ? 0 : 2)
      : drawnGallery;
  random.next(); // the draw that used to place the posting time, so later draws stay the same
  const createdAt = postedAt(index, count, now);
  const drawnOwner = source % 10 === 0 ? people.adminId : random.pick(people.agentIds);
  // A planted duplicate: half reposted by the same owner, half by another agent.
  const ownerId =
    planted?.role === 'duplicate' && !changes!.sameOwner
      ? people.agentIds[(people.agentIds.indexOf(drawnOwner) + 1) % people.agentIds.length]!
      : drawnOwner;
  const likers = random.chance(0.3)
    ? random.sample(
        people.allIds.filter((user) => user !== ownerId),
        random.int(1, 6),
      )
    : [];
  const interested = random.chance(0.12)
    ? random.sample(
        people.allIds.filter((user) => user !== ownerId),
        random.int(1, 3),
      )
    : [];
  const drawnPrice = priceOf(random, category, city, area, type, rentduration);
  const price = changes
    ? roundTo(drawnPrice * changes.priceFactor, drawnPrice > 200_000 ? 1000 : drawnPrice >= 1000 ? 10 : 1)
    : drawnPrice;
  const metaDescription =
    description.length > 158 ? `${description.slice(0, 155).replace(/\s+\S*$/, '')}...` : description;

  return {
    row: [
      id,
      `${slugify(title)}-${id}`,
      ownerId,
      references.categoryIdBySlug.get(category.slug),
      title,
      description,
      price,
      type,
      rentduration,
      titleImage,
      random.chance(0.15) ? random.pick(seedImages.panoramas) : '',
      `${random.int(1, 240)} ${street}, ${hood}`,
      city.name,
      city.state,
      city.country,
      latitude,
      longitude,
      title.slice(0, 60),
      metaDescription,
      `${category.noun}, ${city.name}, ${type === 'rent' ? 'for rent' : 'for sale'}, ${hood}`,
      titleImage,
      listingStateOf(index).status,
      listingStateOf(index).request_status,
      random.chance(0.1),
      Math.floor(-Math.log(1 - random.next()) * 250),
      createdAt,
      likers.length,
    ],
    parameters: values.map(
      ([key, value], k) => [childId(id, k), id, references.parameterIdByKey.get(key)!, value] as const,
    ),
    facilities: random
      .sample(references.facilityIds, random.int(3, 5))
      .map((facilityId, k) => [childId(id, k), id, facilityId, Number(random.float(0.2, 8).toFixed(1))] as const),
    images: gallery.map((image, sequence) => [childId(id, sequence), id, image, sequence] as const),
    pictureHashes: [...new Set([titleImage, ...gallery])].map((image) => {
      const hash = pictureHashes.get(image);
      if (!hash) throw new Error(`no picture hash for ${image}`);
      return [id, image, hash] as const;
    }),
    documents: random.chance(0.2) ? [[childId(id, 0), id, 'Property brochure.pdf', seedImages.brochure] as const] : [],
    favourites: likers.map((userId) => [userId, id, new Date(createdAt.getTime() + DAY)]),
    interests: interested.map((userId) => [userId, id]),
    priceHistory: priceHistoryOf(id, price, createdAt, index, now),
    ad: adTypeOf(index)
      ? [
          ownerId,
          id,
          adTypeOf(index),
          'approved',
          new Date(now.getTime() - 10 * DAY),
          new Date(now.getTime() + 365 * DAY),
        ]
      : undefined,
  };
}

const propertyColumns = [
  'id',
  'slug_id',
  'user_id',
  'category_id',
  'title',
  'description',
  'price',
  'property_type',
  'rentduration',
  'title_image',
  'three_d_image',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'meta_image',
  'status',
  'request_status',
  'is_premium',
  'total_view',
  'created_at',
  'total_likes',
] as const;

/** The listing tables the seed numbers the rows of, so it can write property_children too. */
const childTables = ['property_images', 'property_documents', 'property_facilities', 'property_parameters'] as const;

/** The tables a listing's rows go to, loaded with their indexes dropped. */
const listingTables = [
  'properties',
  'property_picture_hashes',
  'property_search',
  'property_children',
  'property_parameters',
  'property_facilities',
  'property_images',
  'property_documents',
  'favourites',
  'interests',
  'advertisements',
  'property_price_history',
];

/** From this many listings on, indexes and keys are built after the load rather than kept during it. */
const DEFER_INDEXES_FROM = 20_000;

/**
 * Generates and loads `count` listings with their children, a batch at a time through COPY.
 * Likes are counted here (total_likes), so the favourites trigger is off meanwhile instead
 * of updating each listing once per like. For a large count the indexes and keys of the
 * listing tables are dropped before the load and built after it, and property_search,
 * listing_counts, map_cells, the owner and place counts and property_children (migrations 003,
 * 019, 018, 048 and 023, otherwise kept by triggers per statement) are filled in one pass each
 * at the end. With `indexesAfterCommit` they are not built here: what was dropped is returned,
 * for the caller to build once the load has committed (buildIndexesConcurrently).
 */
export async function seedProperties(
  db: Queryable,
  count: number,
  seeding: Omit<Context, 'count' | 'pictureHashes'>,
  { indexesAfterCommit = false }: { indexesAfterCommit?: boolean } = {},
): Promise<DroppedIndexes | undefined> {
  const context = { ...seeding, count, pictureHashes: await seedPictureHashes(db, count) };
  if (count < DEFER_INDEXES_FROM) {
    await loadProperties(db, count, context);
    return undefined;
  }
  const report = context.onProgress ?? (() => undefined);
  // They follow inserts statement by statement: once at the end costs less than a hundred
  // batches each updating the same rows (listing_counts' and map_cells' rows bloat with the dead
  // versions); the seed writes property_children's rows itself (loadProperties).
  const triggers = (action: 'enable' | 'disable') =>
    db.exec(
      bulkLoadTriggers.map(([table, trigger]) => `alter table ${table} ${action} trigger ${trigger}`).join(';\n'),
    );
  await triggers('disable');
  const dropped = await dropIndexes(db, listingTables);
  await loadProperties(db, count, context, true);
  await fillSearchTable(db);
  report('property_search filled');
  await db.query('select listing_counts_refill()');
  report('listing_counts counted');
  await db.query('select map_cells_refill()');
  report('map_cells counted');
  await db.query('select public_listing_counts_refill()');
  report('owner_listing_counts and place_listing_counts counted');
  await triggers('enable');
  if (indexesAfterCommit) return dropped;
  await buildIndexesInTransaction(db, dropped, report);
  return undefined;
}

/** The triggers keeping tables derived from the listings, off during a bulk load (refilled after it instead). */
const bulkLoadTriggers: readonly (readonly [string, string])[] = [
  ['properties', 'properties_search_insert'],
  ['properties', 'properties_listing_counts_insert'],
  ['properties', 'properties_map_cells_insert'],
  ['properties', 'properties_public_counts_insert'],
  ...childTables.map((table) => [table, `${table}_children_insert`] as const),
];

type GeneratedListing = ReturnType<typeof generateProperty>;

/**
 * A child row's id: the seed numbers them itself, a block of CHILD_IDS a listing, so it can
 * write each listing's property_children row as it goes (a bulk load: one COPY more, instead of
 * building a million rows from the child tables afterwards). No listing has that many rows of a
 * kind; the tables number their next rows after the seed's (loadProperties).
 */
const CHILD_IDS = 16;
function childId(propertyId: number, k: number) {
  if (k >= CHILD_IDS) throw new Error(`listing ${propertyId} has more than ${CHILD_IDS} rows of a kind`);
  return propertyId * CHILD_IDS + k;
}

/** The listing's property_children row: as property_children_built() (migration 023) orders and names them. */
function childrenRow({ row, images, documents, facilities, parameters }: GeneratedListing): CopyValue[] {
  const gallery = images.map(([id, , image]) => ({ id, image }));
  const files = documents.map(([id, , file_name, file]) => ({ id, file_name, file }));
  const nearest = facilities
    .map(([id, , facility_id, distance]) => ({ id, facility_id, distance }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
  const values = parameters.map(([, , id, value]) => ({ id, value })).sort((a, b) => a.id - b.id);
  return [row[0], JSON.stringify(gallery), JSON.stringify(files), JSON.stringify(nearest), JSON.stringify(values)];
}

/** Each table a listing's rows go to, its columns, and those rows. */
const listingCopies: readonly {
  table: string;
  columns: readonly string[];
  rows: (listing: GeneratedListing) => readonly (readonly CopyValue[])[];
  /** Only when the seed writes property_children itself (its triggers off). */
  bulk?: true;
}[] = [
  { table: 'properties', columns: propertyColumns, rows: (n) => [n.row] },
  { table: 'property_parameters', columns: ['id', 'property_id', 'parameter_id', 'value'], rows: (n) => n.parameters },
  {
    table: 'property_facilities',
    columns: ['id', 'property_id', 'facility_id', 'distance'],
    rows: (n) => n.facilities,
  },
  { table: 'property_images', columns: ['id', 'property_id', 'image', 'sequence'], rows: (n) => n.images },
  { table: 'property_documents', columns: ['id', 'property_id', 'file_name', 'file'], rows: (n) => n.documents },
  { table: 'property_picture_hashes', columns: ['property_id', 'image', 'hash'], rows: (n) => n.pictureHashes },
  {
    table: 'property_children',
    columns: ['property_id', 'gallery', 'documents', 'facilities', 'parameters'],
    rows: (n) => [childrenRow(n)],
    bulk: true,
  },
  { table: 'favourites', columns: ['user_id', 'property_id', 'created_at'], rows: (n) => n.favourites },
  { table: 'interests', columns: ['user_id', 'property_id'], rows: (n) => n.interests },
  {
    table: 'advertisements',
    columns: ['user_id', 'property_id', 'type', 'status', 'start_date', 'end_date'],
    rows: (n) => (n.ad ? [n.ad] : []),
  },
  { table: 'property_price_history', columns: ['property_id', 'price', 'recorded_at'], rows: (n) => n.priceHistory },
];

/** Listings generated between two turns of the event loop, so a COPY in flight keeps streaming. */
const GENERATE_SLICE = 1_000;

/** Listings #start.. (`size` of them), generated a slice at a time. */
async function generateBatch(start: number, size: number, context: Context) {
  const batch: GeneratedListing[] = [];
  for (let index = start; index < start + size; index++) {
    batch.push(generateProperty(index, context));
    if ((index - start) % GENERATE_SLICE === GENERATE_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return batch;
}

/**
 * Loads the listings a batch at a time, one COPY a table, generating the next batch while the
 * server copies the last (one batch in flight): generating and copying took turns before, each
 * waiting for the other (1M listings: 128 s). `bulk`: property_children's triggers are off, and
 * the seed writes its rows.
 */
async function loadProperties(db: Queryable, count: number, context: Context, bulk = false) {
  await db.exec('alter table favourites disable trigger favourites_total_likes');
  const copies = listingCopies.filter((copy) => bulk || !copy.bulk);
  let copying: Promise<void> = Promise.resolve();
  // Its failure is thrown where it is awaited, not reported as unhandled while the next batch is made.
  const inFlight = (copy: Promise<void>) => (copy.catch(() => undefined), copy);
  for (let start = 0; start < count; start += BATCH) {
    const batch = await generateBatch(start, Math.min(BATCH, count - start), context);
    await copying;
    if (start > 0 && start % 100_000 === 0) context.onProgress?.(`${start.toLocaleString('en')} listings loaded`);
    copying = inFlight(
      (async () => {
        for (const { table, columns, rows } of copies) await copyRows(db, table, columns, batch.flatMap(rows));
      })(),
    );
  }
  await copying;
  // The rows were numbered here (childId): the tables' own numbering goes on after them.
  for (const table of childTables) {
    await db.query(
      `select setval(pg_get_serial_sequence($1, 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
      [table],
    );
  }
  context.onProgress?.(`${count.toLocaleString('en')} listings loaded`);
  await db.exec('alter table favourites enable trigger favourites_total_likes');
}

/** property_search holds the same columns as properties under the same names: copied by name. */
async function fillSearchTable(db: Queryable) {
  const [row] = await db.query<{ columns: string }>(
    `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
       from information_schema.columns
      where table_schema = current_schema() and table_name = 'property_search' and is_generated = 'NEVER'`,
  );
  if (!row?.columns) throw new Error('property_search has no columns');
  await db.exec(`insert into property_search (${row.columns}) select ${row.columns} from properties`);
}
