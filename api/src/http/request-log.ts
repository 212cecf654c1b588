import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * A `token` in a query is a credential (a chat file's link, an e-mail's unsubscribe link):
 * whoever reads it may use it until it expires. Logs are read by more people, and kept longer,
 * than the links live, so the log writes the URL without it.
 */
const tokenValue = /([?&]token=)[^&#]*/gi;

export const loggedUrl = (url: string) => url.replace(tokenValue, '$1…');

/** Fastify's request log line, with the URL as loggedUrl writes it. */
const requestLine = (request: FastifyRequest): Record<string, unknown> => ({
  method: request.method,
  url: loggedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The app's logger: pino at `level`, every request's URL without its tokens. */
export const loggerOptions = (
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] => ({
  level,
  serializers: { req: requestLine },
  ...(stream ? { stream } : {}),
});
