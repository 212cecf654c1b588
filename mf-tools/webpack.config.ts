import { remoteWebpackConfig } from '@domus/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteWebpackConfig({
    dir: __dirname,
    folder: 'mf-tools',
    classPrefix: 'tools',
    mode: argv.mode ?? 'production',
  });
