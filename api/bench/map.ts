/**
 * The map page while a person pans it, with 100,000 listings seeded: the built site served by
 * the real app (bench/server.ts with `site`), drawing map tiles from a local tile server, in a
 * headless Chromium driven by Playwright with the mouse, as a person drags a map.
 *
 * Per scenario (a view and zoom, from the whole world down to a street) the page records,
 * while it is panned and the clusters of every new view arrive and are drawn:
 * - every frame's interval (requestAnimationFrame), and
 * - the browser's own long animation frames (PerformanceObserver 'long-animation-frame': any
 *   frame whose work took over 50 ms, with its duration).
 * The first scenario is the same map with a filter that matches nothing: Leaflet, the tiles
 * and the page alone, the baseline the others are read against.
 *
 * Then the get-map-clusters requests the browser made are replayed with autocannon (the same
 * URLs, 127.0.0.1 only), at the bench's connections and one at a time.
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { repoRootDir } from '../src/config';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';
import { measure, type LoadResult } from './load';
import { onCleanup, startServer } from './processes';
import type { ServerOptions } from './server';

/** The target: no frame longer than this while panning (docs/benchmarks.md). */
export const FRAME_TARGET_MS = 100;
const VIEWPORT = { width: 1280, height: 800 };
const CLUSTERS_PATH = '/api/get-map-clusters';

interface Scenario {
  label: string;
  lat: number;
  lng: number;
  zoom: number;
  /** Extra /map URL parameters (the baseline's filter that matches nothing). */
  query?: string;
  baseline?: boolean;
}

/** The seed's listings lie within 9 km of 33 real city centres: views from the world to a street. */
const scenarios: Scenario[] = [
  {
    label: 'no listings in view (baseline)',
    lat: 51.5074,
    lng: -0.1278,
    zoom: 13,
    query: 'city=Atlantis',
    baseline: true,
  },
  { label: 'world, zoom 3', lat: 30, lng: 0, zoom: 3 },
  { label: 'Europe, zoom 6', lat: 48.5, lng: 6, zoom: 6 },
  { label: 'London, zoom 11', lat: 51.5074, lng: -0.1278, zoom: 11 },
  { label: 'London, zoom 13', lat: 51.5074, lng: -0.1278, zoom: 13 },
  { label: 'London, zoom 15', lat: 51.5074, lng: -0.1278, zoom: 15 },
  { label: 'London, zoom 16', lat: 51.5074, lng: -0.1278, zoom: 16 },
];

/** Each scenario's drags (screen pixels): round a rectangle and back over ground already seen. */
const drags: [number, number][] = [
  [320, 0],
  [0, 180],
  [-320, 0],
  [-320, 0],
  [0, -180],
  [0, -180],
  [320, 0],
  [320, 0],
  [0, 180],
  [-320, 0],
];

/** In the page before any of its scripts: frame intervals and long animation frames while recording. */
const recorderScript = `(() => {
  const state = { recording: false, frames: [], longFrames: [], last: undefined };
  const tick = (now) => {
    if (state.recording && state.last !== undefined) state.frames.push(now - state.last);
    state.last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  try {
    new PerformanceObserver((list) => {
      if (!state.recording) return;
      for (const entry of list.getEntries()) state.longFrames.push(entry.duration);
    }).observe({ type: 'long-animation-frame' });
    state.longFramesSupported = true;
  } catch {
    state.longFramesSupported = false;
  }
  window.__mapBench = {
    start() { state.frames = []; state.longFrames = []; state.last = undefined; state.recording = true; },
    stop() { state.recording = false; return { frames: state.frames, longFrames: state.longFrames, supported: state.longFramesSupported }; },
  };
})();`;

