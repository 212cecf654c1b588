import path from 'node:path';

/**
 * Entries and manifests must be re-checked on every load (they name the current chunks);
 * chunks carry a content hash in their name and never change.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (/\.[0-9a-f]{8}\.(js|css)(\.map)?$/.test(name) || name.startsWith('assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  if (/\.(png|jpe?g|svg|webp|gif)$/.test(name) && /\.[0-9a-f]{8}\./.test(name))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
