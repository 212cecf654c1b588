// Which workspace packages need a build. A package is rebuilt when the hash of its inputs (its
// own files, the inputs of the workspace packages it uses, the lockfile and the root build
// settings) differs from the stamp its last successful build wrote beside its dist folder, or
// when dist is no longer what that build left (built some other way, half built, removed).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Bump when the hash starts covering other things: every older stamp then reads as stale. */
export const STAMP_VERSION = 1;
export const STAMP_FILE = '.build-stamp.json';

/** Root files every build depends on: the installed packages and the TypeScript settings. */
export const rootInputs = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];

/** Never part of a build's output, wherever they are in a package. */
const skippedDirs = new Set(['node_modules', 'dist', '.mf', '__tests__', 'coverage']);
/** Another build's output: `dist-shared-<version>`, the e2e's builds against another @domus/shared version. */
const isSkippedDir = (name) => skippedDirs.has(name) || name.startsWith('dist-');
/** Test and bench code at a package's top level (the API's `test/` and `bench/`). */
const skippedTopDirs = new Set(['test', 'bench']);
const skippedFile = /(\.(test|spec)\.[cm]?[jt]sx?|\.md|^jest\.config\.[cm]?js|^\.build-stamp\.json)$/;

const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The build inputs of a package folder: `hash`, a sha256 over relative paths and contents in a
 * fixed order, and `bytes`, their size.
 */
export function hashFolder(dir) {
  const hash = createHash('sha256');
  let bytes = 0;
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true }).sort(byName)) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isSkippedDir(entry.name) && !(relative === '' && skippedTopDirs.has(entry.name))) walk(child);
      } else if (entry.isFile() && !skippedFile.test(entry.name)) {
        const content = readFileSync(path.join(dir, child));
        bytes += content.length;
        hash.update(`${child}\0`).update(content).update('\0');
      }
    }
  };
  walk('');
  return { hash: hash.digest('hex'), bytes };
}

/** sha256 over root files (a missing one counts as empty). */
export function hashFiles(root, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    let content = '';
    try {
      content = readFileSync(path.join(root, file));
    } catch {
      // absent: hashed as empty
    }
    hash.update(`${file}\0`).update(content).update('\0');
  }
  return hash.digest('hex');
}

/**
 * A fingerprint of a build's output folder (relative paths, sizes and modification times), or
 * undefined when it does not exist: any later write to dist shows.
 */
export function fingerprintOutput(dir) {
  const hash = createHash('sha256');
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true }).sort(byName)) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else {
        const stats = statSync(path.join(dir, child));
        hash.update(`${child}\0${stats.size}\0${stats.mtimeMs}\0`);
      }
    }
  };
  try {
    walk('');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
  return hash.digest('hex');
}

/** The folders listed under `packages:` in pnpm-workspace.yaml (a `*` matches within one folder level). */
export function workspaceFolders(root) {
  const lines = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  if (start < 0) throw new Error('pnpm-workspace.yaml lists no packages');
  const patterns = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+-\s+['"]?([^'"\s#]+)/.exec(line);
    if (!item) break;
    patterns.push(item[1]);
  }
  return patterns.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const parent = path.posix.dirname(pattern);
    const name = new RegExp(`^${path.posix.basename(pattern).split('*').map(escapeRegExp).join('[^/]*')}$`);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && name.test(entry.name))
      .map((entry) => path.posix.join(parent, entry.name))
      .sort();
  });
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The workspace's packages: `{ name, folder, build, uses }`, where `build` says whether it has
 * a build script and `uses` names the workspace packages it depends on.
 */
export function readWorkspace(root) {
  return workspaceFolders(root).map((folder) => {
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
    return {
      name: manifest.name,
      folder,
      build: typeof manifest.scripts?.build === 'string',
      uses: Object.keys(dependencies)
        .filter((name) => String(dependencies[name]).startsWith('workspace:'))
        .sort(),
    };
  });
}

/**
 * Decides what to build. `packages` carry `ownHash` (hashFolder's hash of their folder); `rootHash`
 * covers the root inputs; `readStamp(pkg)` returns the stamp of its last build or undefined;
 * `readOutput(pkg)` the fingerprint of its dist now. Returns, for every package with a build
 * script, its input hash and why it must be built (`reason` undefined: up to date), in the
 * workspace's order.
 */
export function planBuilds(packages, { rootHash, readStamp, readOutput, force = false }) {
  const named = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const hashes = new Map();
  const inputHash = (name, seen = []) => {
    if (hashes.has(name)) return hashes.get(name);
    if (seen.includes(name))
      throw new Error(`workspace packages depend on each other in a circle: ${[...seen, name].join(' -> ')}`);
    const pkg = named.get(name);
    if (!pkg) throw new Error(`unknown workspace package ${name}`);
    const hash = createHash('sha256').update(`${STAMP_VERSION}\0${rootHash}\0${pkg.ownHash}`);
    for (const used of pkg.uses) hash.update(`\0${used}=${inputHash(used, [...seen, name])}`);
    hashes.set(name, hash.digest('hex'));
    return hashes.get(name);
  };
  return packages
    .filter((pkg) => pkg.build)
    .map((pkg) => {
      const hash = inputHash(pkg.name);
      const stamp = readStamp(pkg);
      const reason = force
        ? 'forced'
        : !stamp
          ? 'no stamp of a finished build'
          : stamp.version !== STAMP_VERSION || stamp.hash !== hash
            ? 'inputs changed'
            : stamp.output === undefined || stamp.output !== readOutput(pkg)
              ? 'dist changed since its build'
              : undefined;
      return { ...pkg, hash, reason, lastSeconds: stamp?.seconds };
    });
}

/**
 * The order to start builds in when several run at a time: longest first, so the longest does
 * not start last. Longest as measured by the last builds when every package has one, else the
 * package with the most input bytes first.
 */
export function buildOrder(planned) {
  const timed = planned.every((pkg) => pkg.lastSeconds !== undefined);
  const weight = (pkg) => (timed ? pkg.lastSeconds : (pkg.ownBytes ?? 0));
  return [...planned].sort((a, b) => weight(b) - weight(a) || a.name.localeCompare(b.name));
}
