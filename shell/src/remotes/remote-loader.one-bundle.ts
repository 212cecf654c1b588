// The one-bundle build's stand-in for remote-loader.ts (shell/one-bundle.webpack.config.ts): the
// same site without Module Federation, the yardstick of the bundle-size bench. Each remote's
// `./spa` is a lazily loaded chunk of that one build, as route-level code splitting would make it.
import type { RemoteSpa } from './remote-loader';
import { remotes, type RemoteName } from './remote-map';
import type { RemoteOverrides } from './remote-overrides';

const folderOf = new Map(remotes.map((remote) => [remote.container, remote.folder]));

/** Every remote is built in: there is no map to fetch, and no other build a tab could switch to. */
export async function discoverRemotes(_search: string, _storage: Storage): Promise<RemoteOverrides> {
  return {};
}

/**
 * What each remote's own build exposes as `./spa` (its webpack.config.ts), one chunk per remote
 * folder of the list. A chunk that failed to load is requested again by the next import (webpack
 * forgets failed chunks).
 */
export function loadRemoteSpa(name: RemoteName): Promise<RemoteSpa> {
  const folder = folderOf.get(name);
  if (!folder) return Promise.reject(new Error(`Remote ${name} is not in remote-list.json`));
  // The one-bundle config narrows this context to each listed remote's src/spa.tsx.
  return import(`../../../${folder}/src/spa`);
}
