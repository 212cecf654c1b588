/** @jest-environment node */
/* global describe, it, expect */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const listFile = 'remote-list.json';
const { remotes } = JSON.parse(readFileSync(path.join(root, listFile), 'utf8'));

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
  it('gives each remote a folder of its own, a container name without hyphens, a dev port and routes', () => {
    expect(remotes.length).toBeGreaterThan(0);
    for (const remote of remotes) {
      expect(remote).toEqual({
        folder: expect.stringMatching(/^[a-z][a-z0-9-]*$/),
        container: expect.stringMatching(/^[a-z][a-z0-9_]*$/),
        devPort: expect.any(Number),
        routes: expect.arrayContaining([expect.stringMatching(/^\//)]),
      });
      expect(existsSync(path.join(root, remote.folder, 'src', 'spa.tsx'))).toBe(true);
    }
    const unique = (values) => new Set(values).size === values.length;
    expect(unique(remotes.map((remote) => remote.folder))).toBe(true);
    expect(unique(remotes.map((remote) => remote.container))).toBe(true);
    expect(unique(remotes.map((remote) => remote.devPort))).toBe(true);
    expect(unique(remotes.flatMap((remote) => remote.routes))).toBe(true);
    expect(remotes.filter((remote) => remote.routes.includes('/'))).toHaveLength(1);
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
