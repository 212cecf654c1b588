import remoteList from '../../../remote-list.json';

/**
 * A remote as remote-list.json gives it: one list of `routes` (exposed as './spa'), or `areas`
 * (exposed module name -> routes).
 */
interface ListedRemote {
  folder: string;
  container: string;
  routes?: string[];
  areas?: Record<string, string[]>;
}
const listedRemotes: readonly ListedRemote[] = remoteList.remotes;

/** Remote folders the site serves, from the one list of remotes (remote-list.json at the repository root). */
export const siteRemotes: readonly string[] = listedRemotes.map((remote) => remote.folder);
export type SiteRemote = string;

const containerOf = new Map(listedRemotes.map((remote) => [remote.folder, remote.container]));

/** Each remote's exposed modules (their names as its manifest gives them) with the route prefixes of each. */
const areasOf = (remote: ListedRemote): [expose: string, routes: string[]][] =>
  remote.areas && Object.keys(remote.areas).length > 0 ? Object.entries(remote.areas) : [['spa', remote.routes ?? []]];

/** The remote (folder) and its exposed module (name in its manifest) that the shell mounts on a route prefix. */
export function siteAreaOf(prefix: string): { folder: SiteRemote; expose: string } | undefined {
  for (const remote of listedRemotes)
    for (const [expose, routes] of areasOf(remote))
      if (routes.includes(prefix)) return { folder: remote.folder, expose };
  return undefined;
}

const home = siteAreaOf('/')!;
/** The remote mounted on the home page (`/`): the first view preloads its files. */
export const homeRemote: SiteRemote = home.folder;
/** The home remote's exposed module mounted on `/` (`spa`, or the area owning `/`): the first view preloads its code. */
export const homeExpose: string = home.expose;

/** e.g. REMOTE_MF_LISTINGS_URL for the remote whose container is mf_listings. */
export const overrideVariable = (folder: SiteRemote): string => `REMOTE_${containerOf.get(folder)!.toUpperCase()}_URL`;

/**
 * /remotes.json: each remote's manifest, served by this site unless its variable points
 * elsewhere. A staging site swaps one remote by setting one variable, rebuilding nothing.
 */
export function buildRemoteMap(overrides: Partial<Record<SiteRemote, string>>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const remote of remoteList.remotes) {
    map[remote.container] = overrides[remote.folder] || `/remotes/${remote.folder}/mf-manifest.json`;
  }
  return map;
}

/** The overrides present in an environment, by folder. */
export function remoteOverridesFromEnv(env: Record<string, string | undefined>): Partial<Record<SiteRemote, string>> {
  const overrides: Partial<Record<SiteRemote, string>> = {};
  for (const folder of siteRemotes) {
    const value = env[overrideVariable(folder)]?.trim();
    if (value) overrides[folder] = value;
  }
  return overrides;
}
