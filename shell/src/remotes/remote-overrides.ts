import { isRemoteName, type RemoteMap, type RemoteName } from './remote-map';

/**
 * A per-browser override, for testing one remote build against this site: open any page
 * with `?remote.mf_tools=<manifest url>`; it is kept for the tab (sessionStorage) and a
 * banner shows while it is active. `?remote.mf_tools=reset` removes it.
 */
const STORAGE_KEY = 'domus.remoteOverrides';
const PARAM_PREFIX = 'remote.';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export function readOverrides(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): RemoteOverrides {
  let overrides: RemoteOverrides;
  try {
    overrides = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as RemoteOverrides;
  } catch {
    overrides = {};
  }
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length);
    if (!isRemoteName(name)) continue;
    if (value === 'reset' || value === '') delete overrides[name];
    else if (/^https?:\/\//.test(value) || value.startsWith('/')) overrides[name] = value;
  }
  storage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  return overrides;
}

export function clearOverrides(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(STORAGE_KEY);
}

export function applyOverrides(remotes: RemoteMap, overrides: RemoteOverrides): RemoteMap {
  return { ...remotes, ...overrides } as RemoteMap;
}
