/**
 * Listing pictures are stored once with smaller AVIF and WebP copies beside them, so browsers
 * pick the size and format that fit (`<picture>` with `srcset`). The rule is a naming one, the
 * same for keys and absolute URLs: the API writes the variants by it, clients find them by it
 * without asking the API.
 *
 *   properties/<name>-<width>x<height>.jpg                 the picture, its size in its name
 *   properties/variants/<name>-<width>x<height>-<w>w.avif  and .webp, for each variant width w
 *
 * Pictures stored under a name without a size (before variants existed) have none: clients
 * show the picture or its thumbnail.
 */
export const pictureVariantWidths = [320, 640, 1024, 1600] as const;
export const pictureVariantFormats = ['avif', 'webp'] as const;
export type PictureVariantFormat = (typeof pictureVariantFormats)[number];

export interface PictureSize {
  width: number;
  height: number;
}

export interface PictureVariant {
  /** The variant's key, or its URL when given a URL. */
  key: string;
  width: number;
  format: PictureVariantFormat;
}

const sizedPicture = /^(.*\/)?([^/?#]+-(\d{1,5})x(\d{1,5}))\.(jpg|png)$/;

/** The size a stored picture's name (key or URL) carries; undefined for names without one. */
export function pictureSizeOf(stored: string): PictureSize | undefined {
  const match = sizedPicture.exec(stored);
  if (!match) return undefined;
  const [width, height] = [Number(match[3]), Number(match[4])];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The variant widths of a picture this wide: the standard ones below it and its own (at most the largest). */
export function variantWidthsFor(width: number): number[] {
  const largest = pictureVariantWidths[pictureVariantWidths.length - 1]!;
  const widths: number[] = pictureVariantWidths.filter((candidate) => candidate < width);
  widths.push(Math.min(width, largest));
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

/** A picture's `srcset` in one format, smallest first; undefined when its name carries no size (no variants). */
export function pictureSrcset(stored: string, format: PictureVariantFormat): string | undefined {
  const variants = pictureVariantsOf(stored).filter((variant) => variant.format === format);
  return variants.length ? variants.map((variant) => `${variant.key} ${variant.width}w`).join(', ') : undefined;
}

/**
 * The `sizes` of the slots a page's main picture fills, shared by the page that shows it and
 * the server that preloads it (a preload with other sizes would fetch another variant).
 */
export const pictureSlots = {
  /** A home slide is the page's width up to 720 px. */
  homeSlide: '(max-width: 744px) 100vw, 720px',
  /** A detail page's main photo spans its main column (full width below 860 px). */
  galleryPhoto: '(max-width: 860px) 100vw, 860px',
  /** A property card in a list grid (list-grid.module.css: 240 px columns at least, 1200 px page at most). */
  propertyCard: '(max-width: 519px) 100vw, (max-width: 775px) 50vw, (max-width: 1031px) 33vw, 300px',
} as const;
