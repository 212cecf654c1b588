import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';

import type { RemoteMap, RemoteName } from './remote-map';

let remoteMap: RemoteMap | undefined;

/** Registers every remote's manifest URL with the federation runtime (from /remotes.json). */
export function registerRemoteMap(map: RemoteMap): void {
  remoteMap = map;
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Loads a remote's single-spa lifecycles. A retry re-registers the remote first, so a
 * failed manifest or entry is fetched again rather than served from the runtime's cache.
 */
export async function loadRemoteSpa(name: RemoteName, retry = false): Promise<ParcelConfigObject> {
  if (retry && remoteMap) registerRemotes([{ name, entry: remoteMap[name] }], { force: true });
  const module = await loadRemote<ParcelConfigObject>(`${name}/spa`);
  if (!module) throw new Error(`Remote ${name} exposes no ./spa`);
  return module;
}
