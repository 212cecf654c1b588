/* global test, expect */
import { circles, groupGraph, importGraph } from '../import-graph.mjs';

const graph = importGraph();

test('no import circle anywhere in the tree, type imports included', () => {
  expect(graph.size).toBeGreaterThan(500);
  expect(circles(graph)).toEqual([]);
});

test('the circle finder finds a circle through a type import and a longer one', () => {
  const sample = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['a.ts']],
    ['c.ts', ['d.ts']],
    ['d.ts', ['e.ts']],
    ['e.ts', ['c.ts']],
    ['f.ts', ['a.ts']],
  ]);
  expect(circles(sample)).toEqual([
    ['a.ts', 'b.ts'],
    ['c.ts', 'd.ts', 'e.ts'],
  ]);
});

test('the API modules do not import each other in a circle', () => {
  const moduleOf = (file) => /^api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  expect(circles(groupGraph(graph, moduleOf))).toEqual([]);
});
