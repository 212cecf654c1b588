// The one-bundle build's stand-in for remote-loader.ts (shell/one-bundle.webpack.config.ts): the
// same site without Module Federation, the yardstick of the bundle-size bench. Each remote's
// exposed module (`./spa`, or one per area) is a lazily loaded chunk of that one build, as
// route-level code splitting would make it.
import { listedRemotes } from '@domus/shared/remote-list';

import type { RemoteSpa } from './remote-loader';
import { moduleOf, SPA_EXPOSE, type RemoteTarget } from './remote-map';
import type { RemoteOverrides } from './remote-overrides';

const folderOf = new Map(listedRemotes.map((remote) => [remote.container, remote.folder]));

/** Every remote is built in: there is no map to fetch, and no other build a tab could switch to. */
export async function discoverRemotes(_search: string, _storage: Storage): Promise<RemoteOverrides> {
  return {};
}

/**
 * What each remote's own build exposes (its webpack.config.ts, from remote-list.json): `./spa` is
 * its src/spa.tsx, an area `./<name>` its src/<name>/spa.tsx; one chunk per exposed module. A
 * chunk that failed to load is requested again by the next import (webpack forgets failed chunks).
 */
export function loadRemoteSpa(target: RemoteTarget): Promise<RemoteSpa> {
  const { remote, expose } = moduleOf(target);
  const folder = folderOf.get(remote);
  if (!folder) return Promise.reject(new Error(`Remote ${remote} is not in remote-list.json`));
  const source = expose === SPA_EXPOSE ? 'spa' : `${expose}/spa`;
  // The one-bundle config narrows this context to each listed remote's exposed modules.
  return import(`../../../${folder}/src/${source}`);
}
