import { startTestApp, type TestApp } from '../../../test/test-app';

/** A browser on another origin asking first whether it may call with a token. */
const preflight = (app: TestApp, url: string, origin: string) =>
  app.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

describe('CORS by default: any origin, without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers a preflight with 204, the token and JSON headers allowed, and a max-age', async () => {
    const reply = await preflight(t, '/api/get_property', 'https://client.example');
    expect(reply.statusCode).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(String(reply.headers['access-control-allow-headers'])).toMatch(/Authorization.*Content-Type/);
    expect(String(reply.headers['access-control-allow-methods'])).toContain('POST');
    expect(reply.headers['access-control-max-age']).toBe('600');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the reply be read, and files too, but never with cookies', async () => {
    for (const url of ['/api/web-settings', '/api/no_such_call']) {
      const reply = await t.app.inject({ url, headers: { origin: 'https://client.example' } });
      expect(reply.headers['access-control-allow-origin']).toBe('*');
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const file = await preflight(t, '/uploads/seed/categories/house.png', 'https://client.example');
    expect(file.headers['access-control-allow-origin']).toBe('*');
  });

  it('adds no Vary: Origin to the public reads a CDN keeps (any origin gets the same reply)', async () => {
    const reply = await t.app.inject({ url: '/api/web-settings', headers: { origin: 'https://client.example' } });
    expect(String(reply.headers.vary)).not.toContain('Origin');
  });

  it('lets the live socket be reached from another origin', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const reply = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://client.example' },
    });
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('CORS narrowed by CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { CORS_ORIGINS: 'https://one.example, https://two.example' } });
  });
  afterAll(() => t.close());

  it('answers only the listed origins', async () => {
    const listed = await preflight(t, '/api/get_property', 'https://two.example');
    expect(listed.statusCode).toBe(204);
    expect(listed.headers['access-control-allow-origin']).toBe('https://two.example');
    expect(String(listed.headers.vary)).toContain('Origin');
    const stranger = await t.app.inject({ url: '/api/web-settings', headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
