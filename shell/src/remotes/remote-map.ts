import remoteList from '../../../remote-list.json';

/** A remote as remote-list.json gives it: one list of `routes`, or `areas` (exposed module name -> routes). */
interface ListedRemote {
  folder: string;
  container: string;
  routes?: readonly string[];
  areas?: Readonly<Record<string, readonly string[]>>;
}
const listedRemotes: readonly ListedRemote[] = remoteList.remotes;

/** A federation container name from the list (`isRemoteName` tells one apart from any string). */
export type RemoteName = string;

/**
 * One exposed module of a remote, mounted as one parcel in its own area of the page: `./spa` for
 * a remote with one list of routes, or one of its areas (`./browse`, `./studio`...).
 */
export interface RemoteModule {
  remote: RemoteName;
  /** The exposed module's name, without `./`. */
  expose: string;
}

/** An exposed module with the remote's folder and the route prefixes it is mounted on. */
export interface RemoteArea extends RemoteModule {
  folder: string;
  routes: readonly string[];
}

/** The name of a remote's only exposed module when it has no areas. */
export const SPA_EXPOSE = 'spa';

/** Every exposed module the shell can mount, from the one list of remotes (remote-list.json at the repository root). */
export const remoteAreas: readonly RemoteArea[] = listedRemotes.flatMap((remote) =>
  remote.areas && Object.keys(remote.areas).length > 0
    ? Object.entries(remote.areas).map(([expose, routes]) => ({
        remote: remote.container,
        folder: remote.folder,
        expose,
        routes,
      }))
    : [{ remote: remote.container, folder: remote.folder, expose: SPA_EXPOSE, routes: remote.routes ?? [] }],
);

/** The remotes the shell can mount, each with every route prefix of its areas. */
export const remotes: ReadonlyArray<{ folder: string; container: string; routes: readonly string[] }> =
  listedRemotes.map((remote) => ({
    folder: remote.folder,
    container: remote.container,
    routes: remoteAreas.filter((area) => area.remote === remote.container).flatMap((area) => area.routes),
  }));

/** Federation container names of the remotes the shell can mount. */
export const remoteNames: readonly string[] = remotes.map((remote) => remote.container);

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
  return Object.fromEntries(remotes.map((remote) => [remote.container, `/remotes/${remote.folder}/mf-manifest.json`]));
}
