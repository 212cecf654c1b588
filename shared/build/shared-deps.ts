import { readFileSync } from 'node:fs';
import path from 'node:path';

import { catalogVersion, readCatalog } from './catalog';

/**
 * The one shared-dependency table of every federated build. Singletons with an explicit
 * required version: a remote never brings its own React or its own @domus/shared. Only the
 * shell may move a major version, and it does so by changing the catalog (pnpm-workspace.yaml).
 * react-router, react-i18next and TanStack Query travel inside `@domus/shared/routing`,
 * `@domus/shared/i18n` and `@domus/shared/query` (only the exports the screens use), because a
 * shared package cannot be tree-shaken.
 *
 * How @domus/shared's version is enforced (shared/CHANGELOG.md says what a major, minor, patch is).
 * Every build provides its entries at the version of shared/package.json and requires
 * `^<that version>`. At run time (@module-federation/runtime-core 2.9, `getRegisteredShare` in
 * dist/utils/share.js):
 * - Singleton entries (`strictVersion: true`): the runtime picks one version per name — the shell's,
 *   because it registers first and has loaded every entry it provides before any remote starts
 *   (shell/src/start/provide-shared.ts; a loaded version is never passed over by
 *   `findSingletonVersionOrderByVersion` / `...ByLoaded`). When that version does not satisfy the
 *   remote's range, strictVersion makes the runtime throw ("Version 1.0.0 from shell of shared
 *   singleton module ... does not satisfy the requirement of mf_x which needs ^2.0.0"): the remote's
 *   `./spa` fails to load and its area shows the fallback. A remote built against an older minor of
 *   the same major runs (1.1.0 satisfies ^1.0.0); one built against a newer minor needs that shell
 *   deployed first.
 * - The contract (`singleton: false`): stateless schemas, so each remote gets a version within its
 *   own range — the highest registered one if it satisfies, else any registered one that does, else
 *   its own copy. A 2.x remote that registered a 2.x contract can never make a 1.x remote run it.
 *
 * __tests__/version-enforcement.test.ts runs these cases on the runtime itself.
 *
 * `DOMUS_SHARED_VERSION` (test only, never set in a real build) builds as if shared/package.json
 * said that version, into `dist-shared-<version>` instead of `dist` so such a build is never
 * deployed: the e2e suite builds a shell at the next minor and a remote at the next major with it.
 */

/** The version every build provides and requires `^` of: shared/package.json's, unless overridden for a test. */
export function sharedVersion(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.DOMUS_SHARED_VERSION;
  if (override) {
    if (!/^\d+\.\d+\.\d+$/.test(override)) throw new Error(`DOMUS_SHARED_VERSION must be x.y.z, not "${override}"`);
    return override;
  }
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Where a build writes: `dist`, or `dist-shared-<version>` for a test build with DOMUS_SHARED_VERSION. */
export function distFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env.DOMUS_SHARED_VERSION ? `dist-shared-${sharedVersion(env)}` : 'dist';
}

/** Shared singletons outside this package: each required at `^` the catalog's version of its package. */
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'jotai/utils',
  'i18next',
  'react-toastify',
  'single-spa',
  'single-spa-react',
];

/** The package a module belongs to: `react` for `react/jsx-runtime`, `@scope/name` for `@scope/name/sub`. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** Subpaths of the workspace package, provided at its own version (its spec is `workspace:*`, which is no range). */
export const sharedPackageEntries = [
  'api',
  'contract',
  'format',
  'guards',
  'i18n',
  'query',
  'realtime',
  'remotes',
  'routing',
  'settings',
  'store',
  'ui',
].map((entry) => `@domus/shared/${entry}`);

export interface SharedConfig {
  singleton: boolean;
  requiredVersion: string | false;
  /** A singleton outside the range is refused (the remote fails to load) instead of a warning. */
  strictVersion?: boolean;
  eager: boolean;
  version?: string;
  /** The module provided under the shared name, when it is not the name itself. */
  import?: string;
}

/**
 * Shared names provided by another module of the same package. react-toastify's main entry
 * injects its stylesheet from JavaScript; the shell links that stylesheet as CSS, so every
 * build provides the entry without it.
 */
export const importedAs: Readonly<Record<string, string>> = {
  'react-toastify': 'react-toastify/unstyled',
};

/**
 * Entries the shell never loads: the contract's schemas (and zod with them) would weigh on
 * every first visit, and providing them lazily costs the shell the async sharing runtime. The
 * first remote that needs the contract provides its copy; every later remote of the same major
 * shares that one. It is no singleton: a remote of another major gets a contract of its own.
 */
export const notInShell: ReadonlySet<string> = new Set(['@domus/shared/contract']);

export function sharedDependencies(eager: boolean, version: string = sharedVersion()): Record<string, SharedConfig> {
  const table: Record<string, SharedConfig> = {};
  const catalog = readCatalog();
  for (const name of singletons) {
    table[name] = {
      singleton: true,
      requiredVersion: `^${catalogVersion(packageOf(name), catalog)}`,
      eager,
      ...(importedAs[name] ? { import: importedAs[name] } : {}),
    };
  }
  const requiredVersion = `^${version}`;
  for (const name of sharedPackageEntries) {
    table[name] = notInShell.has(name)
      ? { singleton: false, requiredVersion, version, eager: false }
      : { singleton: true, strictVersion: true, requiredVersion, version, eager };
  }
  return table;
}
