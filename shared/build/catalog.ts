import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

/** Where the workspace keeps its catalog. */
export const workspaceFile = path.join(__dirname, '..', '..', 'pnpm-workspace.yaml');

/**
 * The workspace's catalog (the `catalog:` block of pnpm-workspace.yaml): dependency -> its one
 * version, which every package.json naming that dependency takes as `catalog:`.
 */
export function readCatalog(file: string = workspaceFile): Readonly<Record<string, string>> {
  const { catalog } = (parse(readFileSync(file, 'utf8')) ?? {}) as { catalog?: unknown };
  const entries = catalog && typeof catalog === 'object' ? Object.entries(catalog) : [];
  const versions = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (versions.length === 0 || versions.length !== entries.length)
    throw new Error(`${file}: \`catalog:\` must map each dependency to its version`);
  return Object.fromEntries(versions);
}

/** The catalog's version of a dependency; throws for one it does not list. */
export function catalogVersion(name: string, catalog: Readonly<Record<string, string>> = readCatalog()): string {
  const version = catalog[name];
  if (!version) throw new Error(`${name} is not in the catalog of pnpm-workspace.yaml`);
  return version;
}
