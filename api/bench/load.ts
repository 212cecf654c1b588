/**
 * Load with autocannon against 127.0.0.1: a warm-up (discarded), then a measured run. Each
 * request takes the next path of a fixed list (shared by all connections). Latencies are
 * taken from autocannon's per-response timings (sub-millisecond precision; its own
 * histogram rounds to whole milliseconds).
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  port: number;
  paths: readonly string[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx replies, connection errors and timeouts: any of them spoils the figures. */
  failures: number;
}

export function percentile(sorted: ArrayLike<number>, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank]!;
}

function runOnce(options: LoadOptions, seconds: number): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: options.connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: options.paths[next++ % options.paths.length]! }),
          },
        ],
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          requests: sorted.length,
          rps: sorted.length / result.duration,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Warm-up (same list, figures discarded), then the measured run from the top of the list. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await runOnce(options, options.warmupSeconds);
  return runOnce(options, options.seconds);
}
