// Bench: the JavaScript a browser downloads for `/`, counted as Chromium counts it on the wire
// (CDP Network.loadingFinished encodedDataLength: compressed body plus response headers), per
// file and in total, on a first visit (empty cache) and on a reload, against the target.

import { chromium } from '@playwright/test';

import { startBenchSite } from './bench-site.mjs';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const TARGET_BYTES = 200 * 1024;
const port = Number(process.env.BUNDLE_SIZE_PORT ?? 8095);
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

const site = await startBenchSite({ port, name: 'bundle' });
const { origin } = site;
try {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const page = await browser.newPage();
  const first = await recordLoad(page, () => page.goto(`${origin}/`, { waitUntil: 'networkidle' }));
  const reload = await recordLoad(page, () => page.reload({ waitUntil: 'networkidle' }));
  await browser.close();

  const total = printScripts('JavaScript loaded for / (first visit, empty cache), bytes on the wire', first);
  printScripts('The same page reloaded (revalidated or served from the cache)', reload);
  console.log(
    `\ntarget: first-visit JavaScript at most ${kb(TARGET_BYTES)} on the wire -> ${total <= TARGET_BYTES ? 'met' : 'NOT met'} (${kb(total)})`,
  );
} finally {
  site.stop();
}
