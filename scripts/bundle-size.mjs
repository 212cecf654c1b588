// Bench: the JavaScript a browser loads for `/`, gzip bytes per file and in total, against the target.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { chromiumArgs, findChromium } from './find-chromium.mjs';

const TARGET_BYTES = 250 * 1024;
const port = 8095;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bundle-'));
const server = spawn('pnpm', ['--filter', '@domus/api', 'serve'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_PROPERTIES: '60' },
  stdio: 'ignore',
  detached: true,
});

async function waitForSite(url, deadline = Date.now() + 120_000) {
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

try {
  await waitForSite(`http://127.0.0.1:${port}/api/web-settings`);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
  });
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await browser.close();

  files.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nJavaScript loaded for / (first visit)');
  console.log('file'.padEnd(64), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const file of files) console.log(file.url.padEnd(64), kb(file.raw).padStart(10), kb(file.gzip).padStart(10));
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log('total'.padEnd(64), kb(files.reduce((s, f) => s + f.raw, 0)).padStart(10), kb(total).padStart(10));
  console.log(`target: under ${kb(TARGET_BYTES)} gzip -> ${total < TARGET_BYTES ? 'met' : 'NOT met'}`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
