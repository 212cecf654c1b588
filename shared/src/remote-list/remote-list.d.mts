// The types of remote-list.mjs: what the TypeScript packages see of @domus/shared/remote-list.

/** A remote as remote-list.json gives it: one list of `routes` (exposed as './spa'), or `areas` (exposed module name -> routes). */
export interface ListedRemote {
  /** Its folder at the repository root, and the path it is served under (`/remotes/<folder>/`). */
  folder: string;
  /** Its federation container name: no hyphen. */
  container: string;
  /** Its dev server's port. */
  devPort: number;
  routes?: readonly string[];
  areas?: Readonly<Record<string, readonly string[]>>;
  /** Left out: the remote is for everyone. `operators`: mounted only for an admin's or a moderator's session. */
  audience?: 'operators';
}

/** Who a remote is for: everyone, or operators (admins and moderators) only. */
export type RemoteAudience = 'everyone' | 'operators';

/** One exposed module of a remote (`./spa`, or one of its areas), the route prefixes it is mounted on and its remote's audience. */
export interface RemoteArea {
  /** The remote's federation container name. */
  remote: string;
  folder: string;
  /** The exposed module's name, without `./`. */
  expose: string;
  routes: readonly string[];
  /** Who its remote is for: the shell mounts an `operators` one only for an operator's session. */
  audience: RemoteAudience;
}

/** The name of a remote's only exposed module when it has no areas: './spa', from src/spa.tsx. */
export declare const SPA_EXPOSE: 'spa';

/**
 * The `remotes` of remote-list.json, checked: each entry's fields, no folder, container, dev
 * port or route prefix given twice, and one remote on the home page (`/`). Throws one error
 * naming every problem.
 */
export declare function checkRemoteList(remotes: unknown): readonly ListedRemote[];

/** The one list of remotes. */
export declare const listedRemotes: readonly ListedRemote[];

/** Every remote's folder, in the list's order. */
export declare const remoteFolders: readonly string[];

/** Every exposed module of every remote, with its remote's container name and folder, its route prefixes and audience. */
export declare const remoteAreas: readonly RemoteArea[];

/**
 * Which of `areas` a path belongs to: a prefix matches whole path segments, `*` standing for
 * any one segment, and the most specific prefix (the most segments) wins, the first listed of
 * two as specific; `/` matches the home page alone.
 */
export declare function routeMatcher<Area extends { routes: readonly string[] }>(
  areas: readonly Area[],
): (pathname: string) => Area | undefined;

/** The exposed module (an area of a remote) a path belongs to, or undefined for a path no screen has. */
export declare const areaForPath: (pathname: string) => RemoteArea | undefined;
