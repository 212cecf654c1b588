import fp from 'fastify-plugin';
import { startStaleListingSweep } from '../../modules/listings/stale-sweep';
import { startPackageExpirySweep } from '../../modules/packages/expiry-notices';
import { startSavedSearchSweep } from '../../modules/saved-searches/sweep';

/**
 * The jobs that run on a timer (package expiry notices, stale listings, saved-search alerts),
 * started once the app is ready and stopped when it closes. main.ts registers them; tests call
 * the jobs directly.
 */
export const timedJobs = fp(
  async (app) => {
    const stops: (() => void | Promise<void>)[] = [];
    app.addHook('onReady', async () => {
      stops.push(startPackageExpirySweep(app.deps), startStaleListingSweep(app.deps), startSavedSearchSweep(app.deps));
    });
    // Before the database and Redis close (onClose hooks run last-registered first, and main.ts
    // closes the database in one): no sweep starts on a closed pool.
    app.addHook('preClose', async () => {
      for (const stop of stops) await stop();
    });
  },
  { name: 'timed-jobs', dependencies: ['deps'] },
);
