/** @jest-environment node */
/* global describe, it, expect, beforeEach, afterEach */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  STAMP_VERSION,
  buildOrder,
  fingerprintOutput,
  hashFiles,
  hashFolder,
  planBuilds,
  readWorkspace,
  workspaceFolders,
} from '../build-stamps.mjs';

const workspace = () => [
  { name: '@domus/shared', folder: 'shared', build: false, uses: [], ownHash: 'shared-1' },
  { name: '@domus/api', folder: 'api', build: true, uses: ['@domus/shared'], ownHash: 'api-1' },
  { name: 'shell', folder: 'shell', build: true, uses: ['@domus/shared'], ownHash: 'shell-1' },
  { name: 'mf-listings', folder: 'mf-listings', build: true, uses: ['@domus/shared'], ownHash: 'listings-1' },
  { name: '@domus/e2e', folder: 'e2e', build: false, uses: [], ownHash: 'e2e-1' },
];

const noBuild = { readStamp: () => undefined, readOutput: () => undefined };

/** Plans once with no stamps, then returns a planner that reads the stamps that build left. */
function afterFullBuild(packages, rootHash = 'root-1') {
  const stamps = new Map(
    planBuilds(packages, { rootHash, ...noBuild }).map((pkg) => [
      pkg.name,
      { version: STAMP_VERSION, hash: pkg.hash, output: `dist of ${pkg.name}`, seconds: 1 },
    ]),
  );
  return (changed, options = {}) =>
    planBuilds(changed, {
      rootHash,
      readStamp: (pkg) => stamps.get(pkg.name),
      readOutput: (pkg) => `dist of ${pkg.name}`,
      ...options,
    })
      .filter((pkg) => pkg.reason)
      .map((pkg) => pkg.name);
}

const withOwnHash = (packages, name, ownHash) => packages.map((pkg) => (pkg.name === name ? { ...pkg, ownHash } : pkg));

describe('planBuilds', () => {
  it('builds every package with a build script when none was built yet', () => {
    const plan = planBuilds(workspace(), { rootHash: 'root-1', ...noBuild });
    expect(plan.map((pkg) => [pkg.name, pkg.reason])).toEqual([
      ['@domus/api', 'no stamp of a finished build'],
      ['shell', 'no stamp of a finished build'],
      ['mf-listings', 'no stamp of a finished build'],
    ]);
  });

  it('builds nothing when no input changed since the last build', () => {
    expect(afterFullBuild(workspace())(workspace())).toEqual([]);
  });

  it('rebuilds only the package whose own files changed', () => {
    const plan = afterFullBuild(workspace());
    expect(plan(withOwnHash(workspace(), 'mf-listings', 'listings-2'))).toEqual(['mf-listings']);
  });

  it('rebuilds every package that uses @domus/shared when shared changed', () => {
    const plan = afterFullBuild(workspace());
    expect(plan(withOwnHash(workspace(), '@domus/shared', 'shared-2'))).toEqual(['@domus/api', 'shell', 'mf-listings']);
  });

  it('follows dependencies through packages without a build of their own', () => {
    const packages = [
      ...workspace(),
      { name: '@domus/ui', folder: 'ui', build: false, uses: ['@domus/shared'], ownHash: 'ui-1' },
      { name: 'mf-tools', folder: 'mf-tools', build: true, uses: ['@domus/ui'], ownHash: 'tools-1' },
    ];
    const plan = afterFullBuild(packages);
    expect(plan(withOwnHash(packages, '@domus/shared', 'shared-2'))).toContain('mf-tools');
    expect(plan(withOwnHash(packages, '@domus/ui', 'ui-2'))).toEqual(['mf-tools']);
  });

  it('rebuilds everything when the lockfile or the root settings changed', () => {
    const planned = planBuilds(workspace(), { rootHash: 'root-1', ...noBuild });
    const stamps = new Map(planned.map((pkg) => [pkg.name, { version: STAMP_VERSION, hash: pkg.hash, output: 'd' }]));
    const plan = planBuilds(workspace(), {
      rootHash: 'root-2',
      readStamp: (pkg) => stamps.get(pkg.name),
      readOutput: () => 'd',
    });
    expect(plan.filter((pkg) => pkg.reason === 'inputs changed')).toHaveLength(3);
  });

  it('rebuilds a package whose stamp was written by another version of this script', () => {
    const planned = planBuilds(workspace(), { rootHash: 'root-1', ...noBuild });
    const plan = planBuilds(workspace(), {
      rootHash: 'root-1',
      readStamp: (pkg) => ({
        version: STAMP_VERSION + 1,
        hash: planned.find((p) => p.name === pkg.name).hash,
        output: 'd',
      }),
      readOutput: () => 'd',
    });
    expect(plan.every((pkg) => pkg.reason === 'inputs changed')).toBe(true);
  });

  it('rebuilds a package whose dist was written by something else or removed since its build', () => {
    const plan = afterFullBuild(workspace());
    const dist = { shell: 'dist of shell, rebuilt by webpack alone', 'mf-listings': undefined };
    expect(
      plan(workspace(), { readOutput: (pkg) => (pkg.name in dist ? dist[pkg.name] : `dist of ${pkg.name}`) }),
    ).toEqual(['shell', 'mf-listings']);
  });

  it('rebuilds everything with force, up to date or not', () => {
    const plan = afterFullBuild(workspace());
    expect(plan(workspace(), { force: true })).toEqual(['@domus/api', 'shell', 'mf-listings']);
  });

  it('refuses packages that depend on each other in a circle', () => {
    const packages = [
      { name: 'a', folder: 'a', build: true, uses: ['b'], ownHash: 'a' },
      { name: 'b', folder: 'b', build: true, uses: ['a'], ownHash: 'b' },
    ];
    expect(() => planBuilds(packages, { rootHash: 'r', ...noBuild })).toThrow(/circle/);
  });
});

