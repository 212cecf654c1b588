import sharp from 'sharp';
import { sizedPictureKey } from '../../files/picture-variants';
import { hammingDistance, pictureHash } from '../../modules/duplicates/picture-hash';
import { Random } from './random';
import * as scenes from './svg-scenes';

/*
 * Planted duplicates in the demo data, so the duplicate check has something to find and the
 * bench a recall to measure. Group g (g < PLANTED_GROUPS_MAX) sits at listing index
 * g * PLANTED_EVERY + PLANTED_OFFSET:
 *   index     the original: its title image a picture of its own (no other listing shows it);
 *   index + 1 its duplicate: the same home posted again (the same generated listing, by the same
 *             agent or another), 20-60 m away, the price within 3 %, the same size, its title
 *             image the original's picture resized, cropped a little, brightened and re-encoded;
 *   index + 2 a near miss that must not be flagged: another unit of the same building (5-30 m
 *             away, same category), 25-50 % larger and dearer, with the shared pool's photos.
 * A group whose three listings include a rejected one is skipped (a rejected listing is compared
 * with nothing). Every other listing shows the pool's pictures only (images.ts), as stock photos.
 */
export const PLANTED_EVERY = 50;
const PLANTED_OFFSET = 25;
/** At most this many groups (the first 20,000 listings), so a million-listing seed draws 800 pictures more, not 40,000. */
export const PLANTED_GROUPS_MAX = 400;

export type PlantedRole = 'original' | 'duplicate' | 'near-miss';

/** The planted role of listing #index, if any, and its group. */
export function plantedRoleOf(
  index: number,
  isRejected: (index: number) => boolean,
): { role: PlantedRole; group: number } | undefined {
  const offset = index - PLANTED_OFFSET;
  if (offset < 0) return undefined;
  const group = Math.floor(offset / PLANTED_EVERY);
  const step = offset % PLANTED_EVERY;
  if (group >= PLANTED_GROUPS_MAX || step > 2) return undefined;
  const first = group * PLANTED_EVERY + PLANTED_OFFSET;
  if ([first, first + 1, first + 2].some(isRejected)) return undefined;
  return { role: (['original', 'duplicate', 'near-miss'] as const)[step]!, group };
}

/** How many planted groups a dataset of `count` listings holds (their pictures are drawn). */
export const plantedGroupsIn = (count: number) =>
  Math.max(0, Math.min(PLANTED_GROUPS_MAX, Math.floor((count - PLANTED_OFFSET - 3) / PLANTED_EVERY) + 1));

const COPY = { crop: 0.015, scale: 0.8, brightness: 1.06, quality: 70 };
/** The copy's size, as copyOfPicture makes it from a drawing of W x H (its key carries it). */
const copySize = (() => {
  const width = scenes.W - 2 * Math.round(scenes.W * COPY.crop);
  const height = scenes.H - 2 * Math.round(scenes.H * COPY.crop);
  const resized = Math.round(width * COPY.scale);
  return { width: resized, height: Math.round((height * resized) / width) };
})();

const groupName = (group: number) => String(group + 1).padStart(4, '0');
export const plantedOriginalKey = (group: number) =>
  sizedPictureKey(`seed/planted/original-${groupName(group)}.jpg`, { width: scenes.W, height: scenes.H });
export const plantedCopyKey = (group: number) => sizedPictureKey(`seed/planted/copy-${groupName(group)}.jpg`, copySize);

/**
 * A planted original's drawing: a house with large blocks of colour over it (a scene of its own,
 * whose low frequencies differ from every pool picture's). `attempt` draws another one.
 */
function plantedScene(group: number, attempt: number): string {
  const random = new Random(`planted-${group}-${attempt}`);
  const blocks = Array.from({ length: 5 }, () => {
    const width = random.int(160, 480);
    const height = random.int(120, 360);
    return `<rect x="${random.int(0, scenes.W - width)}" y="${random.int(0, scenes.H - height)}" width="${width}" height="${height}" fill="hsl(${random.int(0, 360)},${random.int(20, 60)}%,${random.int(15, 85)}%)" opacity="0.9"/>`;
  }).join('');
  return scenes.house(random).replace(/<\/svg>$/, `${blocks}</svg>`);
}

