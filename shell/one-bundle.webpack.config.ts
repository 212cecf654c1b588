import path from 'node:path';

import { oneBundleWebpackConfig } from '@domus/shared/build';

import { packageBuild as account } from '../mf-account/webpack.config';
import { packageBuild as chat } from '../mf-chat/webpack.config';
import { packageBuild as listings } from '../mf-listings/webpack.config';
import { packageBuild as payments } from '../mf-payments/webpack.config';
import { packageBuild as tools } from '../mf-tools/webpack.config';
import { shellBuild } from './webpack.config';

/**
 * The site as one build without Module Federation, for the bundle-size bench only
 * (scripts/one-bundle.mjs builds it into dist-one-bundle/ at the repository root; `pnpm build`
 * never does). The remote loader imports each remote's `./spa` instead of fetching it through
 * /remotes.json.
 */
export default () =>
  oneBundleWebpackConfig({
    shell: shellBuild,
    remotes: [listings, account, chat, payments, tools],
    variants: { 'src/remotes/remote-loader.ts': 'src/remotes/remote-loader.one-bundle.ts' },
    outputPath: path.join(__dirname, '..', 'dist-one-bundle'),
  });
