import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';

import { fetchRemoteMap } from '../start/remotes-json';
import { remoteLoadPolicy, withTimeout } from './load-policy';
import type { RemoteMap, RemoteName } from './remote-map';
import { applyOverrides, readOverrides, type RemoteOverrides } from './remote-overrides';
import { remoteRetryPlugin } from './retry-plugin';
import { asSharedVersionError, type SharedVersionError } from './shared-version';

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

/** Loads in flight: a prefetch and the area asking for the same remote share one load and its outcome. */
const loading = new Map<RemoteName, Promise<RemoteSpa>>();
/**
 * Remotes the runtime refused for their @domus/shared version. Their code stopped halfway through
 * its first run, and the runtime keeps that half-run module: only Retry (a fresh entry) asks again.
 */
const refused = new Map<RemoteName, SharedVersionError>();

/**
 * Loads a remote's single-spa lifecycles, or fails once `timeoutMs` have passed (the runtime's
 * retries included): its area then shows the fallback with Retry. A retry, or any load after a
 * failed one (a prefetch too), re-registers the remote first, so a failed manifest or entry is
 * fetched again rather than served from the runtime's cache. A remote built against another major
 * of @domus/shared fails at once with a SharedVersionError: the runtime refuses it after its entry
 * has arrived, so no retry of the network is tried, and every later load but Retry gets the same
 * refusal (Retry fetches the manifest again, which helps once a build for this major is deployed).
 */
export function loadRemoteSpa(
  name: RemoteName,
  retry = false,
  timeoutMs: number = remoteLoadPolicy.timeoutMs,
): Promise<RemoteSpa> {
  const refusal = refused.get(name);
  if (refusal && !retry) return Promise.reject(refusal);
  const pending = loading.get(name);
  if (pending) return pending;
  const load = loadOnce(name, retry, timeoutMs).finally(() => loading.delete(name));
  loading.set(name, load);
  return load;
}

async function loadOnce(name: RemoteName, retry: boolean, timeoutMs: number): Promise<RemoteSpa> {
  if ((retry || failed.has(name)) && remoteMap) registerRemotes([{ name, entry: remoteMap[name] }], { force: true });
  try {
    const module = await withTimeout(loadRemote<RemoteSpa>(`${name}/spa`), timeoutMs, `Remote ${name}`);
    if (!module) throw new Error(`Remote ${name} exposes no ./spa`);
    failed.delete(name);
    refused.delete(name);
    return module;
  } catch (error) {
    failed.add(name);
    const refusal = asSharedVersionError(name, error);
    if (refusal) refused.set(name, refusal);
    throw refusal ?? error;
  }
}
