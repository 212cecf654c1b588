// Bench: the JavaScript a browser downloads for `/`, counted as Chromium counts it on the wire
// (CDP Network.loadingFinished encodedDataLength: compressed body plus response headers), per
// file and in total, on a first visit (empty cache) and on a reload, against the target; and
// the same first visit of the same app built as one bundle without Module Federation
// (scripts/one-bundle.mjs, built here into dist-one-bundle/), served by the same server the
// same way: what the micro-frontends cost over it, against the overhead target.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { startBenchSite } from './bench-site.mjs';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { buildOneBundle, oneBundleDir } from './one-bundle.mjs';

const TARGET_BYTES = 200 * 1024;
/** At most this much more JavaScript on the wire than the one-bundle build of the same app. */
const TARGET_OVERHEAD_PERCENT = 10;
const port = Number(process.env.BUNDLE_SIZE_PORT ?? 8095);
const propertyCard = '[data-testid="property-card"]';
/**
 * Every response of one page load as the network saw it: type, status, content encoding,
 * bytes on the wire (headers included), and the decoded body size. Cache hits that never
 * reach the network count 0 bytes.
 */
async function recordLoad(page, load) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Sent before responseReceived for the same request.
  const servedFromCache = new Set();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  // The status on the wire (304 for a revalidation; responseReceived reports the cached 200).
  const wireStatus = new Map();
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    responses.set(requestId, {
      requestId,
      url: new URL(response.url).pathname,
      type,
      status: response.status,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
      fromCache: servedFromCache.has(requestId) || response.fromDiskCache || response.fromMemoryCache,
      transferred: 0,
      decoded: 0,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.transferred = entry.fromCache ? 0 : encodedDataLength;
  });
  await load();
  await cdp.detach();
  return [...responses.values()].map((entry) => ({
    ...entry,
    status: wireStatus.get(entry.requestId) ?? entry.status,
  }));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);

function printScripts(title, entries) {
  const scripts = entries.filter((entry) => entry.type === 'Script').sort((a, b) => b.transferred - a.transferred);
  console.log(`\n${title}`);
  console.log(
    'file'.padEnd(60),
    'status'.padStart(6),
    'encoding'.padStart(9),
    'wire'.padStart(10),
    'decoded'.padStart(10),
  );
  for (const file of scripts) {
    console.log(
      file.url.padEnd(60),
      String(file.fromCache ? 'cache' : file.status).padStart(6),
      file.encoding.padStart(9),
      kb(file.transferred).padStart(10),
      kb(file.decoded).padStart(10),
    );
  }
  const total = sum(scripts, 'transferred');
  console.log(
    'JavaScript'.padEnd(60),
    ''.padStart(6),
    ''.padStart(9),
    kb(total).padStart(10),
    kb(sum(scripts, 'decoded')).padStart(10),
  );
  console.log('everything (HTML, CSS, JSON, pictures too)'.padEnd(77), kb(sum(entries, 'transferred')).padStart(10));
  return total;
}

/**
 * The site as the server finds it in a folder of its own: the one-bundle output as `shell/dist`
 * (the server's layout), and no remote folders, so nothing federated can be served.
 */
function oneBundleSiteDir() {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'domus-one-bundle-site-'));
  mkdirSync(path.join(siteDir, 'shell'));
  symlinkSync(oneBundleDir, path.join(siteDir, 'shell', 'dist'), 'dir');
  return siteDir;
}

/** A first visit of `/` in a new context (empty cache), done when the home shows its property cards. */
async function firstVisit(browser, origin, site) {
  const page = await browser.newPage();
  const entries = await recordLoad(page, async () => {
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    try {
      await page.locator(propertyCard).first().waitFor({ timeout: 30_000 });
    } catch (error) {
      throw new Error(`${site}: the home page showed no property cards`, { cause: error });
    }
  });
  return { page, entries };
}

const oneBundleSeconds = await buildOneBundle();
console.log(`one-bundle build (no Module Federation) in ${oneBundleSeconds.toFixed(1)} s -> dist-one-bundle/`);

const siteDir = oneBundleSiteDir();
// Both sites start together (each seeds its own data); pages are measured one after the other.
const sites = await Promise.allSettled([
  startBenchSite({ port, name: 'bundle' }),
  startBenchSite({ port: port + 1, name: 'one-bundle', siteDir }),
]);
try {
  const failed = sites.find((site) => site.status === 'rejected');
  if (failed) throw failed.reason;
  const [federated, oneBundle] = sites.map((site) => site.value.origin);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const mf = await firstVisit(browser, federated, 'micro-frontends');
  const reload = await recordLoad(mf.page, () => mf.page.reload({ waitUntil: 'networkidle' }));
  const one = await firstVisit(browser, oneBundle, 'one bundle');
  await browser.close();
  const federatedFiles = one.entries.filter((entry) => entry.url.startsWith('/remotes/'));
  if (federatedFiles.length) {
    // The server ignored SITE_DIR: an api/dist older than its source (`pnpm build` first).
    throw new Error(
      `the one-bundle site loaded federated files: ${federatedFiles.map((entry) => entry.url).join(', ')}`,
    );
  }

  const total = printScripts(
    'Micro-frontends: JavaScript loaded for / (first visit, empty cache), bytes on the wire',
    mf.entries,
  );
  printScripts('The same page reloaded (revalidated or served from the cache)', reload);
  const oneTotal = printScripts(
    'One bundle: the same first visit, the same app built without Module Federation',
    one.entries,
  );
  const overhead = ((total - oneTotal) / oneTotal) * 100;

  console.log(
    `\ntarget: first-visit JavaScript at most ${kb(TARGET_BYTES)} on the wire -> ${total <= TARGET_BYTES ? 'met' : 'NOT met'} (${kb(total)})`,
  );
  console.log(
    `micro-frontends ${kb(total)}, one bundle ${kb(oneTotal)}: overhead ${overhead.toFixed(1)} % ` +
      `(target at most ${TARGET_OVERHEAD_PERCENT} % -> ${overhead <= TARGET_OVERHEAD_PERCENT ? 'met' : 'NOT met'})`,
  );
} finally {
  for (const site of sites) if (site.status === 'fulfilled') site.value.stop();
  rmSync(siteDir, { recursive: true, force: true });
}
