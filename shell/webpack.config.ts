import { shellWebpackConfig } from '@domus/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  shellWebpackConfig({
    dir: __dirname,
    folder: 'shell',
    classPrefix: 'shell',
    port: 3000,
    mode: argv.mode ?? 'production',
  });
