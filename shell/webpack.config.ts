import { shellWebpackConfig } from '@domus/shared/build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  shellWebpackConfig({
    dir: __dirname,
    folder: 'shell',
    classPrefix: 'shell',
    mode: argv.mode ?? 'production',
    staticFiles: { 'push-sw.js': 'src/push/push-sw.js' },
  });
