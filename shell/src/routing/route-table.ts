import { remoteAreas, type RemoteArea, type RemoteName } from '../remotes/remote-map';

/**
 * Which exposed module of which remote owns which top-level route prefix (docs/SPEC.md §2
 * screens), from each remote's `routes` or `areas` in remote-list.json. A prefix matches whole
 * path segments, `*` standing for any one segment; the most specific prefix (the most segments)
 * wins; `/` alone is the home page.
 */
export const routeTable: ReadonlyArray<readonly [prefix: string, area: RemoteArea]> = remoteAreas.flatMap((area) =>
  area.routes.map((prefix) => [prefix, area] as const),
);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const prefixes = routeTable.map(([prefix, area]) => ({ segments: segmentsOf(prefix), area }));
const home = prefixes.find(({ segments }) => segments.length === 0)?.area;

/** The exposed module (an area of a remote) owning a path, or undefined for a path no screen has. */
export function areaForPath(pathname: string): RemoteArea | undefined {
  const segments = segmentsOf(pathname);
  if (segments.length === 0) return home;
  let best: { length: number; area: RemoteArea } | undefined;
  for (const prefix of prefixes) {
    const length = prefix.segments.length;
    if (length === 0 || length > segments.length) continue;
    if (!prefix.segments.every((segment, index) => segment === '*' || segment === segments[index])) continue;
    if (!best || length > best.length) best = { length, area: prefix.area };
  }
  return best?.area;
}

/** The remote owning a path, or undefined for a path no screen has. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return areaForPath(pathname)?.remote;
}
