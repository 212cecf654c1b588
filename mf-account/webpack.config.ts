import { remoteWebpackConfig } from '@domus/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteWebpackConfig({
    dir: __dirname,
    folder: 'mf-account',
    classPrefix: 'account',
    mode: argv.mode ?? 'production',
  });
