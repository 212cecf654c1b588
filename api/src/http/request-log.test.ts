import Fastify from 'fastify';
import { loggedUrl, loggerOptions } from './request-log';

describe('the request log', () => {
  it('writes URLs without the tokens of links, and everything else as it was', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    app.get('/api/chat-file', async () => 'bytes');
    await app.inject({ method: 'GET', url: '/api/chat-file?message_id=7&file=a.png&token=12.1796547600.secretmac' });
    await app.close();
    const incoming = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'incoming request');
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/api/chat-file?message_id=7&file=a.png&token=…' });
    expect(lines.join('\n')).not.toContain('secretmac');
  });

  it('leaves URLs without a token alone, and finds one anywhere in the query', () => {
    expect(loggedUrl('/api/get_property?id=3&tokens=1')).toBe('/api/get_property?id=3&tokens=1');
    expect(loggedUrl('/unsubscribe?TOKEN=1.2.abc&x=1')).toBe('/unsubscribe?TOKEN=…&x=1');
  });
});
