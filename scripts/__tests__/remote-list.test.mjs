/** @jest-environment node */
/* global describe, it, expect */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { checkRemoteList, listedRemotes as remotes, remoteAreas } from '../../shared/src/remote-list/remote-list.mjs';

const root = path.resolve(__dirname, '..', '..');
const listFile = 'remote-list.json';

/** Folders never scanned: installed, built, generated or run-time data. */
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'dist-one-bundle',
  'data',
  'coverage',
  'test-results',
  'test-reports',
  'playwright-report',
  'bench-results',
  '.mf',
]);
const sourceFile = /\.(?:[cm]?[jt]sx?|json|ya?ml|html|css)$/;
/** A comment line (`//`, `/*`, ` * `, `#`): prose, like the docs, may speak of one remote. */
const commentLine = /^\s*(?:\/\/|\/\*|\*|#)/;

/**
 * Where a remote's name may be written out, besides the list itself. Everything else reads
 * the list, so adding a remote is one entry there plus its folder.
 */
const mayName = (file, remote) =>
  // The remote's own folder, about itself (a remote naming another would be a cross-remote import).
  file.startsWith(`${remote.folder}/`) ||
  // Tests: they check what one remote does (the e2e setup serves another build of one remote).
  file.startsWith('e2e/') ||
  file === 'playwright.config.ts' ||
  /(?:^|\/)__tests__\//.test(file) ||
  /\.test\.[cm]?[jt]sx?$/.test(file) ||
  // The lockfile names every workspace package.
  file === 'pnpm-lock.yaml';

function* sourceFiles(dir = '') {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    // `dist-shared-<version>`: the e2e's builds against another @domus/shared version.
    if (entry.name.startsWith('.') || skippedDirs.has(entry.name) || entry.name.startsWith('dist-')) continue;
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (sourceFile.test(entry.name)) yield file;
  }
}

describe('the one list of remotes', () => {
  it('gives each remote a folder of its own, a container name without hyphens, a dev port and routes or areas', () => {
    // Fields, names, route prefixes, nothing given twice, one home page (shared/src/remote-list).
    expect(checkRemoteList(remotes)).toBe(remotes);
    for (const { folder, expose } of remoteAreas) {
      // An area's name is its exposed module's (`./<name>`) and its folder's in src/.
      const source = expose === 'spa' ? 'spa.tsx' : `${expose}/spa.tsx`;
      expect(existsSync(path.join(root, folder, 'src', source))).toBe(true);
    }
  });

  it('lists a remote with areas without routes, and without a ./spa beside its areas', () => {
    for (const remote of remotes.filter((entry) => entry.areas)) {
      expect(remote.routes).toBeUndefined();
      expect(Object.keys(remote.areas).length).toBeGreaterThan(1);
      // No `./spa` beside the areas: the shell mounts only what the list names.
      expect(existsSync(path.join(root, remote.folder, 'src', 'spa.tsx'))).toBe(false);
    }
  });

  it('is the only source file that names a remote', () => {
    const names = remotes.map((remote) => ({
      remote,
      pattern: new RegExp(`${remote.folder}|${remote.container}`, 'i'),
    }));
    const offenders = [];
    for (const file of sourceFiles()) {
      if (file === listFile) continue;
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      for (const { remote, pattern } of names) {
        if (mayName(file, remote)) continue;
        lines.forEach((line, index) => {
          if (!commentLine.test(line) && pattern.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
