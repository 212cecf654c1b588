import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-listings', 'mf-account', 'mf-chat', 'mf-payments', 'mf-tools'];
const routerImports = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: 'Import the router from @domus/shared/routing (a shared module cannot be tree-shaken).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
  // react-router comes through @domus/shared/routing: the federated entry that carries only what screens use.
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/routing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: routerImports }] },
  },
  // Remotes never import each other: they meet through @domus/shared and URLs.
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerImports,
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
