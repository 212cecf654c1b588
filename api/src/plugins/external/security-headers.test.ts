import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    env: {
      REMOTE_MF_TOOLS_URL: 'https://tools.cdn.example/mf-manifest.json',
      REMOTE_PREVIEW_ORIGINS: 'http://127.0.0.1:8092',
      MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}.png',
    },
  });
});
afterAll(() => t.close());

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('let the shell load scripts from exactly this site and the remotes’ origins, never inline', async () => {
    const reply = await t.app.inject({ url: '/api/web-settings' });
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://tools.cdn.example', 'http://127.0.0.1:8092']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Frames: only of what the page made itself (the console's PDF viewer); no provider is switched on here.
    expect(csp['frame-src']).toEqual(['blob:']);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", t.config.publicUrl, 'https://x.tile.example']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://tools.cdn.example']));
    expect(JSON.stringify(csp['script-src'])).not.toContain('unsafe');
    expect(reply.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    // Over plain http (this test site) there is no HSTS; PUBLIC_URL https turns it on.
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('ask for https everywhere once the site is served over https', async () => {
    const secure = await startTestApp({ seed: false, env: { PUBLIC_URL: 'https://domus.example' } });
    try {
      const reply = await secure.app.inject({ url: '/healthz' });
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(reply.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('serve uploads unsniffed, and everything but pictures as a download', async () => {
    const folder = path.join(t.config.uploadsDir, 'properties');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'a.pdf'), '%PDF-1.4 <script>alert(1)</script>');
    fs.writeFileSync(path.join(folder, 'a.jpg'), 'jpeg');
    const pdf = await t.app.inject({ url: '/uploads/properties/a.pdf' });
    expect(pdf.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-disposition': 'attachment' });
    const picture = await t.app.inject({ url: '/uploads/properties/a.jpg' });
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['content-disposition']).toBeUndefined();
  });
});
