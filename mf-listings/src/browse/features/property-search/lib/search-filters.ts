import { postedSinceCodes, postedSinceWindows } from '@domus/shared/contract/posted-since';
import { pageFrom } from '@domus/shared/routing';

export const PAGE_SIZE = 12;

/** The filters of `/properties`, exactly as they travel in its query string. */
export const filterKeys = [
  'search',
  'city',
  'category_id',
  'property_type',
  'min_price',
  'max_price',
  'posted_since',
] as const;

export type FilterKey = (typeof filterKeys)[number];

export type SearchFilters = Record<FilterKey, string> & { page: number };

export const propertyTypeOptions = ['sell', 'rent'] as const;

/** get_property's `posted_since` windows (rolling days back from now), shortest first. */
export const postedSinceOptions = postedSinceWindows;

export const emptyFilters: SearchFilters = {
  search: '',
  city: '',
  category_id: '',
  property_type: '',
  min_price: '',
  max_price: '',
  posted_since: '',
  page: 1,
};

const cleanNumber = (text: string): string => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? String(value) : '';
};

/** Reads the filters from the URL; unknown or malformed values count as "not set". */
export function filtersFromSearchParams(params: URLSearchParams): SearchFilters {
  const read = (key: FilterKey) => (params.get(key) ?? '').trim();
  const propertyType = read('property_type').toLowerCase();
  // Older links carry the codes of existing clients: 0 last week, 1 yesterday.
  const postedSince =
    postedSinceCodes[read('posted_since') as keyof typeof postedSinceCodes] ?? read('posted_since').toLowerCase();
  return {
    search: read('search'),
    city: read('city'),
    category_id: /^\d+$/.test(read('category_id')) ? read('category_id') : '',
    property_type: (propertyTypeOptions as readonly string[]).includes(propertyType) ? propertyType : '',
    min_price: cleanNumber(read('min_price')),
    max_price: cleanNumber(read('max_price')),
    posted_since: (postedSinceOptions as readonly string[]).includes(postedSince) ? postedSince : '',
    page: pageFrom(params),
  };
}

/** The query string of a filter set: empty filters and page 1 are left out. */
export function searchParamsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing any filter starts again from the first page. */
export function withFilter(filters: SearchFilters, key: FilterKey, value: string): SearchFilters {
  return { ...filters, [key]: value, page: 1 };
}

export function withPage(filters: SearchFilters, page: number): SearchFilters {
  return { ...filters, page: Math.max(1, Math.floor(page)) };
}

/** A minimum above the maximum matches nothing; the API refuses it, so the page does not ask. */
export function isPriceRangeInverted(filters: SearchFilters): boolean {
  return filters.min_price !== '' && filters.max_price !== '' && Number(filters.min_price) > Number(filters.max_price);
}

export function hasActiveFilters(filters: SearchFilters): boolean {
  return filterKeys.some((key) => filters[key] !== '');
}

/**
 * The filters that are set, without the page: what a saved search keeps of this search (save-search
 * refuses paging, so it is never sent).
 */
export function setFiltersOf(filters: SearchFilters): Record<string, string> {
  const set: Record<string, string> = {};
  for (const key of filterKeys) if (filters[key] !== '') set[key] = filters[key];
  return set;
}

/** The get_property query of a filter set: the filters plus offset and limit of the page. */
export function propertyQueryFromFilters(filters: SearchFilters): Record<string, string | number> {
  return { offset: (filters.page - 1) * PAGE_SIZE, limit: PAGE_SIZE, ...setFiltersOf(filters) };
}

/** How many filters are set (the search text counts as one): shown on the phone's Filters button. */
export function activeFilterCount(filters: SearchFilters): number {
  return filterKeys.filter((key) => filters[key] !== '').length;
}
