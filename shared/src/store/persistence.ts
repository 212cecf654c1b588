import { initialState, type PersistedState } from './slices';

/** Only this root key is kept in localStorage. */
export const PERSIST_KEY = 'domus';
export const PERSIST_TIMEOUT_MS = 5000;

export interface AsyncStorageLike {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

/** Loading state is never persisted: a restored slice is never stuck "loading". */
function withoutLoading(state: PersistedState): PersistedState {
  return {
    session: { ...state.session, loading: false },
    language: { ...state.language, loading: false },
    settings: { ...state.settings, loading: false },
    cachedData: { ...state.cachedData, loading: false },
  };
}

function merge(saved: Partial<PersistedState>): PersistedState {
  return withoutLoading({
    session: { ...initialState.session, ...saved.session },
    language: { ...initialState.language, ...saved.language },
    settings: { ...initialState.settings, ...saved.settings },
    cachedData: { ...initialState.cachedData, ...saved.cachedData },
  });
}

/**
 * Restores the persisted root key; gives up after `timeoutMs` (the app then starts from the
 * initial state rather than waiting on a storage that never answers).
 */
export async function restorePersistedState(
  storage: AsyncStorageLike | undefined,
  timeoutMs = PERSIST_TIMEOUT_MS,
): Promise<PersistedState> {
  if (!storage) return initialState;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const raw = await Promise.race([Promise.resolve(storage.getItem(PERSIST_KEY)), timeout]);
    if (!raw) return initialState;
    return merge(JSON.parse(raw) as Partial<PersistedState>);
  } catch {
    return initialState;
  } finally {
    clearTimeout(timer);
  }
}

export function persistState(storage: AsyncStorageLike | undefined, state: PersistedState): void {
  if (!storage) return;
  try {
    void storage.setItem(PERSIST_KEY, JSON.stringify(withoutLoading(state)));
  } catch {
    // Quota or privacy mode: the app works without persistence.
  }
}
