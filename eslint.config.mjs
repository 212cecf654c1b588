import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every remote, from the one list of remotes (remote-list.json, read through @domus/shared/remote-list).
import { listedRemotes, remoteFolders as remotes } from './shared/src/remote-list/remote-list.mjs';

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

/** no-restricted-imports patterns: every remote but `remote`. */
const otherRemotes = (remote) =>
  remotes
    .filter((other) => other !== remote)
    .map((other) => ({
      group: [`${other}`, `${other}/*`, `**/${other}/**`],
      message: 'Remotes never import each other.',
    }));

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
    rules: { 'no-restricted-imports': ['error', { paths: throughShared, patterns: otherRemotes(remote) }] },
  })),
  // A remote with areas (one exposed module each, remote-list.json): an area's code never imports
  // another area's, and the code they share (everything else in src/) imports none of them, so
  // each area's exposed module carries only its own pages. Only the dev harness mounts them all.
  ...listedRemotes
    .filter((remote) => remote.areas)
    .flatMap(({ folder, areas }) => {
      const names = Object.keys(areas);
      const noArea = (area, message) => ({
        group: [`**/${area}`, `**/${area}/**`, `./${area}`, `./${area}/**`],
        message,
      });
      return [
        {
          files: [`${folder}/src/**/*.{ts,tsx}`],
          // The dev harness mounts every area; a test may render any page.
          ignores: [
            `${folder}/src/dev/**`,
            `${folder}/src/**/__tests__/**`,
            ...names.map((area) => `${folder}/src/${area}/**`),
          ],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                paths: throughShared,
                patterns: [
                  ...otherRemotes(folder),
                  ...names.map((area) =>
                    noArea(area, `Code every area uses imports no area: move what it needs out of src/${area}/.`),
                  ),
                ],
              },
            ],
          },
        },
        ...names.map((area) => ({
          files: [`${folder}/src/${area}/**/*.{ts,tsx}`],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                paths: throughShared,
                patterns: [
                  ...otherRemotes(folder),
                  ...names
                    .filter((other) => other !== area)
                    .map((other) =>
                      noArea(
                        other,
                        `The ${area} area never imports the ${other} area: shared code goes to src/common/ (or components/, hooks/, utils/).`,
                      ),
                    ),
                ],
              },
            ],
          },
        })),
      ];
    }),
);
