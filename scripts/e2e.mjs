// Runs the Playwright suite against the built site, after making sure a Chromium exists.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { buildVariants } from '../e2e/support/variant-builds.mjs';
import { findChromium } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`; macOS: Google Chrome) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}
// The builds against other @domus/shared versions the suite loads beside the site's own.
try {
  await buildVariants(path.resolve(import.meta.dirname, '..'));
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}
const result = spawnSync('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
