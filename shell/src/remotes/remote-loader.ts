import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';

import { fetchRemoteMap } from '../start/remotes-json';
import { remoteLoadPolicy, withTimeout } from './load-policy';
import type { RemoteMap, RemoteName } from './remote-map';
import { applyOverrides, readOverrides, type RemoteOverrides } from './remote-overrides';
import { remoteRetryPlugin } from './retry-plugin';

/**
 * A remote's `./spa`: single-spa lifecycles, and optionally `prefetch` to load one of its pages
 * ahead (with `data`, the page's first data too: for the page a visit starts on).
 */
export type RemoteSpa = ParcelConfigObject & { prefetch?: (pathname: string, options?: { data?: boolean }) => void };

let remoteMap: RemoteMap | undefined;
/** Remotes whose last load failed: the next load fetches their manifest and entry again. */
const failed = new Set<RemoteName>();

/** Registers every remote's manifest URL with the federation runtime (from /remotes.json). */
export function registerRemoteMap(map: RemoteMap): void {
  remoteMap = map;
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Finds every remote's build: the map the server publishes (/remotes.json, or the defaults when
 * it fails) with this tab's overrides on top, registered with the federation runtime, which
 * retries a failed manifest or entry (retry-plugin.ts). Resolves to the overrides (the banner
 * shows them).
 */
export async function discoverRemotes(search: string, storage: Storage): Promise<RemoteOverrides> {
  registerPlugins([remoteRetryPlugin()]);
  const overrides = readOverrides(search, storage);
  registerRemoteMap(applyOverrides(await fetchRemoteMap(), overrides));
  return overrides;
}

/**
 * Loads a remote's single-spa lifecycles, or fails once `timeoutMs` have passed (the runtime's
 * retries included): its area then shows the fallback with Retry. A retry, or any load after a
 * failed one (a prefetch too), re-registers the remote first, so a failed manifest or entry is
 * fetched again rather than served from the runtime's cache.
 */
export async function loadRemoteSpa(
  name: RemoteName,
  retry = false,
  timeoutMs: number = remoteLoadPolicy.timeoutMs,
): Promise<RemoteSpa> {
  if ((retry || failed.has(name)) && remoteMap) registerRemotes([{ name, entry: remoteMap[name] }], { force: true });
  try {
    const module = await withTimeout(loadRemote<RemoteSpa>(`${name}/spa`), timeoutMs, `Remote ${name}`);
    if (!module) throw new Error(`Remote ${name} exposes no ./spa`);
    failed.delete(name);
    return module;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
