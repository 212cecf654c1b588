/**
 * The AVIF and WebP variants the API stores beside a listing picture, found by its naming
 * rule (api README, "Posting listings, files and geocoding"): a picture named
 * `<name>-<width>x<height>.jpg|png` has `variants/<name>-<width>x<height>-<w>w.avif|webp` for
 * each standard width below its own, and one at its own width (at most the largest).
 */
const variantWidths = [320, 640, 1024, 1600];
const sizedPicture = /^(.*\/)?([^/?#]+-(\d{1,5})x(\d{1,5}))\.(jpg|png)$/;

export interface PictureSources {
  width: number;
  height: number;
  /** `srcset` values, smallest first. */
  avif: string;
  webp: string;
}

const widthsFor = (width: number) => {
  const largest = variantWidths[variantWidths.length - 1]!;
  const widths = variantWidths.filter((candidate) => candidate < width);
  widths.push(Math.min(width, largest));
  return [...new Set(widths)];
};

/** The picture's size and variant `srcset`s, or undefined when its name carries no size. */
export function pictureSources(url: string | null | undefined): PictureSources | undefined {
  const match = url ? sizedPicture.exec(url) : null;
  if (!match) return undefined;
  const [, dir = '', base] = match;
  const width = Number(match[3]);
  const height = Number(match[4]);
  if (!width || !height) return undefined;
  const srcset = (format: string) =>
    widthsFor(width)
      .map((candidate) => `${dir}variants/${base}-${candidate}w.${format} ${candidate}w`)
      .join(', ');
  return { width, height, avif: srcset('avif'), webp: srcset('webp') };
}
