import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';

import { fetchRemoteMap } from '../start/remotes-json';
import { remoteLoadPolicy, withTimeout } from './load-policy';
import { moduleLabel, moduleOf, type RemoteMap, type RemoteName, type RemoteTarget } from './remote-map';
import { applyOverrides, readOverrides, type RemoteOverrides } from './remote-overrides';
import { remoteRetryPlugin } from './retry-plugin';
import { asSharedVersionError, type SharedVersionError } from './shared-version';

/**
 * A remote's exposed module (`./spa`, or one of its areas): single-spa lifecycles, and optionally
 * `prefetch` to load one of its pages ahead (with `data`, the page's first data too: for the page
 * a visit starts on).
 */
export type RemoteSpa = ParcelConfigObject & { prefetch?: (pathname: string, options?: { data?: boolean }) => void };

let remoteMap: RemoteMap | undefined;
/** Exposed modules whose last load failed (by moduleLabel): the next load asks for them afresh. */
const failed = new Set<string>();
/** Exposed modules loaded in this page (by moduleLabel): their remote's entry is running. */
const loaded = new Set<string>();

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

/** Loads in flight, by moduleLabel: a prefetch and the area asking for the same module share one load and its outcome. */
const loading = new Map<string, Promise<RemoteSpa>>();
/**
 * Remotes the runtime refused for their @domus/shared version. Their code stopped halfway through
 * its first run, and the runtime keeps that half-run module: only Retry (a fresh entry) asks again.
 * A refusal is the whole remote's: every area of it gets it.
 */
const refused = new Map<RemoteName, SharedVersionError>();

/**
 * Loads the single-spa lifecycles of a remote's exposed module (a bare remote name: its `./spa`;
 * or one of its areas), or fails once `timeoutMs` have passed (the runtime's retries included):
 * its area then shows the fallback with Retry. A retry, or any load after a failed one (a
 * prefetch too), re-registers the remote first, so a failed manifest or entry is fetched again
 * rather than served from the runtime's cache; when another area of the remote already runs from
 * its entry, the entry is known good and only the area's own code is asked for again. A remote
 * built against another major of @domus/shared fails at once with a SharedVersionError: the
 * runtime refuses it after its entry has arrived, so no retry of the network is tried, and every
 * later load but Retry gets the same refusal (Retry fetches the manifest again, which helps once
 * a build for this major is deployed).
 */
export function loadRemoteSpa(
  target: RemoteTarget,
  retry = false,
  timeoutMs: number = remoteLoadPolicy.timeoutMs,
): Promise<RemoteSpa> {
  const module = moduleOf(target);
  const refusal = refused.get(module.remote);
  if (refusal && !retry) return Promise.reject(refusal);
  const label = moduleLabel(module);
  const pending = loading.get(label);
  if (pending) return pending;
  const load = loadOnce(module.remote, module.expose, retry, timeoutMs).finally(() => loading.delete(label));
  loading.set(label, load);
  return load;
}

/** Whether another exposed module of `remote` than `label` has loaded in this page. */
const entryRunsElsewhere = (remote: RemoteName, label: string) =>
  [...loaded].some((other) => other !== label && other.startsWith(`${remote}/`));

async function loadOnce(name: RemoteName, expose: string, retry: boolean, timeoutMs: number): Promise<RemoteSpa> {
  const label = moduleLabel({ remote: name, expose });
  const askAfresh = retry || failed.has(label);
  if (askAfresh && remoteMap && (refused.has(name) || !entryRunsElsewhere(name, label)))
    registerRemotes([{ name, entry: remoteMap[name] }], { force: true });
  try {
    const module = await withTimeout(loadRemote<RemoteSpa>(`${name}/${expose}`), timeoutMs, `Remote ${label}`);
    if (!module) throw new Error(`Remote ${name} exposes no ./${expose}`);
    failed.delete(label);
    refused.delete(name);
    loaded.add(label);
    return module;
  } catch (error) {
    failed.add(label);
    const refusal = asSharedVersionError(name, error);
    if (refusal) refused.set(name, refusal);
    throw refusal ?? error;
  }
}
