import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

/**
 * Ports of the test run: the site, a second static origin for a remote build, a staging site,
 * the site's mail catcher. E2E_PORT_BASE moves all four, so two checkouts can run side by side.
 */
const portBase = Number(process.env.E2E_PORT_BASE) || 8091;
export const SITE_PORT = portBase;
export const ALT_REMOTE_PORT = portBase + 1;
export const STAGING_PORT = portBase + 2;
export const MAIL_CATCHER_PORT = portBase + 3;

const runDir = path.join(os.tmpdir(), `domus-e2e-${process.pid}`);

export default defineConfig({
  testDir: './e2e/specs',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: 'pnpm --filter @domus/api serve',
      url: `http://127.0.0.1:${SITE_PORT}/api/web-settings`,
      env: {
        PORT: String(SITE_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${SITE_PORT}`,
        // The federation spec tries the other build of mf-tools in one tab (?remote.mf_tools=).
        REMOTE_PREVIEW_ORIGINS: `http://127.0.0.1:${ALT_REMOTE_PORT}`,
        DATA_DIR: path.join(runDir, 'site'),
        MAIL_CATCHER_PORT: String(MAIL_CATCHER_PORT),
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Another build of mf-tools on its own origin, as a squad's release would be.
      command: `node scripts/static-server.mjs mf-tools/dist ${ALT_REMOTE_PORT}`,
      url: `http://127.0.0.1:${ALT_REMOTE_PORT}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      // A staging site: the same shell, with one remote swapped through its env variable.
      command: 'pnpm --filter @domus/api serve',
      url: `http://127.0.0.1:${STAGING_PORT}/api/web-settings`,
      env: {
        PORT: String(STAGING_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${STAGING_PORT}`,
        DATA_DIR: path.join(runDir, 'staging'),
        SEED_PROPERTIES: '40',
        // Totals counted exactly up to 20 only, so its listings show a capped total ("20+").
        EXACT_TOTAL_UP_TO: '20',
        REMOTE_MF_TOOLS_URL: `http://127.0.0.1:${ALT_REMOTE_PORT}/mf-manifest.json`,
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
