import sharp from 'sharp';
import { distinctPicture } from '../../../test/listing-fixtures';
import { hammingDistance, pictureHash } from './picture-hash';
import { duplicateRule } from './rule';

const hashOf = async (picture: Buffer) => {
  const hash = await pictureHash(picture);
  expect(hash).toBeDefined();
  return hash!;
};

describe('the perceptual hash of a picture', () => {
  let original: Buffer;
  let hash: bigint;
  beforeAll(async () => {
    original = await distinctPicture(1, 960, 640);
    hash = await hashOf(original);
  });

  it.each([
    ['re-encoded as a low-quality JPEG', (p: Buffer) => sharp(p).jpeg({ quality: 40 }).toBuffer()],
    ['resized to half and stored as PNG', (p: Buffer) => sharp(p).resize(480).png().toBuffer()],
    ['resized to 1600 px wide', (p: Buffer) => sharp(p).resize(1600).jpeg().toBuffer()],
    [
      'cropped by 3 % on each side',
      (p: Buffer) => sharp(p).extract({ left: 29, top: 19, width: 902, height: 602 }).jpeg().toBuffer(),
    ],
    ['made 15 % brighter', (p: Buffer) => sharp(p).modulate({ brightness: 1.15 }).jpeg().toBuffer()],
    ['in black and white', (p: Buffer) => sharp(p).greyscale().jpeg().toBuffer()],
  ])('stays within the threshold when %s', async (_, change) => {
    const distance = hammingDistance(hash, await hashOf(await change(original)));
    expect(distance).toBeLessThanOrEqual(duplicateRule.NEAR_PICTURE_BITS);
  });

  it('tells different pictures far apart', async () => {
    const others = await Promise.all([2, 3, 4, 5, 6, 7, 8, 9].map((seed) => distinctPicture(seed, 960, 640)));
    for (const other of others) {
      expect(hammingDistance(hash, await hashOf(other))).toBeGreaterThan(2 * duplicateRule.NEAR_PICTURE_BITS);
    }
  });

  it('is a signed 64-bit number (PostgreSQL bigint), the same for the same picture', async () => {
    expect(hash).toBeGreaterThanOrEqual(-(2n ** 63n));
    expect(hash).toBeLessThan(2n ** 63n);
    expect(await hashOf(Buffer.from(original))).toBe(hash);
  });

  it('answers nothing for a file that is not a picture, rather than failing', async () => {
    expect(await pictureHash(Buffer.from('not a picture at all'))).toBeUndefined();
    expect(await pictureHash(original.subarray(0, 200))).toBeUndefined();
  });

  it('counts differing bits', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
  });
});
