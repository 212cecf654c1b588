import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { linkNextMinorSite, variantDist, variantVersions } from './e2e/support/variant-builds.mjs';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

/**
 * Ports of the test run: the site, a second static origin for a remote build, a staging site,
 * the site's mail catcher, a third static origin for a remote built against the next major of
 * @domus/shared. E2E_PORT_BASE moves all five, so two checkouts can run side by side.
 */
const portBase = Number(process.env.E2E_PORT_BASE) || 8091;
export const SITE_PORT = portBase;
export const ALT_REMOTE_PORT = portBase + 1;
export const STAGING_PORT = portBase + 2;
export const MAIL_CATCHER_PORT = portBase + 3;
export const NEXT_MAJOR_REMOTE_PORT = portBase + 4;

const runDir = path.join(os.tmpdir(), `domus-e2e-${process.pid}`);

/** The versions of @domus/shared the suite's other builds are made against (e2e/support/variant-builds.mjs). */
export const sharedVersions = variantVersions(__dirname);
/**
 * The staging site's files: the shell built against the next minor of @domus/shared (the next shell
 * release), with every remote's usual build. Linked once, by the run's main process.
 */
const nextMinorSite = path.join(runDir, 'next-minor-site');
if (process.env.TEST_WORKER_INDEX === undefined) linkNextMinorSite(__dirname, nextMinorSite);

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
        // The federation and shared-version specs try other builds of mf-tools in one tab (?remote.mf_tools=).
        REMOTE_PREVIEW_ORIGINS: `http://127.0.0.1:${ALT_REMOTE_PORT},http://127.0.0.1:${NEXT_MAJOR_REMOTE_PORT}`,
        DATA_DIR: path.join(runDir, 'site'),
        MAIL_CATCHER_PORT: String(MAIL_CATCHER_PORT),
        // Behind one proxy hop, as in production: registerMember's members come from addresses of their own.
        TRUST_PROXY: '1',
        // Bank transfers are off unless a site switches them on: this one does (operator-payments.spec.ts).
        PAYMENT_BANK_TRANSFER: '1',
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
      // mf-tools built against the next major of @domus/shared: the site must refuse to run it.
      command: `node scripts/static-server.mjs ${variantDist(__dirname, 'mf-tools', sharedVersions.nextMajor)} ${NEXT_MAJOR_REMOTE_PORT}`,
      url: `http://127.0.0.1:${NEXT_MAJOR_REMOTE_PORT}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      // A staging site: the next release of the shell (the next minor of @domus/shared) with the
      // remotes as built, one of them swapped through its env variable.
      command: 'pnpm --filter @domus/api serve',
      url: `http://127.0.0.1:${STAGING_PORT}/api/web-settings`,
      env: {
        PORT: String(STAGING_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${STAGING_PORT}`,
        DATA_DIR: path.join(runDir, 'staging'),
        SITE_DIR: nextMinorSite,
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
