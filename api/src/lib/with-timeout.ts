import { setTimeout as sleep } from 'node:timers/promises';

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * `work`, or a TimeoutError once `ms` have passed without an answer. The work itself goes on
 * (a query cannot be taken back); only the waiting stops, so a hung dependency cannot hang
 * its caller.
 */
export async function withTimeout<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  const settled = new AbortController();
  const timeout = sleep(ms, undefined, { signal: settled.signal, ref: false }).then(() => {
    throw new TimeoutError(`${what} did not answer within ${ms} ms`);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    settled.abort();
  }
}
