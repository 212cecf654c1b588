export type Translations = { [key: string]: string | Translations };

/**
 * Turns the API's flat `{ "listings.home.title": "..." }` into one nested bundle per
 * namespace: `{ listings: { home: { title: "..." } } }`.
 */
export function splitByNamespace(flat: Record<string, string>): Record<string, Translations> {
  const bundles: Record<string, Translations> = {};
  for (const [fullKey, text] of Object.entries(flat)) {
    const parts = fullKey.split('.');
    if (parts.length < 2 || typeof text !== 'string') continue;
    let node: Translations = (bundles[parts[0]] ??= {});
    for (const part of parts.slice(1, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[parts[parts.length - 1]] = text;
  }
  return bundles;
}
