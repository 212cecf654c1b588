/**
 * API tests: each test file builds the app against its own fresh database — in-memory PGlite,
 * or, with TEST_DATABASE_URL, a PostgreSQL schema of its own that is dropped afterwards.
 * PGlite loads its WASM through dynamic import(), hence --experimental-vm-modules in `pnpm test`.
 */
const fs = require('node:fs');
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(ts|js|mjs)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // A few dependencies ship ESM only (content-disposition under @fastify/static, cookie under fastify's inject, jose,
  // kysely, music-metadata and the tokenizers it reads with): compile them like our sources.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(content-disposition|cookie|jose|kysely|music-metadata|strtok3|token-types|file-type|uint8array-extras|@borewit/text-codec|@tokenizer/inflate|content-type|media-typer|win-guid)/)',
  ],
  // music-metadata exports its Node entry for `import` only, a condition jest's require never sets.
  moduleNameMapper: {
    '^music-metadata$': path.join(fs.realpathSync(path.join(__dirname, 'node_modules/music-metadata')), 'lib/index.js'),
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 60_000,
  // Two cores shared with other work: at most two databases at a time.
  maxWorkers: 2,
};
