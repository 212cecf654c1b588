/** @jest-environment node */
/* global describe, it, expect */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// What the READMEs and docs/ say about the tree, kept true: a moved folder or file fails here
// instead of leaving a newcomer a map of a tree that is gone.

const root = path.resolve(__dirname, '..', '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const isDir = (file) => existsSync(file) && statSync(file).isDirectory();

/** The lines of the first fenced block after `heading`. */
const blockAfter = (text, heading) => {
  const rest = text.slice(text.indexOf(heading));
  const match = /```[^\n]*\n([\s\S]*?)```/.exec(rest);
  if (!text.includes(heading) || !match) throw new Error(`no block after ${heading}`);
  return match[1].split('\n');
};

/**
 * The paths api/README.md's layout tree names: a line at the left edge names a path of api/,
 * a line indented two spaces one of the folder above it; the first column may list several
 * (`auth/, files/`). Deeper indents continue a description. `modules/<name>/` names modules/.
 */
const layoutPaths = () => {
  const named = [];
  let parent = '';
  for (const line of blockAfter(read('api/README.md'), '## Layout')) {
    const indent = /^ */.exec(line)[0].length;
    if (!line.trim() || indent > 2) continue;
    const entries = line
      .trim()
      .split(/\s{2,}/)[0]
      .split(/,\s*/);
    for (const entry of entries) {
      const file = indent === 0 ? entry : `${parent}${entry}`;
      named.push(`api/${file.split('<')[0]}`);
      if (indent === 0) parent = entry;
    }
  }
  return named;
};

const markdownFiles = () => [
  'README.md',
  ...readdirSync(root)
    .filter((dir) => existsSync(path.join(root, dir, 'README.md')) && dir !== 'node_modules')
    .map((dir) => `${dir}/README.md`),
  ...readdirSync(path.join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** Relative link targets of a markdown file, outside fenced code, without their #anchor. */
const relativeLinks = (file) =>
  [
    ...read(file)
      .replace(/```[\s\S]*?```/g, '')
      .matchAll(/\]\(([^)\s]+)\)/g),
  ]
    .map((match) => match[1])
    .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    .map((target) => target.split('#')[0]);

describe('api/README.md layout', () => {
  const named = layoutPaths();

  it('names only paths that exist', () => {
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('names every folder of api/src and of api/src/plugins', () => {
    const folders = ['api/src', 'api/src/plugins'].flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((name) => isDir(path.join(root, dir, name)))
        .map((name) => `${dir}/${name}/`),
    );
    expect(folders.filter((folder) => !named.some((file) => file.startsWith(folder)))).toEqual([]);
  });
});

describe('relative links in the READMEs and docs/', () => {
  it.each(markdownFiles())('%s links only files that exist', (file) => {
    const broken = relativeLinks(file).filter(
      (target) => !existsSync(path.resolve(root, path.dirname(file), decodeURIComponent(target))),
    );
    expect(broken).toEqual([]);
  });
});
