/*
 * The repository's import graph, type imports included: every tracked .ts/.tsx file but tests,
 * with the files its relative imports name. eslint's import-x/no-cycle sees runtime imports
 * only; a circle through a type import still ties two files together for a reader.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const isTest = (file) => /(\.test\.tsx?$)|(__tests__\/)|(^e2e\/)|(\/fixtures\/)/.test(file);

/** Tracked source files, relative to the repository root. */
export function sourceFiles() {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.endsWith('.d.ts') && !isTest(file));
}

/** file -> the source files it imports (relative specifiers only; packages are not followed). */
export function importGraph(files = sourceFiles()) {
  const known = new Set(files);
  const resolve = (from, specifier) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
    return candidates.find((candidate) => known.has(candidate));
  };
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(file, specifier))
      .filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one node (Tarjan): each is one import circle or more. */
export function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The graph between groups of files (`groupOf` names a file's group, or undefined to leave it out). */
export function groupGraph(graph, groupOf) {
  const groups = new Map();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (!from) continue;
    if (!groups.has(from)) groups.set(from, new Set());
    for (const target of targets) {
      const to = groupOf(target);
      if (to && to !== from) groups.get(from).add(to);
    }
  }
  return new Map([...groups].map(([group, targets]) => [group, [...targets]]));
}
