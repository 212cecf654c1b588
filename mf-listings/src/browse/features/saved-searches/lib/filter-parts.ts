import { savedSearchLimits, type SavedSearch } from '@domus/shared/contract';

/**
 * A search's filters as save-search takes them and get-saved-searches gives them back:
 * get_property's query (and the map's area), each set value as text.
 */
export type SearchFilterValues = Readonly<Record<string, string>>;

/** What a filter says, before it is put into words (the page's language, the category's name). */
export type FilterPart =
  | { kind: 'place'; text: string }
  | { kind: 'category'; id: string }
  | { kind: 'type'; type: string }
  | { kind: 'words'; text: string }
  | { kind: 'price'; min?: string; max?: string }
  | { kind: 'postedSince'; window: string }
  | { kind: 'promoted' }
  | { kind: 'owner' }
  | { kind: 'area'; area: 'polygon' | 'box' };

const boxKeys = ['min_lat', 'max_lat', 'min_lng', 'max_lng'] as const;

/** The filters of a saved search as text (the API may give numbers and flags back). */
export function filterValuesOf(filters: SavedSearch['filters']): SearchFilterValues {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? (value ? '1' : '0') : String(value),
    ]),
  );
}

/** Whether any filter is set: save-search needs one (a search of every listing would alert on everything). */
export function hasSearchFilter(filters: SearchFilterValues): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/** The filters in the order a person reads a search: where, what, which type, words, price, age, the rest. */
export function filterParts(filters: SearchFilterValues): FilterPart[] {
  const set = (key: string) => {
    const value = filters[key]?.trim();
    return value ? value : undefined;
  };
  const parts: FilterPart[] = [];
  for (const key of ['city', 'state', 'country']) {
    const text = set(key);
    if (text) parts.push({ kind: 'place', text });
  }
  const category = set('category_id') ?? set('category_slug_id');
  if (category) parts.push({ kind: 'category', id: category });
  const type = set('property_type');
  if (type) parts.push({ kind: 'type', type });
  const words = set('search');
  if (words) parts.push({ kind: 'words', text: words });
  const min = set('min_price');
  const max = set('max_price');
  if (min || max) parts.push({ kind: 'price', ...(min ? { min } : {}), ...(max ? { max } : {}) });
  const window = set('posted_since');
  if (window) parts.push({ kind: 'postedSince', window });
  if (set('promoted') === '1' || set('promoted') === 'true') parts.push({ kind: 'promoted' });
  if (set('userid')) parts.push({ kind: 'owner' });
  if (set('polygon')) parts.push({ kind: 'area', area: 'polygon' });
  else if (boxKeys.every((key) => set(key) !== undefined)) parts.push({ kind: 'area', area: 'box' });
  return parts;
}

/** The kinds a suggested name is made of first: a search is known by where and what. */
const namingKinds: readonly FilterPart['kind'][] = ['place', 'category', 'type'];

/**
 * A name for a new saved search: its place, category and type ("Lisbon · Villa · For sale"), else
 * its first filters, cut to the API's limit. `text` puts a part into words.
 */
export function suggestedName(parts: readonly FilterPart[], text: (part: FilterPart) => string): string {
  const naming = parts.filter((part) => namingKinds.includes(part.kind));
  const chosen = naming.length > 0 ? naming : parts.slice(0, 2);
  const name = chosen.map(text).join(' · ');
  return name.length > savedSearchLimits.nameMaxLength ? name.slice(0, savedSearchLimits.nameMaxLength).trim() : name;
}
