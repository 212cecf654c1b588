/**
 * How the shell loads a remote over a network that fails: a failed manifest or entry is asked for
 * again twice, 0.5 s then 1 s later, and a remote not loaded within 8 s gives way to its fallback
 * (a phone on a bad line waits no longer than that for an area it could retry).
 */
export const remoteLoadPolicy = { retries: 2, firstDelayMs: 500, timeoutMs: 8000 } as const;

export interface RetryOptions {
  retries: number;
  firstDelayMs: number;
  /** No retry starts after this time (ms since the epoch): the load has given up by then. */
  deadline?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry `retry` (0 for the first): the delay doubles each time. */
export const backoffDelay = (retry: number, firstDelayMs: number): number => firstDelayMs * 2 ** retry;

/** Runs `attempt` until it succeeds, at most `retries` more times, waiting longer before each; throws the last error. */
export async function retryWithBackoff<T>(attempt: (index: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { retries, firstDelayMs, deadline = Infinity, sleep = sleepFor, now = Date.now } = options;
  for (let index = 0; ; index += 1) {
    try {
      return await attempt(index);
    } catch (error) {
      const delay = backoffDelay(index, firstDelayMs);
      if (index >= retries || now() + delay >= deadline) throw error;
      await sleep(delay);
    }
  }
}

export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms / 1000} s`);
    this.name = 'RemoteTimeoutError';
  }
}

/** `work`, or a RemoteTimeoutError once `ms` have passed without it settling. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
