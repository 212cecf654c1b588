import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { failure } from '../../http/error-handler';

export const busyMessage = 'The server is busy. Please try again in a moment.';
/** Seconds a refused client waits before trying again: long enough for a second or two of samples. */
const busyRetryAfterSeconds = 10;

/**
 * Refuses requests with 503 serviceUnavailable and Retry-After while the event loop lags or
 * the heap nears V8's limit (both sampled every second), so that the process catches up
 * instead of queueing more work than it can finish. Refusing costs nothing: no log line, no
 * database. Registered after CORS so that browsers can read the refusal; the health checks
 * opt out (see health.ts).
 */
export const loadShedding = fp(
  async (app) => {
    const limits = app.config.loadShedding;
    const heapLimit = v8.getHeapStatistics().heap_size_limit;
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: Math.floor((heapLimit * limits.maxHeapUsedPercent) / 100),
      async pressureHandler(_request, reply) {
        void reply
          .status(503)
          .header('Retry-After', String(busyRetryAfterSeconds))
          .send(failure(busyMessage, 'serviceUnavailable'));
      },
    });
  },
  { name: 'load-shedding' },
);
