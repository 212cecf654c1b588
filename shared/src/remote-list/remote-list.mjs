// The one reader of remote-list.json (the repository root): its entries checked, each remote's
// exposed modules with their route prefixes, and which of them a path belongs to. Plain
// JavaScript so that eslint.config.mjs and the scripts import it as they are; the TypeScript
// packages import it as @domus/shared/remote-list, typed by remote-list.d.mts beside it.
import remoteListFile from '../../../remote-list.json' with { type: 'json' };

/** The name of a remote's only exposed module when it has no areas: './spa', from src/spa.tsx. */
export const SPA_EXPOSE = 'spa';

const folderName = /^[a-z][a-z0-9-]*$/;
/** Module Federation manifests reject a hyphen in a container's name. */
const containerName = /^[a-z][a-z0-9_]*$/;
/** Whole path segments from `/`, `*` standing for any one segment. */
const routePrefix = /^\/(?:(?:[a-z0-9-]+|\*)(?:\/(?:[a-z0-9-]+|\*))*)?$/;
const entryKeys = new Set(['folder', 'container', 'devPort', 'routes', 'areas', 'audience']);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with one list of route prefixes, or nothing. */
function prefixProblems(routes, where) {
  if (!Array.isArray(routes) || routes.length === 0) return [`${where} must be a non-empty array of route prefixes`];
  return routes
    .filter((route) => typeof route !== 'string' || !routePrefix.test(route))
    .map(
      (route) =>
        `${where}: ${JSON.stringify(route)} is no route prefix (like /user/edit-property or /virtual-tour/*/edit)`,
    );
}

/** What is wrong with one entry, or nothing. */
function entryProblems(entry, where) {
  if (!isObject(entry)) return [`${where} must be an object`];
  const problems = Object.keys(entry)
    .filter((key) => !entryKeys.has(key))
    .map((key) => `${where}.${key} is not a field of a remote (folder, container, devPort, routes, areas or audience)`);
  if (typeof entry.folder !== 'string' || !folderName.test(entry.folder))
    problems.push(`${where}.folder must be a folder name like mf-name`);
  if (typeof entry.container !== 'string' || !containerName.test(entry.container))
    problems.push(`${where}.container must be a container name like mf_name (no hyphen)`);
  if (!Number.isInteger(entry.devPort) || entry.devPort < 1 || entry.devPort > 65535)
    problems.push(`${where}.devPort must be a port number`);
  // Who the remote is for: everyone (no audience), or operators (admins and moderators) only.
  if (entry.audience !== undefined && entry.audience !== 'operators')
    problems.push(`${where}.audience must be "operators" (or left out: the remote is for everyone)`);
  if ((entry.routes === undefined) === (entry.areas === undefined))
    problems.push(`${where} must have either routes or areas, not both`);
  else if (entry.routes !== undefined) problems.push(...prefixProblems(entry.routes, `${where}.routes`));
  else if (!isObject(entry.areas) || Object.keys(entry.areas).length === 0)
    problems.push(`${where}.areas must map each area's name to its route prefixes`);
  else
    for (const [area, routes] of Object.entries(entry.areas)) {
      if (!folderName.test(area))
        problems.push(`${where}.areas: ${JSON.stringify(area)} is no area name (like browse)`);
      problems.push(...prefixProblems(routes, `${where}.areas.${area}`));
    }
  return problems;
}

/** The remote's exposed modules (name without `./`) with the route prefixes of each. */
const exposesOf = (remote) => (remote.areas ? Object.entries(remote.areas) : [[SPA_EXPOSE, remote.routes]]);

/** Values given to more than one remote (or route), each once. */
const repeated = (values) => [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];

/**
 * The `remotes` of remote-list.json, checked: each entry's fields, no folder, container, dev
 * port or route prefix given twice, and one remote on the home page (`/`). Throws one error
 * naming every problem.
 */
export function checkRemoteList(remotes) {
  if (!Array.isArray(remotes) || remotes.length === 0)
    throw new Error('remote-list.json: `remotes` must be a non-empty array');
  const problems = remotes.flatMap((entry, index) =>
    entryProblems(entry, `remotes[${index}]${typeof entry?.folder === 'string' ? ` (${entry.folder})` : ''}`),
  );
  if (problems.length === 0) {
    for (const key of ['folder', 'container', 'devPort'])
      for (const value of repeated(remotes.map((remote) => remote[key])))
        problems.push(`${key} ${value} is given to more than one remote`);
    const routes = remotes.flatMap((remote) => exposesOf(remote).flatMap(([, prefixes]) => prefixes));
    for (const route of repeated(routes)) problems.push(`the route ${route} is given more than once`);
    if (!routes.includes('/')) problems.push('no remote has the home page (the route /)');
    // Every visit starts the home remote (the first view preloads it): it must be everyone's.
    for (const remote of remotes)
      if (remote.audience && exposesOf(remote).some(([, prefixes]) => prefixes.includes('/')))
        problems.push(`${remote.folder} is for ${remote.audience} only and cannot have the home page (the route /)`);
  }
  if (problems.length > 0) throw new Error(`remote-list.json is not a list of remotes:\n- ${problems.join('\n- ')}`);
  return remotes;
}

/**
 * The one list of remotes. A production bundle takes it as it is: its build read the list through
 * shared/build, which checked it, and the browser need not carry the checks.
 */
export const listedRemotes =
  process.env.NODE_ENV === 'production' ? remoteListFile.remotes : checkRemoteList(remoteListFile.remotes);

/** Every remote's folder, in the list's order. */
export const remoteFolders = listedRemotes.map((remote) => remote.folder);

/**
 * Every exposed module of every remote, with its remote's container name and folder, its route
 * prefixes and who the remote is for.
 */
export const remoteAreas = listedRemotes.flatMap((remote) =>
  exposesOf(remote).map(([expose, routes]) => ({
    remote: remote.container,
    folder: remote.folder,
    expose,
    routes,
    audience: remote.audience ?? 'everyone',
  })),
);

const segmentsOf = (path) => path.split('/').filter(Boolean);

/**
 * Which of `areas` a path belongs to: a prefix matches whole path segments, `*` standing for
 * any one segment, and the most specific prefix (the most segments) wins, the first listed of
 * two as specific; `/` matches the home page alone.
 */
export function routeMatcher(areas) {
  const prefixes = areas.flatMap((area) => area.routes.map((route) => ({ segments: segmentsOf(route), area })));
  return (pathname) => {
    const segments = segmentsOf(pathname);
    let best;
    for (const prefix of prefixes) {
      const length = prefix.segments.length;
      if (length === 0 ? segments.length > 0 : length > segments.length) continue;
      if (!prefix.segments.every((segment, index) => segment === '*' || segment === segments[index])) continue;
      if (!best || length > best.segments.length) best = prefix;
    }
    return best?.area;
  };
}

/** The exposed module (an area of a remote) a path belongs to, or undefined for a path no screen has. */
export const areaForPath = routeMatcher(remoteAreas);
