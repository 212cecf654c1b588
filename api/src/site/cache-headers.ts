import path from 'node:path';

export const immutable = 'public, max-age=31536000, immutable';
/** Kept, but asked about again (ETag, 304 when unchanged) before every use. */
export const revalidate = 'no-cache';

/**
 * A name the build gave a content hash: `[name].[contenthash:8].js|css` for chunks and
 * styles, `assets/[name].[contenthash:8][ext]` for pictures and fonts (see
 * shared/build/webpack-config.ts), and their source maps. A new build that changes the
 * content changes the name, so the old name may be kept for a year without asking.
 */
const hashedName = /^.+\.[0-9a-f]{8}\.(?:m?js|css|png|jpe?g|gif|svg|webp|avif|ico|woff2?)(?:\.map)?$/;

/** Build-time compressed copies are cached as the file they were made from. */
const compressedCopy = /\.(?:br|gz)$/;

/**
 * Cache-Control of a file of the built site. Hashed names are immutable; everything else
 * (index.html, main.js, remoteEntry.js, mf-manifest.json, push-sw.js) names the current
 * chunks or must update in place, so it revalidates on every use.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(compressedCopy, '');
  return hashedName.test(name) ? immutable : revalidate;
}
