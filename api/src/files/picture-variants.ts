import path from 'node:path';
import sharp from 'sharp';

/**
 * Listing pictures are stored once with smaller AVIF and WebP copies beside them, so browsers
 * pick the size and format that fit (`<picture>` with `srcset`). The rule is a naming one,
 * the same for keys and absolute URLs, and clients follow it without asking the API:
 *
 *   properties/<name>-<width>x<height>.jpg          the picture, its size in its name
 *   properties/variants/<name>-<width>x<height>-<w>w.avif  and .webp, for each w of variantWidths
 *
 * Pictures stored under a name without a size (before variants existed) have none: clients
 * show the picture or its thumbnail as before.
 */
export const pictureVariantWidths = [320, 640, 1024, 1600] as const;
export const pictureVariantFormats = ['avif', 'webp'] as const;
export type PictureVariantFormat = (typeof pictureVariantFormats)[number];

export interface PictureSize {
  width: number;
  height: number;
}

export interface PictureVariant {
  key: string;
  width: number;
  format: PictureVariantFormat;
}

const sizedPicture = /^(.*\/)?([^/]+-(\d{1,5})x(\d{1,5}))\.(jpg|png)$/;

/** The key of a picture of this size: `<name>-<width>x<height>.<ext>`. */
export const sizedPictureKey = (key: string, { width, height }: PictureSize) => {
  const { dir, name, ext } = path.posix.parse(key);
  return path.posix.join(dir, `${name}-${width}x${height}${ext}`);
};

/** The size a stored picture's name carries; undefined for names without one. */
export function pictureSizeOf(stored: string): PictureSize | undefined {
  const match = sizedPicture.exec(stored);
  if (!match) return undefined;
  const [width, height] = [Number(match[3]), Number(match[4])];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The variant widths of a picture this wide: the standard ones below it and its own (at most the largest). */
export function variantWidthsFor(width: number): number[] {
  const largest = pictureVariantWidths.at(-1)!;
  const widths: number[] = pictureVariantWidths.filter((candidate) => candidate < width);
  if (width <= largest) widths.push(width);
  else widths.push(largest);
  return [...new Set(widths)];
}

/** Every variant of a stored picture (key or absolute URL), none when its name carries no size. */
export function pictureVariantsOf(stored: string): PictureVariant[] {
  const match = sizedPicture.exec(stored);
  const size = pictureSizeOf(stored);
  if (!match || !size) return [];
  const [, dir = '', base] = match;
  return variantWidthsFor(size.width).flatMap((width) =>
    pictureVariantFormats.map((format) => ({ key: `${dir}variants/${base}-${width}w.${format}`, width, format })),
  );
}

export interface EncodedVariant extends PictureVariant {
  content: Buffer;
  contentType: `image/${PictureVariantFormat}`;
}

/**
 * Encoder effort: `full` for uploads (paid once per upload, saved on every visit; AVIF stays
 * low as the upload request waits for it), `quick` for the demo pictures drawn at first start.
 */
const efforts = { full: { avif: 2, webp: 4 }, quick: { avif: 1, webp: 2 } } as const;

/** Encodes the variants of a stored picture (already upright and stripped) under `key`, a sized key. */
export async function encodePictureVariants(
  picture: Buffer,
  key: string,
  effort: keyof typeof efforts = 'full',
): Promise<EncodedVariant[]> {
  const source = sharp(picture, { failOn: 'error' });
  return Promise.all(
    pictureVariantsOf(key).map(async (variant) => {
      const resized = source.clone().resize({ width: variant.width, withoutEnlargement: true });
      const content = await (
        variant.format === 'avif'
          ? resized.avif({ quality: 50, effort: efforts[effort].avif })
          : resized.webp({ quality: 72, effort: efforts[effort].webp })
      ).toBuffer();
      return { ...variant, content, contentType: `image/${variant.format}` as const };
    }),
  );
}
