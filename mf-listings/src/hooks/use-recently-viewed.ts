import { useEffect } from 'react';

import type { Property } from '../types/listings';
import { isListingSummary, listingSummary, type ListingSummary } from '../lib/listing-summary';
import { createStoredList, useStoredList } from '../lib/stored-list';

export const RECENTLY_VIEWED_KEY = 'domus:recently-viewed';
export const RECENTLY_VIEWED_LIMIT = 10;

export const recentlyViewedList = createStoredList<ListingSummary>(RECENTLY_VIEWED_KEY, isListingSummary);

/** Puts a property first (once), keeping the newest ten. */
export function recordRecentlyViewed(property: Property): void {
  const others = recentlyViewedList.read().filter((entry) => entry.id !== property.id);
  recentlyViewedList.write([listingSummary(property), ...others].slice(0, RECENTLY_VIEWED_LIMIT));
}

export function clearRecentlyViewed(): void {
  recentlyViewedList.write([]);
}

/** The properties this browser opened, newest first. */
export function useRecentlyViewed(): readonly ListingSummary[] {
  return useStoredList(recentlyViewedList);
}

/** Records the property a detail page shows (again when its data changes, keeping it current). */
export function useRecordRecentlyViewed(property: Property | null | undefined): void {
  useEffect(() => {
    if (property) recordRecentlyViewed(property);
  }, [property]);
}
