/**
 * Draws the demo data's pictures into the uploads folder given as the first argument, then
 * exits: main.ts runs it as a process of its own (drawSeedPicturesApart), so the server never
 * keeps the memory libvips takes for 144 pictures and their variants (about 200 MB of
 * fragmented heap that the C allocator does not give back).
 */
import { generateSeedImages } from './db/seed/images';

const uploadsDir = process.argv[2];
const plantedGroups = Number(process.argv[3] ?? 0);
if (!uploadsDir || !Number.isSafeInteger(plantedGroups) || plantedGroups < 0) {
  console.error('usage: draw-seed-pictures <uploads folder> [planted duplicate groups]');
  process.exit(2);
}
generateSeedImages(uploadsDir, plantedGroups)
  .then((drawn) => {
    if (drawn) console.log(`Drew ${drawn} pictures of the demo data into ${uploadsDir}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
