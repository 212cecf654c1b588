export const ELLIPSIS = '…';

/** `text` cut to at most `maxLength` characters, the ellipsis included. */
export function truncate(text: string | null | undefined, maxLength: number): string {
  const value = text ?? '';
  if (value.length <= maxLength) return value;
  if (maxLength <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, maxLength));
  return `${value.slice(0, maxLength - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

/** Lowercase, accents dropped, other characters stripped, words joined by single hyphens. */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * `text` between Unicode's first-strong isolate and pop directional isolate (U+2068, U+2069):
 * inside a translated sentence, a name or address in another script keeps its own order, as
 * <bdi> does for an element ("Welcome, Demo User." in Arabic, a street number before the street).
 */
export function isolate(text: string | number): string {
  return `\u2068${text}\u2069`;
}

/**
 * The name the reader sees of a reference data item (category, parameter, facility, article
 * category, package): the API's `translated_name`, in the language the page asked in
 * (Content-Language), else the stored name (older servers send none, or an empty one). What is
 * sent back to the API stays the stored name.
 */
export function translatedName(
  item: { translated_name?: string | null } & ({ category: string } | { name: string }),
): string {
  return item.translated_name || ('category' in item ? item.category : item.name);
}