/** The duplicate's copy of a picture: cropped a little, resized, brighter, re-encoded. */
async function copyOfPicture(picture: Buffer, width: number, height: number) {
  const left = Math.round(width * COPY.crop);
  const top = Math.round(height * COPY.crop);
  return sharp(picture)
    .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
    .resize(Math.round((width - 2 * left) * COPY.scale))
    .modulate({ brightness: COPY.brightness })
    .jpeg({ quality: COPY.quality })
    .toBuffer();
}

/** Drawn small for hashing (240x160): the pHash looks at 32x32, the full drawing hashes the same. */
const HASH_DENSITY = 18;
const SMALL = { width: (scenes.W * HASH_DENSITY) / 72, height: (scenes.H * HASH_DENSITY) / 72 };
const smallJpeg = (svg: string) => sharp(Buffer.from(svg), { density: HASH_DENSITY }).jpeg({ quality: 82 }).toBuffer();

export const hashOfDrawing = async (svg: string) => (await pictureHash(await smallJpeg(svg)))!.toString();

export interface PlantedPicture {
  group: number;
  svg: string;
  originalHash: string;
  copyHash: string;
}

/** A planted picture this close to another picture of the seed is drawn again. */
const MIN_BITS_APART = 16;
let plantedCache: { pool: string; pictures: Promise<PlantedPicture[]> } | undefined;

/**
 * The planted groups' pictures (the first `groups`), each at least MIN_BITS_APART from every pool
 * picture and every earlier planted one: the same on every run (a drawing too close to another
 * is replaced by the next attempt, in group order). Callers at the same time (the seed hashes
 * them while it draws them) wait for one another: each extends the same list in turn.
 */
export function plantedPictures(groups: number, poolHashes: readonly string[]): Promise<PlantedPicture[]> {
  const pool = poolHashes.join(',');
  if (plantedCache?.pool !== pool) plantedCache = { pool, pictures: Promise.resolve([]) };
  const cache = plantedCache;
  cache.pictures = cache.pictures.then((pictures) => morePlantedPictures(pictures, groups, poolHashes));
  // A failure is thrown to its caller, and the next call starts again.
  cache.pictures.catch(() => {
    if (plantedCache === cache) plantedCache = undefined;
  });
  return cache.pictures.then((pictures) => pictures.slice(0, groups));
}

/** `pictures` extended to `groups` of them. */
async function morePlantedPictures(pictures: PlantedPicture[], groups: number, poolHashes: readonly string[]) {
  const taken = [...poolHashes, ...pictures.map((picture) => picture.originalHash)].map((hash) => BigInt(hash));
  for (let group = pictures.length; group < groups; group++) {
    for (let attempt = 0; ; attempt++) {
      const svg = plantedScene(group, attempt);
      const small = await smallJpeg(svg);
      const hash = (await pictureHash(small))!;
      if (taken.some((other) => hammingDistance(hash, other) < MIN_BITS_APART)) continue;
      const copy = (await pictureHash(await copyOfPicture(small, SMALL.width, SMALL.height)))!;
      taken.push(hash);
      pictures.push({ group, svg, originalHash: hash.toString(), copyHash: copy.toString() });
      break;
    }
  }
  return pictures;
}

/** The planted pictures' files: the original as drawn, and its copy. */
export async function drawPlantedFiles(picture: PlantedPicture): Promise<{ key: string; content: Buffer }[]> {
  const original = await sharp(Buffer.from(picture.svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return [
    { key: plantedOriginalKey(picture.group), content: original },
    { key: plantedCopyKey(picture.group), content: await copyOfPicture(original, scenes.W, scenes.H) },
  ];
}

/** Where and how a planted listing differs from the listing it is drawn from. */
export function plantedChanges(role: PlantedRole, group: number, latitude: number) {
  const random = new Random(`planted-place-${group}-${role}`);
  const [minMetres, maxMetres] = role === 'duplicate' ? [20, 60] : [5, 30];
  const metres = random.float(minMetres, maxMetres);
  const angle = random.next() * 2 * Math.PI;
  const north = (metres * Math.cos(angle)) / 111_320;
  const east = (metres * Math.sin(angle)) / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return {
    north,
    east,
    priceFactor: role === 'duplicate' ? random.pick([1, 1, 0.98, 1.02, 0.97, 1.03]) : random.float(1.25, 1.5),
    areaFactor: role === 'duplicate' ? 1 : random.float(1.25, 1.5),
    sameOwner: group % 2 === 0,
    poolPick: random.next(),
  };
}
