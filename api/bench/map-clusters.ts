/**
 * get-map-clusters one request at a time on a kept PostgreSQL database (e.g. a million listings
 * seeded once), no browser: a fixed set of views a person sees, from the whole world down to a
 * street, some with filters, each asked `--rounds` times in turn after one warm-up round.
 * Prints each view's markers, p50 and p99, and all views' p99 against the target.
 *
 *   pnpm --filter @domus/api exec tsx bench/map-clusters.ts --database-url postgres://…/db [--rounds 100]
 *
 * The API migrates the database when it starts, as any run on it would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cleanupAll, startServer, removeBenchFolder } from './processes';

/** The target for a cluster call, one at a time (docs/benchmarks.md). */
export const CLUSTERS_TARGET_MS = 50;
/** The map bench's browser window: the box a view shows. */
const VIEWPORT = { width: 1280, height: 800 };

interface View {
  label: string;
  lat: number;
  lng: number;
  zoom: number;
  /** Extra query parameters (filters). */
  query?: string;
}

/** The seed's listings lie within 9 km of 33 real city centres. */
const views: View[] = [
  { label: 'world, zoom 3', lat: 30, lng: 0, zoom: 3 },
  { label: 'world, zoom 3, rent', lat: 30, lng: 0, zoom: 3, query: 'property_type=rent' },
  { label: 'Europe, zoom 5', lat: 48.5, lng: 6, zoom: 5 },
  { label: 'Europe, zoom 6, category 1', lat: 48.5, lng: 6, zoom: 6, query: 'category_id=1' },
  { label: 'UK, zoom 8', lat: 52.5, lng: -1.5, zoom: 8 },
  { label: 'London, zoom 10', lat: 51.5074, lng: -0.1278, zoom: 10 },
  { label: 'London, zoom 11', lat: 51.5074, lng: -0.1278, zoom: 11 },
  {
    label: 'London, zoom 11, sell, category 2',
    lat: 51.5074,
    lng: -0.1278,
    zoom: 11,
    query: 'property_type=sell&category_id=2',
  },
  {
    label: 'London, zoom 11, price 100k-400k',
    lat: 51.5074,
    lng: -0.1278,
    zoom: 11,
    query: 'min_price=100000&max_price=400000',
  },
  { label: 'London, zoom 12', lat: 51.5074, lng: -0.1278, zoom: 12 },
  { label: 'London, zoom 13', lat: 51.5074, lng: -0.1278, zoom: 13 },
  { label: 'London, zoom 13, rent', lat: 51.5074, lng: -0.1278, zoom: 13, query: 'property_type=rent' },
  { label: 'London, zoom 15', lat: 51.5074, lng: -0.1278, zoom: 15 },
  { label: 'London, zoom 17', lat: 51.5074, lng: -0.1278, zoom: 17 },
];

/** The box a 1280x800 Leaflet map shows around a centre at a zoom (Web Mercator, 256-px tiles). */
function viewBox({ lat, lng, zoom }: View) {
  const worldPx = 256 * 2 ** zoom;
  const toY = (latitude: number) => {
    const sin = Math.sin((latitude * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx;
  };
  const toLat = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldPx))) * 180) / Math.PI;
  const centreY = toY(lat);
  const halfLng = (VIEWPORT.width / 2 / worldPx) * 360;
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    min_lat: clamp(toLat(centreY + VIEWPORT.height / 2), 85).toFixed(6),
    max_lat: clamp(toLat(centreY - VIEWPORT.height / 2), 85).toFixed(6),
    min_lng: clamp(lng - halfLng, 180).toFixed(6),
    max_lng: clamp(lng + halfLng, 180).toFixed(6),
  };
}

const viewPath = (view: View) =>
  `/api/get-map-clusters?${new URLSearchParams({ ...viewBox(view), zoom: String(view.zoom) })}${view.query ? `&${view.query}` : ''}`;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;

export interface ViewResult {
  label: string;
  markers: number;
  total: number;
  p50: number;
  p99: number;
}

/** Every view asked `rounds` times, one request at a time, the views in turn. */
export async function benchMapClusters(port: number, rounds: number): Promise<ViewResult[]> {
  const ask = async (view: View) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${viewPath(view)}`);
    const body = (await response.json()) as {
      total?: number;
      data?: { clusters: unknown[]; properties: unknown[] };
    };
    const elapsed = performance.now() - started;
    if (!response.ok || !body.data) throw new Error(`${view.label}: HTTP ${response.status}`);
    return { elapsed, markers: body.data.clusters.length + body.data.properties.length, total: body.total ?? 0 };
  };
  const times = views.map(() => [] as number[]);
  const replies: (Awaited<ReturnType<typeof ask>> | undefined)[] = views.map(() => undefined);
  for (let round = -1; round < rounds; round++) {
    for (const [index, view] of views.entries()) {
      const reply = await ask(view);
      replies[index] = reply;
      if (round >= 0) times[index]!.push(reply.elapsed);
    }
  }
  return views.map((view, index) => {
    const sorted = times[index]!.sort((a, b) => a - b);
    return {
      label: view.label,
      markers: replies[index]!.markers,
      total: replies[index]!.total,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  });
}

export function mapClustersTable(results: ViewResult[], listings: number, rounds: number): string {
  const header = ['get-map-clusters view', 'markers', 'in view', 'p50 ms', 'p99 ms'];
  const rows = results.map((r) => [
    r.label,
    String(r.markers),
    r.total.toLocaleString('en'),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const worst = Math.max(...results.map((r) => r.p99));
  return [
    `get-map-clusters one at a time, ${listings.toLocaleString('en')} listings on PostgreSQL, ${VIEWPORT.width}x${VIEWPORT.height} views, ${rounds} rounds after one warm-up`,
    line(header),
    `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    ...rows.map(line),
    `Target: p99 at most ${CLUSTERS_TARGET_MS} ms one at a time: worst view ${worst.toFixed(1)} ms -> ${worst <= CLUSTERS_TARGET_MS ? 'met' : 'NOT met'}`,
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, rounds: { type: 'string', default: '100' } },
  });
  const url = values['database-url'];
  if (!url) throw new Error('--database-url is required (a kept PostgreSQL database with listings)');
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number of at least 1');
  const { openPostgres } = await import('../src/db/postgres');
  const db = await openPostgres(url, { max: 1 });
  const listings = (await db.query<{ n: number }>('select count(*)::int as n from properties'))[0]?.n ?? 0;
  await db.close();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-clusters-'));
  try {
    const server = await startServer({ kind: 'app', db: 'postgres', url, dataDir, properties: 0 }, 'map clusters');
    const results = await benchMapClusters(server.port, rounds);
    await server.stop();
    console.log(mapClustersTable(results, listings, rounds));
    if (results.some((r) => r.p99 > CLUSTERS_TARGET_MS)) process.exitCode = 1;
  } finally {
    await cleanupAll();
    removeBenchFolder(dataDir);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
