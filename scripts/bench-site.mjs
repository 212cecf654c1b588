// The built site with a little demo data, served for a browser bench on its own port and a
// fresh data folder (127.0.0.1 only), the way a deployed site serves it: pictures from the
// page's own origin.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

async function waitForSite(url, deadline = Date.now() + 180_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * Starts the site and waits until it answers; `stop()` ends it and removes its data. `siteDir`:
 * serve the build found there (`shell/dist`, `mf-*\/dist`) instead of the repository's.
 */
export async function startBenchSite({ port, name, siteDir }) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `domus-${name}-`));
  const server = spawn('pnpm', ['--filter', '@domus/api', 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      SEED_PROPERTIES: '60',
      ...(siteDir ? { SITE_DIR: siteDir } : {}),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForSite(`${origin}/api/web-settings`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
