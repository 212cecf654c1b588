import sharp from 'sharp';

/**
 * A 64-bit perceptual hash (pHash) of a picture: the picture in grey at 32x32, its 2-D DCT, and
 * one bit per coefficient of the lowest 8x8 frequencies (set when above their median). Low
 * frequencies survive re-encoding, resizing, small crops and brightness or contrast changes, so
 * such copies land a few bits apart, while different pictures differ in about half of them.
 * Stored as PostgreSQL's bigint (signed 64 bits); compared by Hamming distance.
 */
const SIDE = 32;
const LOW = 8;

/** cos((2x + 1) u pi / 2N) for every x and u < LOW, computed once. */
const cosines = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/** The pHash of grey pixels, SIDE x SIDE, row by row. */
export function hashOfPixels(pixels: Uint8Array | Buffer): bigint {
  // Rows first: for each row y, its LOW lowest frequencies; then the columns of those.
  const rows = new Float64Array(SIDE * LOW);
  for (let y = 0; y < SIDE; y++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      const cos = cosines[u]!;
      for (let x = 0; x < SIDE; x++) sum += pixels[y * SIDE + x]! * cos[x]!;
      rows[y * LOW + u] = sum;
    }
  }
  const coefficients = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    const cos = cosines[v]!;
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += rows[y * LOW + u]! * cos[y]!;
      coefficients[v * LOW + u] = sum;
    }
  }
  // The median of the 63 others: the DC term (overall brightness) would pull it.
  const median = [...coefficients.subarray(1)].sort((a, b) => a - b)[31]!;
  let hash = 0n;
  for (let index = 0; index < LOW * LOW; index++) {
    hash = (hash << 1n) | (coefficients[index]! > median ? 1n : 0n);
  }
  return BigInt.asIntN(64, hash);
}

/** The pHash of a picture file (JPEG, PNG or anything sharp reads); undefined when it cannot be read. */
export async function pictureHash(picture: Buffer): Promise<bigint | undefined> {
  try {
    const pixels = await sharp(picture, { failOn: 'error', limitInputPixels: 40_000_000 })
      .autoOrient()
      .greyscale()
      .resize(SIDE, SIDE, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    return hashOfPixels(pixels);
  } catch {
    return undefined;
  }
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}