describe('buildOrder', () => {
  it('starts the longest build of last time first', () => {
    const order = buildOrder([
      { name: 'shell', lastSeconds: 20, ownBytes: 50 },
      { name: 'mf-listings', lastSeconds: 55, ownBytes: 600 },
      { name: '@domus/api', lastSeconds: 1, ownBytes: 1600 },
    ]);
    expect(order.map((pkg) => pkg.name)).toEqual(['mf-listings', 'shell', '@domus/api']);
  });

  it('goes by input size when a package was never timed', () => {
    const order = buildOrder([
      { name: 'shell', lastSeconds: 20, ownBytes: 50 },
      { name: 'mf-listings', ownBytes: 600 },
    ]);
    expect(order.map((pkg) => pkg.name)).toEqual(['mf-listings', 'shell']);
  });
});

describe('reading the workspace', () => {
  let root;
  const write = (file, content) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-stamps-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes sources and package files, not tests, docs, build output or installed packages', () => {
    write('pkg/package.json', '{}');
    write('pkg/src/index.ts', 'export const a = 1;');
    const before = hashFolder(path.join(root, 'pkg')).hash;
    write('pkg/src/index.test.ts', 'test');
    write('pkg/src/__tests__/a.test.tsx', 'test');
    write('pkg/README.md', '# pkg');
    write('pkg/dist/main.js', 'built');
    write('pkg/dist-shared-2.0.0/main.js', 'built against another @domus/shared version');
    write('pkg/.build-stamp.json', '{}');
    write('pkg/node_modules/dep/index.js', 'dep');
    write('pkg/.mf/diagnostics/latest.json', '{}');
    write('pkg/test/helpers.ts', 'helper');
    write('pkg/bench/run.ts', 'bench');
    expect(hashFolder(path.join(root, 'pkg')).hash).toBe(before);
  });

  it('changes the hash when a source changes, is added or is renamed', () => {
    write('pkg/src/index.ts', 'export const a = 1;');
    const hashes = [hashFolder(path.join(root, 'pkg')).hash];
    write('pkg/src/index.ts', 'export const a = 2;');
    hashes.push(hashFolder(path.join(root, 'pkg')).hash);
    write('pkg/src/more.ts', '');
    hashes.push(hashFolder(path.join(root, 'pkg')).hash);
    rmSync(path.join(root, 'pkg/src/more.ts'));
    write('pkg/src/other.ts', '');
    hashes.push(hashFolder(path.join(root, 'pkg')).hash);
    write('pkg/src/feature/test/fixture.ts', '');
    hashes.push(hashFolder(path.join(root, 'pkg')).hash);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('fingerprints a dist folder so that any write to it shows, and a missing one as undefined', () => {
    expect(fingerprintOutput(path.join(root, 'dist'))).toBeUndefined();
    write('dist/main.js', 'built');
    write('dist/assets/logo.png', 'png');
    const prints = [fingerprintOutput(path.join(root, 'dist'))];
    utimesSync(path.join(root, 'dist/main.js'), new Date(), new Date(Date.now() + 5000));
    prints.push(fingerprintOutput(path.join(root, 'dist')));
    write('dist/other.js', '');
    prints.push(fingerprintOutput(path.join(root, 'dist')));
    expect(new Set(prints).size).toBe(3);
    expect(fingerprintOutput(path.join(root, 'dist'))).toBe(prints[2]);
  });

  it('hashes root files, a missing one as empty', () => {
    write('pnpm-lock.yaml', 'a');
    const first = hashFiles(root, ['pnpm-lock.yaml', 'absent.json']);
    write('pnpm-lock.yaml', 'b');
    expect(hashFiles(root, ['pnpm-lock.yaml', 'absent.json'])).not.toBe(first);
  });

  it('reads the packages of pnpm-workspace.yaml and which workspace packages each uses', () => {
    write('pnpm-workspace.yaml', "packages:\n  - shared\n  - 'mf-*'\nallowBuilds:\n  esbuild: true\n");
    write('shared/package.json', JSON.stringify({ name: '@domus/shared' }));
    write(
      'mf-b/package.json',
      JSON.stringify({
        name: 'mf-b',
        scripts: { build: 'webpack' },
        dependencies: { '@domus/shared': 'workspace:*', react: '19.3.1' },
      }),
    );
    write('mf-a/package.json', JSON.stringify({ name: 'mf-a', devDependencies: { '@domus/shared': 'workspace:^' } }));
    write('other/package.json', JSON.stringify({ name: 'other' }));
    expect(workspaceFolders(root)).toEqual(['shared', 'mf-a', 'mf-b']);
    expect(readWorkspace(root)).toEqual([
      { name: '@domus/shared', folder: 'shared', build: false, uses: [] },
      { name: 'mf-a', folder: 'mf-a', build: false, uses: ['@domus/shared'] },
      { name: 'mf-b', folder: 'mf-b', build: true, uses: ['@domus/shared'] },
    ]);
  });
});
