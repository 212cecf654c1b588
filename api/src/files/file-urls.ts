import path from 'node:path';

/**
 * Turns stored file keys ("seed/house-03.jpg") into the URLs replies carry: absolute, from the
 * configured PUBLIC_URL, so clients on other origins (remotes, mobile apps) can use them.
 */
export class FileUrls {
  constructor(private readonly publicUrl: string) {}

  url(key: string | null | undefined): string {
    if (!key) return '';
    if (/^https?:\/\//.test(key)) return key;
    return `${this.publicUrl}/uploads/${key}`;
  }

  /**
   * A listing's or project's document as replies carry it: `name` repeats `file_name` and `type`
   * is the file's kind by its extension (`pdf`, `docx`...; '' without one), as existing clients
   * read them for the link and its icon.
   */
  document(document: { id: number; file_name: string; file: string }) {
    const kind = /\.([a-z0-9]{1,8})$/i.exec(document.file_name || document.file)?.[1]?.toLowerCase() ?? '';
    return {
      id: document.id,
      file_name: document.file_name,
      name: document.file_name,
      type: kind,
      file: this.url(document.file),
    };
  }

  /** The small WebP made beside every stored image (thumbs/<name>.webp). */
  thumbUrl(key: string | null | undefined): string {
    if (!key) return '';
    if (/^https?:\/\//.test(key)) return generatedImageUrl.test(key) ? thumbnailOf(key) : key;
    return this.url(thumbnailKey(key));
  }
}

/** An uploaded picture kept in outside storage (its name is generated, so it has a thumbnail). */
const generatedImageUrl = /\/[0-9a-f]{32}(-\d{1,5}x\d{1,5})?\.(jpg|png)$/;

/** The thumbnail of a stored key or of an uploaded picture's absolute URL. */
export const thumbnailOf = (stored: string) =>
  /^https?:\/\//.test(stored)
    ? stored.replace(/\/([0-9a-f]{32}(?:-\d{1,5}x\d{1,5})?)\.(jpg|png)$/, '/thumbs/$1.webp')
    : thumbnailKey(stored);

export const thumbnailKey = (key: string) => {
  const { dir, name } = path.posix.parse(key);
  return path.posix.join(dir, 'thumbs', `${name}.webp`);
};
