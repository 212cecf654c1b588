import remoteList from '../../../remote-list.json';

/** The remotes the shell can mount, from the one list of remotes (remote-list.json at the repository root). */
export const remotes: ReadonlyArray<{ folder: string; container: string; routes: readonly string[] }> =
  remoteList.remotes;

/** Federation container names of the remotes the shell can mount. */
export const remoteNames: readonly string[] = remotes.map((remote) => remote.container);
/** A federation container name from the list (`isRemoteName` tells one apart from any string). */
export type RemoteName = string;

/** remote name -> mf-manifest.json URL, as served by /remotes.json. */
export type RemoteMap = Record<RemoteName, string>;

export const isRemoteName = (name: string): name is RemoteName => remoteNames.includes(name);

/**
 * The map the server publishes by default: every remote's manifest from this site, under
 * /remotes/<folder>/ (api/src/site/remote-map.ts). The shell falls back to it when /remotes.json fails.
 */
export function defaultRemoteMap(): RemoteMap {
  return Object.fromEntries(remotes.map((remote) => [remote.container, `/remotes/${remote.folder}/mf-manifest.json`]));
}
