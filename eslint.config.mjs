import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every remote, from the one list of remotes (remote-list.json, read through @domus/shared/remote-list).
import { listedRemotes, remoteFolders as remotes } from './shared/src/remote-list/remote-list.mjs';

/**
 * The API's layers, lowest first: a file imports from its own layer or lower ones, never
 * higher (api/README.md, "Layers"). Globs are relative to the repository root.
 */
const apiLayers = [
  { name: 'foundation', files: ['api/src/config/**', 'api/src/lib/**', 'api/src/db/*.ts', 'api/src/db/migrations/**'] },
  {
    name: 'platform',
    files: ['api/src/adapters/**', 'api/src/auth/**', 'api/src/files/**', 'api/src/http/**', 'api/src/realtime/**'],
  },
  { name: 'domain', files: ['api/src/modules/**', 'api/src/app-deps.*'] },
  {
    name: 'app',
    files: [
      'api/src/plugins/**',
      'api/src/site/**',
      'api/src/{server,main,preflight,draw-seed-pictures}.ts',
      'api/src/admin/**',
      'api/src/dev/**',
      'api/src/docs/**',
      'api/src/db/seed/**',
      'api/src/db/backup/**',
    ],
  },
];
const apiLayerZones = apiLayers.flatMap((layer, index) =>
  apiLayers.slice(index + 1).map((higher) => ({
    target: layer.files,
    from: higher.files,
    message: `The ${layer.name} layer never imports from the ${higher.name} layer (api/README.md, "Layers").`,
  })),
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
                        `The ${area} area never imports the ${other} area: shared code goes to src/common/ (or components/, hooks/, lib/).`,
                      ),
                    ),
                ],
              },
            ],
          },
        })),
      ];
    }),
  // Import circles (runtime ones; scripts/__tests__/import-cycles.test.mjs counts type imports too)
  // and the API's layers.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiLayerZones }] },
  },
  {
    // Services are built once, in modules/services.ts (app.services): elsewhere a module is handed the ones it uses.
    files: ['api/src/modules/**/*.ts', 'api/src/admin/**/*.ts', 'api/src/site/**/*.ts', 'api/src/plugins/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/modules/services.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'NewExpression[callee.name=/^(\\w+Service|PropertyPosting|ProjectPosting|VirtualTours|PriceHistory)$/]',
          message: 'Use the one built in modules/services.ts (app.services, or createServices in a command).',
        },
      ],
    },
  },
);
