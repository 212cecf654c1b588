import { remoteWebpackConfig } from '@domus/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteWebpackConfig({
    dir: __dirname,
    folder: 'mf-listings',
    classPrefix: 'listings',
    port: 3001,
    mode: argv.mode ?? 'production',
  });
