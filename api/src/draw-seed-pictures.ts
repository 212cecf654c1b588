/**
 * Draws the seed's pictures into the uploads folder given as the first argument (the
 * reference data's only when the second is "reference-data", else the demo's too with that
 * many planted duplicate groups), then exits: main.ts runs it as a process of its own (drawSeedPicturesApart), so the server never
 * keeps the memory libvips takes for 144 pictures and their variants (about 200 MB of
 * fragmented heap that the C allocator does not give back).
 */
import { generateSeedImages } from './db/seed/images';

const uploadsDir = process.argv[2];
const listings = process.argv[3] !== 'reference-data';
const plantedGroups = listings ? Number(process.argv[3] ?? 0) : 0;
if (!uploadsDir || !Number.isSafeInteger(plantedGroups) || plantedGroups < 0) {
  console.error('usage: draw-seed-pictures <uploads folder> [reference-data | planted duplicate groups]');
  process.exit(2);
}
generateSeedImages(uploadsDir, { listings, plantedGroups })
  .then((drawn) => {
    if (drawn) console.log(`Drew ${drawn} pictures of the seed into ${uploadsDir}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
