/**
 * The one shared-dependency table of every federated build. Singletons with an explicit
 * required version: a remote never brings its own React or its own @domus/shared. Only the
 * shell may move a major version, and it does so by changing this table.
 * react-router, react-i18next and TanStack Query travel inside `@domus/shared/routing`,
 * `@domus/shared/i18n` and `@domus/shared/query` (only the exports the screens use), because a
 * shared package cannot be tree-shaken.
 */
const singletonVersions: Record<string, string> = {
  react: '^19.3.1',
  'react/jsx-runtime': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/client': '^19.3.1',
  jotai: '^3.0.1',
  'jotai/utils': '^3.0.1',
  i18next: '^27.1.2',
  'react-toastify': '^11.2.0',
  'single-spa': '^6.0.3',
  'single-spa-react': '^6.0.2',
};

/** Subpaths of the workspace package; its spec is `workspace:*`, hence requiredVersion false. */
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
  singleton: true;
  requiredVersion: string | false;
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
 * first remote that needs the contract provides its copy; every later remote shares that one.
 */
export const notInShell: ReadonlySet<string> = new Set(['@domus/shared/contract']);

export function sharedDependencies(eager: boolean): Record<string, SharedConfig> {
  const table: Record<string, SharedConfig> = {};
  for (const [name, requiredVersion] of Object.entries(singletonVersions)) {
    table[name] = {
      singleton: true,
      requiredVersion,
      eager,
      ...(importedAs[name] ? { import: importedAs[name] } : {}),
    };
  }
  for (const name of sharedPackageEntries) {
    table[name] = { singleton: true, requiredVersion: false, version: '0.1.0', eager: eager && !notInShell.has(name) };
  }
  return table;
}
