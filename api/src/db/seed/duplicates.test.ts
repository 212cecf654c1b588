import { plantedPictures } from './duplicates';
import { poolPictureHashes } from './picture-hashes';

describe('planted duplicate pictures', () => {
  it('are the same list for callers at the same time (the seed hashes them while it draws them)', async () => {
    const pool = [...new Set((await poolPictureHashes()).values())];
    const [some, more, again] = await Promise.all([
      plantedPictures(2, pool),
      plantedPictures(4, pool),
      plantedPictures(3, pool),
    ]);
    expect(more!.map((picture) => picture.group)).toEqual([0, 1, 2, 3]);
    expect(some).toEqual(more!.slice(0, 2));
    expect(again).toEqual(more!.slice(0, 3));
    expect(new Set(more!.map((picture) => picture.originalHash)).size).toBe(4);
  }, 60_000);
});
