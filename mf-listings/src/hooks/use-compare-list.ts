import type { Property } from '../types/listings';
import { isListingSummary, listingSummary, type ListingSummary } from '../lib/listing-summary';
import { createStoredList, useStoredList } from '../lib/stored-list';

export const COMPARE_KEY = 'domus:compare';
/** More columns than this do not fit side by side. */
export const COMPARE_LIMIT = 4;

export const compareList = createStoredList<ListingSummary>(COMPARE_KEY, isListingSummary);

export type AddToCompareResult = 'added' | 'alreadyThere' | 'full';

/** Adds a property at the end of the compared ones; a fifth is refused. */
export function addToCompare(property: Property): AddToCompareResult {
  const current = compareList.read();
  if (current.some((entry) => entry.id === property.id)) return 'alreadyThere';
  if (current.length >= COMPARE_LIMIT) return 'full';
  compareList.write([...current, listingSummary(property)]);
  return 'added';
}

export function removeFromCompare(id: number): void {
  compareList.write(compareList.read().filter((entry) => entry.id !== id));
}

export function clearCompare(): void {
  compareList.write([]);
}

/** The compared properties, in the order they were added. */
export function useCompareList(): readonly ListingSummary[] {
  return useStoredList(compareList);
}
