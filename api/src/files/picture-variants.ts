import path from 'node:path';
import sharp from 'sharp';

import {
  pictureVariantsOf,
  type PictureSize,
  type PictureVariant,
  type PictureVariantFormat,
} from '@domus/shared/format';

/** The key of a picture of this size: `<name>-<width>x<height>.<ext>` (the naming rule of `@domus/shared/format`). */
export const sizedPictureKey = (key: string, { width, height }: PictureSize) => {
  const { dir, name, ext } = path.posix.parse(key);
  return path.posix.join(dir, `${name}-${width}x${height}${ext}`);
};

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
