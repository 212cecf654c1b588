import { pictureSizeOf, pictureSrcset } from '@domus/shared/format';

export interface PictureSources {
  width: number;
  height: number;
  /** `srcset` values, smallest first. */
  avif: string;
  webp: string;
}

/**
 * The picture's size and its AVIF and WebP `srcset`s, found by the picture naming rule of
 * `@domus/shared/format`; undefined when the picture's name carries no size (no variants).
 */
export function pictureSources(url: string | null | undefined): PictureSources | undefined {
  const size = url ? pictureSizeOf(url) : undefined;
  if (!url || !size) return undefined;
  return { ...size, avif: pictureSrcset(url, 'avif') ?? '', webp: pictureSrcset(url, 'webp') ?? '' };
}
