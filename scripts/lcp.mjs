// Bench: Largest Contentful Paint of `/` and of a property detail page on a throttled phone.
//
// node scripts/lcp.mjs [--runs N] [--port P]
//
// Chromium through Playwright, throttled over the DevTools protocol as Chrome DevTools'
// "Fast 4G" preset and Lighthouse's mobile profile do: 4x CPU slowdown, 9 Mbps down, 1.5 Mbps
// up (both x0.9, the DevTools adjustment), 165 ms request latency (a 60 ms RTT x2.75), a
// 412x823 phone screen at 1.75 device pixels. Every run is a new browser context with the
// cache cleared (a first visit). The site is the built one, served by its own API process on
// 127.0.0.1 with a fresh DATA_DIR and seeded demo data, stopped at the end.
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { startBenchSite } from './bench-site.mjs';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const LIMIT_MS = 1500;
const TARGET_MS = 1000;

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '8096' } },
});
const runs = Math.max(1, Number(options.runs) || 5);
const port = Number(options.port);

const fast4g = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Keeps the latest LCP candidate where the bench can read it (the page's own code never sees it). */
function recordLcp() {
  globalThis.__lcp = undefined;
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    if (!entry) return;
    const element = entry.element;
    globalThis.__lcp = {
      time: entry.startTime,
      element: element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
        : '',
      url: entry.url,
      size: entry.size,
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measureLcp(browser, url, ready) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLcp);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', fast4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    // LCP entries come after the frame that painted them: read once nothing new came for 2 s
    let lcp;
    for (let stable = 0, waited = 0; stable < 8 && waited < 120; waited++) {
      await page.waitForTimeout(250);
      const latest = await page.evaluate(() => globalThis.__lcp);
      stable = latest && lcp && latest.time === lcp.time ? stable + 1 : 0;
      lcp = latest;
    }
    if (!lcp) throw new Error(`${url}: no largest-contentful-paint entry`);
    // where an LCP picture's time went: its request started late (page code) or took long (bytes)
    const image = lcp.url
      ? await page.evaluate((name) => {
          const entry = performance.getEntriesByName(name, 'resource')[0];
          return (
            entry && { start: entry.startTime, load: entry.responseEnd - entry.startTime, bytes: entry.encodedBodySize }
          );
        }, lcp.url)
      : undefined;
    return { ...lcp, image };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const executablePath = findChromium();
if (!executablePath) {
  console.log('\nLCP bench left out: no Chromium found (set CHROMIUM_PATH or install chromium).');
  process.exit(0);
}

const site = await startBenchSite({ port, name: 'lcp' });
const { origin } = site;

try {
  const listing = await fetch(`${origin}/api/get_property?limit=20`).then((response) => response.json());
  const property = listing.data.find((candidate) => !candidate.is_premium && candidate.gallery.length > 0);
  if (!property) throw new Error('the seeded site has no public property with photos');
  // each page is measured once what a visitor came for is on screen
  const pages = [
    ['/', `${origin}/`, '[data-testid="property-card"] img'],
    [
      'property detail',
      `${origin}/properties-details/${encodeURIComponent(property.slug_id)}`,
      'section[aria-label] img',
    ],
  ];

  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const rows = [];
  try {
    for (const [name, url, ready] of pages) {
      await measureLcp(browser, url, ready); // warms the server, not the browser: every run has its own cache
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await measureLcp(browser, url, ready));
      rows.push({ name, results });
    }
  } finally {
    await browser.close();
  }

  console.log(`\nLargest Contentful Paint, first visit, 4x CPU, fast 4G, ${runs} runs each`);
  console.log('(img: when the LCP picture was asked for, how long it took to arrive, its size; medians)');
  console.log(
    'page'.padEnd(18),
    'median'.padStart(8),
    'worst'.padStart(8),
    'target'.padStart(8),
    'limit'.padStart(8),
    '  verdict'.padEnd(16),
    'img start'.padStart(10),
    'img load'.padStart(9),
    'img KB'.padStart(7),
    '  LCP element',
  );
  for (const { name, results } of rows) {
    const times = results.map((result) => result.time);
    const mid = median(times);
    const worst = Math.max(...times);
    const verdict = worst <= TARGET_MS ? 'target met' : worst <= LIMIT_MS ? 'within limit' : 'OVER LIMIT';
    const last = results.at(-1);
    const element = `${last.element}${last.url ? ` ${new URL(last.url).pathname}` : ''}`;
    const images = results.map((result) => result.image).filter(Boolean);
    const imageFigure = (pick, format) => (images.length ? format(median(images.map(pick))) : '-');
    console.log(
      name.padEnd(18),
      seconds(mid).padStart(8),
      seconds(worst).padStart(8),
      seconds(TARGET_MS).padStart(8),
      seconds(LIMIT_MS).padStart(8),
      `  ${verdict}`.padEnd(16),
      imageFigure((image) => image.start, seconds).padStart(10),
      imageFigure((image) => image.load, seconds).padStart(9),
      imageFigure(
        (image) => image.bytes,
        (bytes) => (bytes / 1024).toFixed(1),
      ).padStart(7),
      `  ${element}`,
    );
  }
} finally {
  site.stop();
}
