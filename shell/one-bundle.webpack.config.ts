import path from 'node:path';

import { oneBundleWebpackConfig, remoteFolders, type PackageBuild } from '@domus/shared/build';

import { shellBuild } from './webpack.config';

/**
 * The site as one build without Module Federation, for the bundle-size bench only
 * (scripts/one-bundle.mjs builds it into dist-one-bundle/ at the repository root; `pnpm build`
 * never does). The remote loader imports each remote's exposed modules instead of fetching them through
 * /remotes.json. Every remote of remote-list.json is built in, with its own build's settings.
 */
export default async () =>
  oneBundleWebpackConfig({
    shell: shellBuild,
    remotes: await Promise.all(
      remoteFolders.map(
        async (folder) =>
          ((await import(path.join(__dirname, '..', folder, 'webpack.config'))) as { packageBuild: PackageBuild })
            .packageBuild,
      ),
    ),
    variants: { 'src/remotes/remote-loader.ts': 'src/remotes/remote-loader.one-bundle.ts' },
    outputPath: path.join(__dirname, '..', 'dist-one-bundle'),
  });
