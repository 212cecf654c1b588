import { remoteWebpackConfig } from '@domus/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteWebpackConfig({
    dir: __dirname,
    folder: 'mf-chat',
    classPrefix: 'chat',
    mode: argv.mode ?? 'production',
  });
