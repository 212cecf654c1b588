/**
 * Memory under an attacker's probe: the production build as `pnpm serve` runs it (serve.sh) on
 * PostgreSQL with the demo data, sent the fuzz suite's requests over HTTP
 * (bench/fuzz-load.ts: every /api route, generated inputs, uploads; seeded, so repeatable),
 * then a burst of the largest uploads the API takes (panoramas of 25 MB, 8192x4096), a
 * round of them at once, twice. Its resident memory after the load, at the burst's peak, and
 * after a pause, beside a bare Fastify process (bench/bare-upload-server.mjs: same Fastify and
 * @fastify/multipart, streaming the same uploads to disk) sent as many requests on a trivial
 * route and the same uploads, measured the same way in the same run.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { panoramaFileField, tourLimits } from '@domus/shared/contract';
import { openPostgres } from '../src/db/postgres';
import { multipart } from '../test/test-app';
import { createPgTarget } from './databases';
import { FuzzCallers, planFuzzLoad, runFuzzLoad, sendRequest, type LoadTally } from './fuzz-load';
import { onCleanup, rssMbOf, startProductionServer, removeBenchFolder } from './processes';

export interface MemorySettings {
  /** Fuzz requests sent before the burst. */
  requests: number;
  /** Requests in flight at once during the load. */
  concurrency: number;
  seed: number;
  burst: { rounds: number; concurrent: number };
  /** The pause after the burst before memory is read again. */
  settleSeconds: number;
}

export interface MemoryResult {
  label: string;
  load: LoadTally;
  /** Resident memory in MB: once listening, after the load (settled), the burst's peak, after the pause. */
  startedMb: number;
  afterLoadMb: number;
  burstPeakMb: number;
  afterBurstMb: number;
  /** Burst uploads answered 200, of those sent. */
  uploads: { ok: number; of: number };
  burstSeconds: number;
}

/** The goals printed beside the figures. */
export const memoryGoals = { afterLoadMb: 300, givenBackWithin: 0.2 } as const;

/** The pause after the load before memory is read: what the process keeps, not what it is still freeing. */
const settleAfterLoadMs = 10_000;

/** serve.sh's heap limit and allocator settings, for the anchor: the same process policy as the API's. */
const servedAs = {
  execArgv: ['--max-old-space-size=1024'],
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
};

const apiDir = path.resolve(import.meta.dirname, '..');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The largest file the API takes: an equirectangular JPEG at the widest a panorama is stored
 * (8192x4096: the most pixels any upload decodes to), with camera-like metadata (comment
 * segments) up to just under the 25 MB limit, so the bytes on the wire are the limit's too.
 */
export async function largestPanorama(): Promise<Buffer> {
  const width = tourLimits.panoramaMaxWidth;
  const height = width / 2;
  const pixels = Buffer.alloc(width * height * 3);
  let state = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const grain = ((state >>> 16) & 0x0f) - 8;
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width + grain;
      pixels[at + 1] = (y * 255) / height + grain;
      pixels[at + 2] = 128 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + grain;
    }
  }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const segments: Buffer[] = [];
  let room = tourLimits.panoramaMaxBytes - photo.length - 1024;
  while (room > 4) {
    const size = Math.min(65_533, room - 4);
    const segment = Buffer.alloc(size + 4, 0x20);
    segment.writeUInt16BE(0xfffe, 0); // COM
    segment.writeUInt16BE(size + 2, 2);
    segments.push(segment);
    room -= segment.length;
  }
  return Buffer.concat([photo.subarray(0, 2), ...segments, photo.subarray(2)]);
}

/** Resident memory read every 50 ms while `work` runs: the highest. */
async function peakDuring(rssMb: () => number | undefined, work: () => Promise<void>) {
  let peak = rssMb() ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb() ?? 0)), 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb() ?? 0);
}

