// Finds a Chromium for Playwright: CHROMIUM_PATH, then the usual install paths. No browser downloads here.
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
].filter(Boolean);

export function findChromium() {
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * Flags for a headless Chromium on a closed network: no sandbox (root in CI), and none of
 * the background calls to Google's hosts that this machine's network refuses.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
