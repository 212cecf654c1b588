import { useCallback, useState } from 'react';

/** Marks a saved file for removal, or takes the mark back. */
export const toggleId = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((other) => other !== id) : [...list, id];

/** The saved files (by id) an edit removes when it is saved; until then each can be undone. */
export function useSavedFileRemovals() {
  const [removed, setRemoved] = useState<number[]>([]);
  const toggle = useCallback((id: number) => setRemoved((list) => toggleId(list, id)), []);
  return { removed, toggle };
}

export type SavedFileRemovals = ReturnType<typeof useSavedFileRemovals>;
