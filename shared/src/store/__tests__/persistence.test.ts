import { PERSIST_KEY, persistState, restorePersistedState } from '../persistence';
import { initialState, sessionTransitions } from '../slices';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = { ...initial };
  return {
    items,
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => {
      items[key] = value;
    },
  };
};

describe('persisted state', () => {
  it('keeps only the root key in storage', () => {
    const storage = memoryStorage();
    persistState(storage, initialState);
    expect(Object.keys(storage.items)).toEqual([PERSIST_KEY]);
  });

  it('restores what was saved, with loading off', async () => {
    const storage = memoryStorage();
    const signedIn = sessionTransitions.signupSucceeded(initialState.session, {
      id: 7,
      name: 'Ana',
      email: 'a@x.io',
      token: 't',
    });
    persistState(storage, { ...initialState, session: { ...signedIn, loading: true } });
    const restored = await restorePersistedState(storage);
    expect(restored.session.data?.token).toBe('t');
    expect(restored.session.loading).toBe(false);
  });

  it('starts from the initial state when storage does not answer within the timeout', async () => {
    jest.useFakeTimers();
    const never = { getItem: () => new Promise<string | null>(() => undefined), setItem: () => undefined };
    const restoring = restorePersistedState(never, 5000);
    jest.advanceTimersByTime(5000);
    await expect(restoring).resolves.toEqual(initialState);
    jest.useRealTimers();
  });

  it('ignores a corrupt saved value', async () => {
    await expect(restorePersistedState(memoryStorage({ [PERSIST_KEY]: '{nope' }))).resolves.toEqual(initialState);
  });
});

describe('session transitions', () => {
  it('logout resets to the initial state', () => {
    expect(sessionTransitions.loggedOut()).toEqual(initialState.session);
  });

  it('a user update replaces the user data and keeps the token', () => {
    const signedIn = sessionTransitions.signupSucceeded(initialState.session, {
      id: 1,
      name: 'A',
      email: 'a@x.io',
      token: 'tok',
    });
    const updated = sessionTransitions.userUpdated(signedIn, { id: 1, name: 'B', email: 'b@x.io' });
    expect(updated.data).toEqual({ id: 1, name: 'B', email: 'b@x.io', token: 'tok' });
  });
});
