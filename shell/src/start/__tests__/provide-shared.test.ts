import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { notInShell, sharedPackageEntries } from '@domus/shared/build';

const shellSources = path.join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.one-bundle\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The @domus/shared entries the shell's code imports for their values (not `import type`). */
function entriesTheShellLoads(): Set<string> {
  const loaded = new Set<string>();
  for (const file of sourceFiles(shellSources)) {
    for (const [, entry] of readFileSync(file, 'utf8').matchAll(
      /^import (?!type )[^;]*?'(@domus\/shared\/[\w-]+)'/gm,
    )) {
      loaded.add(entry);
    }
  }
  return loaded;
}

it('the shell loads every @domus/shared singleton it provides, so remotes are held to its version', () => {
  const provided = sharedPackageEntries.filter((entry) => !notInShell.has(entry));
  expect(provided.filter((entry) => !entriesTheShellLoads().has(entry))).toEqual([]);
});
