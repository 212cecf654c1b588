import { areaForPath, listedRemotes, remoteAreas, remoteFolders } from '@domus/shared/remote-list';

/** Remote folders the site serves, from the one list of remotes (remote-list.json at the repository root). */
export const siteRemotes: readonly string[] = remoteFolders;
export type SiteRemote = string;

/** The remote (folder) and its exposed module (name in its manifest) that the shell mounts on a route prefix. */
export function siteAreaOf(prefix: string): { folder: SiteRemote; expose: string } | undefined {
  const area = remoteAreas.find(({ routes }) => routes.includes(prefix));
  return area && { folder: area.folder, expose: area.expose };
}

const home = areaForPath('/')!;
/** The remote mounted on the home page (`/`): the first view preloads its files. */
export const homeRemote: SiteRemote = home.folder;
/** The home remote's exposed module mounted on `/` (`spa`, or the area owning `/`): the first view preloads its code. */
export const homeExpose: string = home.expose;

/**
 * /remotes.json: each remote's manifest, served by this site unless its variable points
 * elsewhere. A staging site swaps one remote by setting one variable, rebuilding nothing.
 */
export function buildRemoteMap(overrides: Partial<Record<SiteRemote, string>>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const remote of listedRemotes) {
    map[remote.container] = overrides[remote.folder] || `/remotes/${remote.folder}/mf-manifest.json`;
  }
  return map;
}
