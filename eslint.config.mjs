import { readFileSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every remote's folder, from the one list of remotes. */
const remotes = JSON.parse(readFileSync(new URL('./remote-list.json', import.meta.url), 'utf8')).remotes.map(
  (remote) => remote.folder,
);
const throughShared = [
  ...['react-router-dom', 'react-router'].map((name) => ({
    name,
    message: 'Import the router from @domus/shared/routing (a shared module cannot be tree-shaken).',
  })),
  {
    name: 'react-i18next',
    message: 'Import the react-i18next bindings from @domus/shared/i18n (a shared module cannot be tree-shaken).',
  },
  {
    name: '@tanstack/react-query',
    message: 'Import TanStack Query from @domus/shared/query (a shared module cannot be tree-shaken).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // Builds against another @domus/shared version (e2e/support/variant-builds.mjs).
      '**/dist-shared-*/**',
      'dist-one-bundle/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{cjs,mjs,js}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // react-router, react-i18next and TanStack Query come through @domus/shared/routing, /i18n and
  // /query: federated entries that carry only what screens use.
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/routing/**', 'shared/src/i18n/**', 'shared/src/query/**'],
    rules: { 'no-restricted-imports': ['error', { paths: throughShared }] },
  },
  // Remotes never import each other: they meet through @domus/shared and URLs.
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: throughShared,
          patterns: remotes
            .filter((other) => other !== remote)
            .flatMap((other) => [
              { group: [`${other}`, `${other}/*`, `**/${other}/**`], message: 'Remotes never import each other.' },
            ]),
        },
      ],
    },
  })),
);
