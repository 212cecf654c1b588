import { remotes, type RemoteName } from '../remotes/remote-map';

/**
 * Which remote owns which top-level route prefix (docs/SPEC.md §2 screens), from each remote's
 * `routes` in remote-list.json. The longest matching prefix wins; `/` alone is the home page.
 */
export const routeTable: ReadonlyArray<readonly [prefix: string, remote: RemoteName]> = remotes.flatMap((remote) =>
  remote.routes.map((prefix) => [prefix, remote.container] as const),
);

const home = routeTable.find(([prefix]) => prefix === '/')?.[1];

/** The remote owning a path, or undefined for a path no screen has. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  if (pathname === '/' || pathname === '') return home;
  let best: { length: number; remote: RemoteName } | undefined;
  for (const [prefix, remote] of routeTable) {
    if (prefix === '/') continue;
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.length)) best = { length: prefix.length, remote };
  }
  return best?.remote;
}
