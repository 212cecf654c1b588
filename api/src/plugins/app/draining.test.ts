import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { draining } from './draining';

/*
 * A reply whose headers left before the close began (kept alive, as every reply is then) and
 * whose body ends after it: a picture still streaming to a phone when the orchestrator stops
 * the process. Node closes idle connections once, when closing starts; this one was busy then.
 */
describe('draining', () => {
  it('closes the connection of a reply that was streaming when the close began, so the close ends', async () => {
    const app = Fastify({ keepAliveTimeout: 72_000 });
    await app.register(draining);
    const body = new PassThrough();
    app.get('/picture', (_request, reply) => reply.type('image/png').send(body));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    body.write('first half');
    const request = http.get({ port, path: '/picture', agent });
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    expect(response.headers.connection).toBe('keep-alive');
    const socketClosed = once(response.socket, 'close');
    let closedAt: number | undefined;
    const closing = app.close().then(() => (closedAt = Date.now()));
    while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));

    body.end('second half');
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);

    expect(Buffer.concat(chunks).toString()).toBe('first halfsecond half');
    // Well before the 72 s keep-alive the client was promised.
    const deadline = new Promise((resolve) => setTimeout(resolve, 5_000, 'still open'));
    expect(await Promise.race([closing.then(() => 'closed'), deadline])).toBe('closed');
    await socketClosed;
    expect(closedAt).toBeDefined();
    agent.destroy();
  });
});