export interface ScenarioResult {
  label: string;
  baseline: boolean;
  pans: number;
  /** get-map-clusters replies that arrived while panning. */
  replies: number;
  /** The most markers (clusters and pins) on the page after a pan. */
  maxMarkers: number;
  frames: number;
  frameP50: number;
  frameP99: number;
  frameMax: number;
  /** Long animation frames (work over 50 ms in one frame): how many, the longest. */
  longFrames: number;
  longFrameMax: number;
}

export interface MapBenchResult {
  listings: number;
  database: string;
  seedSeconds?: number;
  chromium: string;
  longFramesSupported: boolean;
  scenarios: ScenarioResult[];
  /** The cluster requests the browser made, replayed: distinct URLs, then the loads. */
  replayed: number;
  load?: LoadResult;
  single?: LoadResult;
}

export interface MapBenchSettings {
  listings: number;
  database:
    { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; searchPath?: string[]; label: string };
  dataDir: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

/** Why the map bench cannot run here, or undefined when it can. */
export function mapBenchUnavailable(): string | undefined {
  if (!fs.existsSync(path.join(repoRootDir, 'shell', 'dist', 'index.html')))
    return 'the web site is not built (run `pnpm build` first)';
  if (!findChromium()) return 'no Chromium found (install one or set CHROMIUM_PATH)';
  return undefined;
}

/** A local tile server: every z/x/y gets the same light 256-px PNG with a grid, as a plain map tile would look. */
async function startTileServer(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#eef2ee"/>
    <path d="M0 0.5H256M0 128.5H256M0.5 0V256M128.5 0V256" stroke="#cfd8cf" stroke-width="1"/>
    <path d="M0 200C60 180 120 230 256 170" stroke="#ffffff" stroke-width="6" fill="none"/>
  </svg>`;
  const tile = await sharp(Buffer.from(svg)).png().toBuffer();
  let served = 0;
  const server: Server = createServer((_request, response) => {
    served++;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requests: () => served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], fraction: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]! : NaN;

/** Follows the page's cluster requests: how many are open, when the last one ended, every URL asked. */
function watchClusterRequests(page: Page) {
  const isClusters = (url: string) => new URL(url).pathname === CLUSTERS_PATH;
  // Requests, not a counter: one asked before the watch began may still end during it.
  const watch = { open: new Set<Request>(), replies: 0, lastActivity: 0, urls: [] as string[], stop: () => {} };
  const asked = (request: Request) => {
    if (!isClusters(request.url())) return;
    watch.open.add(request);
    watch.lastActivity = performance.now();
    const url = new URL(request.url());
    watch.urls.push(url.pathname + url.search);
  };
  const ended = (ok: boolean) => (request: Request) => {
    if (!watch.open.delete(request)) return;
    if (ok) watch.replies++;
    watch.lastActivity = performance.now();
  };
  const finished = ended(true);
  const failed = ended(false);
  page.on('request', asked);
  page.on('requestfinished', finished);
  page.on('requestfailed', failed);
  watch.stop = () => {
    page.off('request', asked);
    page.off('requestfinished', finished);
    page.off('requestfailed', failed);
  };
  return watch;
}

/** Until the map is still: no cluster request open and nothing asked for a while (the page waits 250 ms after a move). */
async function untilSettled(page: Page, watch: ReturnType<typeof watchClusterRequests>, since: number) {
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline) {
    const quietFor = performance.now() - Math.max(since, watch.lastActivity);
    if (watch.open.size === 0 && quietFor > 450) return settle(page);
    await sleep(50);
  }
  throw new Error(
    `a get-map-clusters request was still open after 15 s: ${[...watch.open].map((r) => r.url()).join(', ')}`,
  );
}

/** Two frames, so a reply's markers are drawn before the next drag. */
const settle = (page: Page) =>
  page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

/** One scenario: open the view, pan it, and the cluster URLs the page asked for while panning. */
async function runScenario(
  page: Page,
  origin: string,
  scenario: Scenario,
): Promise<{ result: ScenarioResult; urls: string[] }> {
  const watch = watchClusterRequests(page);
  const params = new URLSearchParams({
    lat: String(scenario.lat),
    lng: String(scenario.lng),
    zoom: String(scenario.zoom),
  });
  const url = `${origin}/map?${params}${scenario.query ? `&${scenario.query}` : ''}`;
  await page.goto(url);
  await page.locator('[data-testid="cluster-map"] .leaflet-container').waitFor({ timeout: 30_000 });
  // The first reply is in and drawn before anything is recorded.
  for (const deadline = performance.now() + 30_000; watch.replies === 0; await sleep(50)) {
    if (performance.now() > deadline) throw new Error(`${scenario.label}: no get-map-clusters reply within 30 s`);
  }
  await untilSettled(page, watch, performance.now());
  const repliesBefore = watch.replies;

  // Scrolled into view as a person would, then dragged from its middle.
  const map = page.locator('[data-testid="cluster-map"]');
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error(`${scenario.label}: the map is not on the page`);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  let maxMarkers = await page.locator('.leaflet-marker-icon').count();
  await page.evaluate('window.__mapBench.start()');
  for (const [dx, dy] of drags) {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 24 });
    await page.mouse.up();
    await untilSettled(page, watch, performance.now());
    maxMarkers = Math.max(maxMarkers, await page.locator('.leaflet-marker-icon').count());
  }
  const recorded = (await page.evaluate('window.__mapBench.stop()')) as {
    frames: number[];
    longFrames: number[];
    supported: boolean;
  };
  watch.stop();
  if (watch.replies === repliesBefore)
    throw new Error(`${scenario.label}: panning asked for no clusters (did the map move?)`);

  const frames = [...recorded.frames].sort((a, b) => a - b);
  const result: ScenarioResult = {
    label: scenario.label,
    baseline: Boolean(scenario.baseline),
    pans: drags.length,
    replies: watch.replies - repliesBefore,
    maxMarkers,
    frames: frames.length,
    frameP50: percentile(frames, 0.5),
    frameP99: percentile(frames, 0.99),
    frameMax: frames.at(-1) ?? NaN,
    longFrames: recorded.longFrames.length,
    longFrameMax: recorded.longFrames.length ? Math.max(...recorded.longFrames) : 0,
  };
  return { result, urls: watch.urls };
}

export async function benchMap(settings: MapBenchSettings): Promise<MapBenchResult> {
  const tiles = await startTileServer();
  const closeTiles = onCleanup('map tile server', () => tiles.close());
  const base = {
    kind: 'app' as const,
    dataDir: settings.dataDir,
    properties: settings.listings,
    site: { mapTileUrl: tiles.url },
  };
  const options: ServerOptions =
    settings.database.kind === 'pglite'
      ? { ...base, db: 'pglite' }
      : { ...base, db: 'postgres', url: settings.database.url, searchPath: settings.database.searchPath };
  const name = settings.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  process.stdout.write(`map page, ${name}, ${settings.listings.toLocaleString('en')} listings: seeding ... `);
  const server = await startServer(options, `map ${name}`);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const closeBrowser = onCleanup('map bench Chromium', () => browser.close());
  try {
    process.stdout.write(`${server.seedSeconds?.toFixed(1)} s; panning ... `);
    const origin = `http://127.0.0.1:${server.port}`;
    const context = await browser.newContext({ viewport: VIEWPORT });
    // Nothing leaves the machine: the site, its API and the tile server are all on 127.0.0.1.
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort(),
    );
    await context.addInitScript({ content: recorderScript });
    const page = await context.newPage();
    const results: ScenarioResult[] = [];
    const asked = new Set<string>();
    for (const scenario of scenarios) {
      const { result, urls } = await runScenario(page, origin, scenario);
      results.push(result);
      if (!scenario.baseline) for (const url of urls) asked.add(url);
      process.stdout.write('.');
    }
    const supported = Boolean(
      await page.evaluate('PerformanceObserver.supportedEntryTypes.includes("long-animation-frame")'),
    );
    await context.close();
    const chromiumVersion = browser.version();
    await closeBrowser();

