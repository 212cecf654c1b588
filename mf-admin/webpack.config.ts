import { remoteWebpackConfig, type PackageBuild } from '@domus/shared/build';

/** This remote in every build: its own, and the one-bundle yardstick (shell/one-bundle.webpack.config.ts). */
export const packageBuild: PackageBuild = { dir: __dirname, folder: 'mf-admin', classPrefix: 'admin' };

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteWebpackConfig({ ...packageBuild, mode: argv.mode ?? 'production' });
