import type { Queryable } from '../db';
import type { ImageKind } from './sources/listing-reference-data';
import { copyRows } from './copy-rows';
import { hashOfDrawing, plantedCopyKey, plantedGroupsIn, plantedOriginalKey, plantedPictures } from './duplicates';
import { seedImages } from './image-keys';
import { Random } from './random';
import * as scenes from './svg-scenes';

/** The pool's listing pictures (what every listing but the planted ones shows) with their drawings. */
const poolPictures = (): { key: string; draw: () => string }[] => [
  ...Object.entries(seedImages.exteriors).flatMap(([kind, keys]) =>
    keys.map((key) => ({ key, draw: () => scenes[kind as ImageKind](new Random(key)) })),
  ),
  ...seedImages.interiors.map((key) => ({ key, draw: () => scenes.interior(new Random(key)) })),
];

let poolCache: Promise<Map<string, string>> | undefined;

/** The pool pictures' pHashes by key, each drawing hashed once (images.ts draws the same files). */
export function poolPictureHashes(): Promise<Map<string, string>> {
  if (!poolCache) {
    const hashing = (async () => {
      const hashes = new Map<string, string>();
      for (const { key, draw } of poolPictures()) hashes.set(key, await hashOfDrawing(draw()));
      return hashes;
    })();
    // A failure is thrown to its callers, and the next call starts again.
    hashing.catch(() => {
      if (poolCache === hashing) poolCache = undefined;
    });
    poolCache = hashing;
  }
  return poolCache;
}

/**
 * The pHash of every listing picture a seed of `count` listings shows (the pool's and its planted
 * groups'), each computed once from its drawing, and each distinct hash stored in picture_hashes;
 * the listings' rows of property_picture_hashes are loaded with them (properties.ts).
 */
export async function seedPictureHashes(db: Queryable, count: number): Promise<Map<string, string>> {
  const hashes = new Map(await poolPictureHashes());
  const pool = [...new Set(hashes.values())];
  for (const planted of await plantedPictures(plantedGroupsIn(count), pool)) {
    hashes.set(plantedOriginalKey(planted.group), planted.originalHash);
    hashes.set(plantedCopyKey(planted.group), planted.copyHash);
  }
  await copyRows(
    db,
    'picture_hashes',
    ['hash'],
    [...new Set(hashes.values())].map((hash) => [hash]),
  );
  return hashes;
}