/** The burst: `rounds` times, `concurrent` uploads sent at once; how many answered 200. */
async function burst(
  port: number,
  settings: MemorySettings,
  upload: () => { url: string; body: Buffer; headers: object },
) {
  const through = new http.Agent({ keepAlive: false });
  let ok = 0;
  for (let round = 0; round < settings.burst.rounds; round++) {
    const statuses = await Promise.all(
      Array.from({ length: settings.burst.concurrent }, () => {
        const { url, body, headers } = upload();
        return sendRequest(port, { method: 'POST', url, headers: headers as never, payload: body }, through);
      }),
    );
    ok += statuses.filter((status) => status === 200).length;
  }
  return { ok, of: settings.burst.rounds * settings.burst.concurrent };
}

interface Measured {
  port: number;
  rssMb(): number | undefined;
}

async function measure(
  label: string,
  server: Measured,
  settings: MemorySettings,
  load: () => Promise<LoadTally>,
  upload: () => { url: string; body: Buffer; headers: object },
): Promise<MemoryResult> {
  await pause(2000);
  const startedMb = server.rssMb() ?? 0;
  process.stdout.write(
    `${label}: ${Math.round(startedMb)} MB idle; ${settings.requests.toLocaleString('en')} requests ... `,
  );
  const tally = await load();
  await pause(settleAfterLoadMs);
  const afterLoadMb = server.rssMb() ?? 0;
  process.stdout.write(`${tally.seconds.toFixed(0)} s, ${Math.round(afterLoadMb)} MB; burst ... `);
  const burstStarted = performance.now();
  let uploads = { ok: 0, of: 0 };
  const burstPeakMb = await peakDuring(server.rssMb, async () => {
    uploads = await burst(server.port, settings, upload);
  });
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  process.stdout.write(
    `${uploads.ok}/${uploads.of} ok, peak ${Math.round(burstPeakMb)} MB; ${settings.settleSeconds} s pause ... `,
  );
  await pause(settings.settleSeconds * 1000);
  const afterBurstMb = server.rssMb() ?? 0;
  console.log(`${Math.round(afterBurstMb)} MB`);
  return { label, load: tally, startedMb, afterLoadMb, burstPeakMb, afterBurstMb, uploads, burstSeconds };
}

