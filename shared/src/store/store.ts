import { atom, createStore } from 'jotai';

import { setSessionTokenGetter } from '../api/session-token';
import { persistState, restorePersistedState, type AsyncStorageLike } from './persistence';
import { writePageHints } from './page-hints';
import { initialState, type PersistedState } from './slices';

/** The one jotai store: module state of the singleton @domus/shared, shared by the shell and every remote. */
export const domusStore = createStore();

/** The whole persisted root; slices below are views on it so that one write persists all. */
export const rootStateAtom = atom<PersistedState>(initialState);

/** True once the persisted state was restored (or the 5000 ms timeout passed). */
export const restoredAtom = atom(false);

export const sessionAtom = atom(
  (get) => get(rootStateAtom).session,
  (get, set, next: PersistedState['session']) => set(rootStateAtom, { ...get(rootStateAtom), session: next }),
);
export const languageAtom = atom(
  (get) => get(rootStateAtom).language,
  (get, set, next: PersistedState['language']) => set(rootStateAtom, { ...get(rootStateAtom), language: next }),
);
export const settingsStateAtom = atom(
  (get) => get(rootStateAtom).settings,
  (get, set, next: PersistedState['settings']) => set(rootStateAtom, { ...get(rootStateAtom), settings: next }),
);
export const cachedDataAtom = atom(
  (get) => get(rootStateAtom).cachedData,
  (get, set, next: PersistedState['cachedData']) => set(rootStateAtom, { ...get(rootStateAtom), cachedData: next }),
);

setSessionTokenGetter(() => domusStore.get(rootStateAtom).session.data?.token);

const browserStorage = (): AsyncStorageLike | undefined =>
  typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;

/** Restores persisted state once at start and keeps persisting every change of the root. */
export async function startPersistence(storage: AsyncStorageLike | undefined = browserStorage()): Promise<void> {
  if (domusStore.get(restoredAtom)) return;
  const restored = await restorePersistedState(storage);
  domusStore.set(rootStateAtom, restored);
  domusStore.set(restoredAtom, true);
  const hints = (state: PersistedState) =>
    writePageHints({ signedIn: state.session.data?.token !== undefined, language: state.language.selectedLanguage });
  hints(restored);
  domusStore.sub(rootStateAtom, () => {
    const state = domusStore.get(rootStateAtom);
    hints(state);
    persistState(storage, state);
  });
}
