/** @jest-environment node */
/* global describe, it, expect */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { readCatalog } from '../../shared/build/catalog';
import { workspaceFolders } from '../build-stamps.mjs';

const root = path.resolve(__dirname, '..', '..');
const catalog = readCatalog(path.join(root, 'pnpm-workspace.yaml'));
const dependencyFields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** Every package.json of the workspace (the root's too) with each dependency it names and the version it gives. */
const manifests = ['.', ...workspaceFolders(root)].map((folder) => {
  const file = path.posix.join(folder, 'package.json');
  const manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  return { file, dependencies: dependencyFields.flatMap((field) => Object.entries(manifest[field] ?? {})) };
});

describe('the catalog of pnpm-workspace.yaml', () => {
  it('is the only place that gives a version of a dependency it lists', () => {
    const pinned = manifests.flatMap(({ file, dependencies }) =>
      dependencies
        .filter(([name, version]) => name in catalog && version !== 'catalog:')
        .map(([name, version]) => `${file}: ${name} ${version} (write "catalog:")`),
    );
    expect(pinned).toEqual([]);
  });

  it('lists every dependency more than one package.json names, and nothing none names', () => {
    const namedBy = new Map();
    for (const { file, dependencies } of manifests)
      for (const [name, version] of dependencies)
        if (!version.startsWith('workspace:')) namedBy.set(name, new Set([...(namedBy.get(name) ?? []), file]));
    const shared = [...namedBy].filter(([, files]) => files.size > 1).map(([name]) => name);
    expect(shared.filter((name) => !(name in catalog))).toEqual([]);
    expect(Object.keys(catalog).filter((name) => !namedBy.has(name))).toEqual([]);
  });
});