/** bench/bare-upload-server.mjs under node itself (no tsx loader in the measured process). */
async function startBareServer(): Promise<Measured & { stop(): Promise<void> }> {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const child = fork(path.join(apiDir, 'bench', 'bare-upload-server.mjs'), [], {
    cwd: apiDir,
    execArgv: servedAs.execArgv,
    env: { ...env, ...servedAs.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(`bare upload server (pid ${child.pid})`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare upload server exited early (${code})`)));
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'ready' && message.port) resolve(message.port);
    });
  });
  return { port, stop, rssMb: () => rssMbOf(child.pid) };
}

export async function benchMemory(pgUrl: string, tempRoot: string, settings: MemorySettings): Promise<MemoryResult[]> {
  const panorama = await largestPanorama();
  const target = await createPgTarget(pgUrl, 'memory');
  const drop = onCleanup(`PostgreSQL ${target.label}`, () => target.drop());
  const databaseUrl = new URL(target.url);
  if (target.searchPath) databaseUrl.searchParams.set('options', `-c search_path=${target.searchPath.join(',')}`);
  const dataDir = fs.mkdtempSync(path.join(tempRoot, 'memory-'));
  const results: MemoryResult[] = [];
  try {
    // As `pnpm serve` runs it, load shedding off so a busy machine never answers 503.
    const server = await startProductionServer(
      {
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: dataDir,
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_HEAP_USED_PERCENT: '0',
      },
      'memory',
    );
    const db = await openPostgres(databaseUrl.toString(), { max: 2 });
    try {
      const callers = await FuzzCallers.of(db);
      const plan = await planFuzzLoad(db, { requests: settings.requests, seed: settings.seed });
      // The burst's uploader: an agent the load never signs in as, on one of their listings.
      const [uploader] = await db.query<{ user_id: number; id: number }>(
        `select p.user_id, min(p.id) as id from properties p join users u on u.id = p.user_id
          where u.role = 'user' and p.user_id <> all($1::int[]) group by p.user_id order by p.user_id limit 1`,
        [Object.values(callers.ids)],
      );
      if (!uploader) throw new Error('memory bench: no listing owner for the upload burst');
      const token = await callers.sessionOf(uploader.user_id);
      const form = multipart({
        property_id: String(uploader.id),
        [panoramaFileField]: { filename: 'panorama.jpg', content: panorama, type: 'image/jpeg' },
      });
      results.push(
        await measure(
          'Domus API',
          server,
          settings,
          () =>
            runFuzzLoad(server.port, plan, { count: settings.requests, concurrency: settings.concurrency, callers }),
          () => ({
            url: '/api/virtual-tours/upload-panorama',
            body: form.payload,
            headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
          }),
        ),
      );
      await server.stop();

      const bare = await startBareServer();
      try {
        results.push(
          await measure(
            'bare Fastify + multipart',
            bare,
            settings,
            () =>
              runFuzzLoad(bare.port, plan, {
                count: settings.requests,
                concurrency: settings.concurrency,
                to: '/bare',
              }),
            () => ({ url: '/bare', body: form.payload, headers: { 'content-type': form.contentType } }),
          ),
        );
      } finally {
        await bare.stop();
      }
    } finally {
      await db.close();
      await server.stop();
    }
  } finally {
    await drop();
    removeBenchFolder(dataDir);
  }
  return results;
}

const mb = (value: number) => Math.round(value).toLocaleString('en');

export function memoryTable(results: MemoryResult[], settings: MemorySettings): string {
  const header = [
    'process',
    'idle MB',
    'after load MB',
    'burst peak MB',
    `${settings.settleSeconds} s after MB`,
    'load s',
    'burst s',
    '5xx',
    'no reply',
    'uploads ok',
  ];
  const rows = results.map((r) => [
    r.label,
    mb(r.startedMb),
    mb(r.afterLoadMb),
    mb(r.burstPeakMb),
    mb(r.afterBurstMb),
    r.load.seconds.toFixed(0),
    r.burstSeconds.toFixed(0),
    String(r.load.byClass['5xx']),
    String(r.load.failed),
    `${r.uploads.ok}/${r.uploads.of}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  const lines = [
    `Memory (resident, MB): ${settings.requests.toLocaleString('en')} fuzz requests, ${settings.concurrency} at a time ` +
      `(seed ${settings.seed}), read ${settleAfterLoadMs / 1000} s after; then ${settings.burst.rounds} x ` +
      `${settings.burst.concurrent} concurrent 25 MB panorama uploads, read every 50 ms and ${settings.settleSeconds} s after`,
    line(header),
    rule,
    ...rows.map(line),
  ];
  for (const r of results) {
    const { byClass, sent, unsendable } = r.load;
    lines.push(
      `  ${r.label}: ${sent.toLocaleString('en')} requests sent, 2xx ${byClass['2xx'].toLocaleString('en')}, ` +
        `4xx ${byClass['4xx'].toLocaleString('en')}, 5xx ${byClass['5xx']}, no reply ${r.load.failed}` +
        (unsendable ? ` (${unsendable} cases with headers Node will not send, skipped)` : ''),
    );
  }
  const api = results.find((r) => r.label === 'Domus API');
  if (api) {
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const givenBack = api.afterBurstMb <= api.afterLoadMb * (1 + memoryGoals.givenBackWithin);
    lines.push(
      '',
      `Target: at most ${memoryGoals.afterLoadMb} MB after the load: ${mb(api.afterLoadMb)} MB -> ${verdict(api.afterLoadMb <= memoryGoals.afterLoadMb)}`,
      `Target: given back after the burst (within ${memoryGoals.givenBackWithin * 100} % of ${mb(api.afterLoadMb)} MB): ` +
        `${mb(api.afterBurstMb)} MB -> ${verdict(givenBack)}`,
    );
    if (api.load.byClass['5xx'] > 0)
      lines.push(`${api.load.byClass['5xx']} requests answered 5xx: see the server's log above.`);
  }
  return lines.join('\n');
}
