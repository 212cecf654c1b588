import { listedRemotes, SPA_EXPOSE, type RemoteArea } from '@domus/shared/remote-list';

/** A federation container name from the list (`isRemoteName` tells one apart from any string). */
export type RemoteName = string;

/**
 * One exposed module of a remote, mounted as one parcel in its own area of the page: `./spa` for
 * a remote with one list of routes, or one of its areas (`./browse`, `./studio`...).
 */
export type RemoteModule = Pick<RemoteArea, 'remote' | 'expose'>;

export { SPA_EXPOSE };

/** Federation container names of the remotes the shell can mount, from the one list of remotes (remote-list.json). */
export const remoteNames: readonly string[] = listedRemotes.map((remote) => remote.container);

/** A remote's name, or one of its exposed modules: what the shell loads and mounts. */
export type RemoteTarget = RemoteName | RemoteModule;

/** The exposed module a target means: a bare remote name means its `./spa`. */
export const moduleOf = (target: RemoteTarget): RemoteModule =>
  typeof target === 'string' ? { remote: target, expose: SPA_EXPOSE } : target;

/** What the loader is asked for to mount an area: the remote's name alone for its `./spa`, else the module. */
export const targetOf = ({ remote, expose }: RemoteModule): RemoteTarget =>
  expose === SPA_EXPOSE ? remote : { remote, expose };

/** How logs, keys and test ids name an exposed module: the remote alone for `./spa`, else `<remote>/<area>`. */
export const moduleLabel = (target: RemoteTarget): string => {
  const { remote, expose } = moduleOf(target);
  return expose === SPA_EXPOSE ? remote : `${remote}/${expose}`;
};

/** remote name -> mf-manifest.json URL, as served by /remotes.json. */
export type RemoteMap = Record<RemoteName, string>;

export const isRemoteName = (name: string): name is RemoteName => remoteNames.includes(name);

/**
 * The map the server publishes by default: every remote's manifest from this site, under
 * /remotes/<folder>/ (api/src/site/remote-map.ts). The shell falls back to it when /remotes.json fails.
 */
export function defaultRemoteMap(): RemoteMap {
  return Object.fromEntries(
    listedRemotes.map((remote) => [remote.container, `/remotes/${remote.folder}/mf-manifest.json`]),
  );
}
