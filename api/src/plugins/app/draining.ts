import fp from 'fastify-plugin';
import { failure } from '../../http/error-handler';

export const closingMessage = 'The server is shutting down. Please try again in a moment.';

/**
 * HTTP traffic while the app closes (fastify stops listening, waits for the open connections to
 * end, then runs onClose). Requests in flight finish, and their connections close after them:
 * Node closes idle kept-alive connections only once, when closing starts, so a client whose
 * request was under way would otherwise hold the close open for the whole keep-alive timeout.
 * A request that still arrives on an open connection gets 503 serviceUnavailable.
 *
 * Register before the Socket.IO server: its preClose waits for the connections to end, and
 * preClose hooks run in order.
 */
export const draining = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (closing) return reply.status(503).send(failure(closingMessage, 'serviceUnavailable'));
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) void reply.header('Connection', 'close');
    });
    // A reply whose headers left before the close (kept alive) and whose body ends after it: a
    // picture still streaming. Its connection is busy when Node closes the idle ones, and idle
    // after: end it once the reply is out.
    app.addHook('onResponse', async (request) => {
      if (closing) request.raw.socket?.end();
    });
  },
  { name: 'draining' },
);
