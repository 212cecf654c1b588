import path from 'node:path';

/**
 * Turns stored file keys ("seed/house-03.jpg") into the URLs replies carry. Relative
 * (/uploads/...) by default; absolute when PUBLIC_URL is set so remotes on other origins work.
 */
export class FileUrls {
  constructor(private readonly publicUrl: string | undefined) {}

  url(key: string | null | undefined): string {
    if (!key) return '';
    if (/^https?:\/\//.test(key)) return key;
    return `${this.publicUrl ?? ''}/uploads/${key}`;
  }

  /** The small WebP made beside every stored image (thumbs/<name>.webp). */
  thumbUrl(key: string | null | undefined): string {
    if (!key || /^https?:\/\//.test(key)) return this.url(key);
    return this.url(thumbnailKey(key));
  }
}

export const thumbnailKey = (key: string) => {
  const { dir, name } = path.posix.parse(key);
  return path.posix.join(dir, 'thumbs', `${name}.webp`);
};
