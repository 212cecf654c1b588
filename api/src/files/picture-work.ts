import os from 'node:os';
import sharp from 'sharp';

/**
 * libvips as a server that re-encodes uploads needs it, set once per process (the settings
 * are the process's, not an image's):
 * - no operation cache: every upload is a picture never seen before, so the cache never hits,
 *   yet it kept up to 50 MB of decoded pixels, 100 operations and 20 open files after their
 *   requests were over (open files of removed temporary uploads keep their disk space too).
 * - one thread per picture: pictureWork below already works on several pictures at once, as
 *   many as the cores; more threads per picture add memory (each thread's allocations go to a
 *   malloc arena of its own), not speed. sharp chooses 1 itself under glibc, but not when
 *   MALLOC_ARENA_MAX is set, as `pnpm serve` sets it.
 */
export function configureImageProcessing() {
  sharp.cache(false);
  sharp.concurrency(1);
}

/** Runs tasks, at most `limit` at a time; the others wait their turn, first come first served. */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Decoding and re-encoding uploaded pictures, at most as many at once as there are cores (four
 * at most, the libuv pool sharp works in). A picture being worked on holds its decoded pixels
 * and its encoder's buffers, 300 MB and more for a large panorama: without a bound, a burst of
 * uploads held that many times over at once, with no gain in speed on a small server. Tasks
 * never nest (each wraps the whole work on one upload), so none waits on a turn it holds.
 */
export const pictureWork = new WorkQueue(Math.min(4, Math.max(1, os.availableParallelism())));