    const urls = [...asked];
    process.stdout.write(` ${tiles.requests()} tiles; replaying ${urls.length} cluster requests ... `);
    const loadSettings = {
      port: server.port,
      paths: urls,
      connections: settings.connections,
      warmupSeconds: settings.warmupSeconds,
      seconds: settings.seconds,
    };
    const load = urls.length ? await measure(loadSettings) : undefined;
    const single = urls.length ? await measure({ ...loadSettings, connections: 1, warmupSeconds: 0 }) : undefined;
    console.log(load ? `p99 ${load.p99.toFixed(1)} ms` : 'none');
    return {
      listings: settings.listings,
      database: settings.database.kind === 'pglite' ? 'PGlite' : `PostgreSQL (${settings.database.label})`,
      seedSeconds: server.seedSeconds,
      chromium: chromiumVersion,
      longFramesSupported: supported,
      scenarios: results,
      replayed: urls.length,
      load,
      single,
    };
  } finally {
    await closeBrowser();
    await server.stop();
    await closeTiles();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(2) : value.toFixed(1));

/** The scenarios side by side, the cluster call's latency below them, and the verdict. */
export function mapTable(result: MapBenchResult, connections: number): string {
  const header = [
    'map page while panning',
    'pans',
    'replies',
    'markers max',
    'frames',
    'frame p50',
    'frame p99',
    'longest frame',
    'long frames',
    'longest LoAF',
  ];
  const rows = result.scenarios.map((s) => [
    s.label,
    String(s.pans),
    String(s.replies),
    String(s.maxMarkers),
    String(s.frames),
    ms(s.frameP50),
    ms(s.frameP99),
    ms(s.frameMax),
    String(s.longFrames),
    s.longFrames ? ms(s.longFrameMax) : '-',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;

  const measured = result.scenarios.filter((s) => !s.baseline);
  const baseline = result.scenarios.find((s) => s.baseline);
  const worst = Math.max(...measured.map((s) => s.frameMax));
  const worstLoaf = Math.max(0, ...measured.map((s) => s.longFrameMax));
  const lines = [
    `Map page (${result.listings.toLocaleString('en')} listings on ${result.database}, seeded in ${result.seedSeconds?.toFixed(1)} s; ` +
      `Chromium ${result.chromium} headless, ${VIEWPORT.width}x${VIEWPORT.height}, mouse drags of 180-320 px, each waited out until its clusters are drawn; ms)`,
    line(header),
    rule,
    ...rows.map(line),
  ];
  if (result.load && result.single) {
    lines.push(
      '',
      `get-map-clusters, the ${result.replayed} distinct requests the browser made, replayed: ` +
        `${connections} connections ${Math.round(result.load.rps)} req/s p50 ${ms(result.load.p50)} ms p99 ${ms(result.load.p99)} ms; ` +
        `one at a time p50 ${ms(result.single.p50)} ms p99 ${ms(result.single.p99)} ms` +
        (result.load.failures + result.single.failures
          ? `; ${result.load.failures + result.single.failures} FAILED`
          : ''),
    );
  }
  const verdict = worst <= FRAME_TARGET_MS ? 'met' : 'NOT met';
  lines.push(
    `Target: no frame longer than ${FRAME_TARGET_MS} ms while panning with ${result.listings.toLocaleString('en')} listings: ` +
      `longest frame ${ms(worst)} ms` +
      (result.longFramesSupported
        ? `, longest long animation frame ${worstLoaf ? ms(worstLoaf) : 'none over 50'} ms`
        : '') +
      ` -> ${verdict}` +
      (baseline ? ` (baseline with no listings in view: ${ms(baseline.frameMax)} ms)` : ''),
  );
  return lines.join('\n');
}
