import { shellWebpackConfig, type ShellBuild } from '@domus/shared/build';

/** The shell in every build: its own, and the one-bundle yardstick (one-bundle.webpack.config.ts). */
export const shellBuild: ShellBuild = {
  dir: __dirname,
  folder: 'shell',
  classPrefix: 'shell',
  staticFiles: { 'push-sw.js': 'src/push/push-sw.js' },
};

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  shellWebpackConfig({ ...shellBuild, mode: argv.mode ?? 'production' });
