/** Root jest: the `unit` project covers shared, the shell, every remote and the root scripts (the API keeps its own config). */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/{shared,shell,mf-*}/**/__tests__/**/*.test.{ts,tsx}',
        '<rootDir>/scripts/__tests__/*.test.mjs',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
      // pnpm keeps packages under node_modules/.pnpm; ESM-only packages there must be transformed.
      transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|jotai/|react-leaflet/|@react-leaflet/)'],
      setupFiles: ['<rootDir>/jest/setup-globals.cjs'],
      moduleNameMapper: {
        '\\.module\\.css$': '<rootDir>/jest/css-module-proxy.cjs',
        '\\.css$': '<rootDir>/jest/empty-module.cjs',
      },
    },
  ],
};
