import { useSyncExternalStore } from 'react';

/**
 * A short list kept in localStorage under one key, shared by every component that reads it:
 * a change in one place (or in another tab, through the `storage` event) re-renders them all.
 */
export interface StoredList<T> {
  read(): readonly T[];
  write(next: readonly T[]): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY: readonly never[] = [];

export function createStoredList<T>(key: string, isEntry: (value: unknown) => value is T): StoredList<T> {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same array back until the stored text changes.
  let cached: { raw: string | null; list: readonly T[] } = { raw: null, list: EMPTY };
  // Where the list lives for this page when the browser blocks storage.
  let blockedStorageCopy: string | null = null;

  const rawValue = () => {
    try {
      return localStorage.getItem(key);
    } catch {
      return blockedStorageCopy;
    }
  };

  const read = (): readonly T[] => {
    const raw = rawValue();
    if (raw === cached.raw) return cached.list;
    let list: readonly T[] = EMPTY;
    try {
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      if (Array.isArray(parsed)) list = parsed.filter(isEntry);
    } catch {
      // A damaged entry reads as an empty list; the next write replaces it.
    }
    cached = { raw, list };
    return list;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    read,
    write(next) {
      const raw = next.length === 0 ? null : JSON.stringify(next);
      blockedStorageCopy = raw;
      try {
        if (raw === null) localStorage.removeItem(key);
        else localStorage.setItem(key, raw);
      } catch {
        // A full storage only loses the change on reload; the page goes on.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The list, re-rendering when it changes. */
export function useStoredList<T>(store: StoredList<T>): readonly T[] {
  return useSyncExternalStore(store.subscribe, store.read, () => EMPTY);
}
