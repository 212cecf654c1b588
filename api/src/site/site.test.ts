import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startTestApp, type TestApp } from '../../test/test-app';
import { isPageRoute } from './plugin';

// A built site in miniature: the shell and one remote, as the build leaves them.
const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-site-'));
const builtFiles: Record<string, string> = {
  'shell/dist/index.html':
    '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>',
  'shell/dist/main.js': 'console.log("shell");',
  'mf-listings/dist/remoteEntry.js': 'var mf_listings;',
  'mf-listings/dist/mf-manifest.json': '{"name":"mf_listings"}',
  'mf-listings/dist/__federation_expose_spa.1a2b3c4d.js': 'console.log("chunk");',
};

let t: TestApp;
beforeAll(async () => {
  for (const [file, text] of Object.entries(builtFiles)) {
    fs.mkdirSync(path.dirname(path.join(siteRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, file), text);
  }
  t = await startTestApp({
    seed: false,
    siteRoot,
    env: { REMOTE_MF_TOOLS_URL: 'https://cdn.example.test/mf-tools/2.4.0/mf-manifest.json' },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

describe('the web site on the API port', () => {
  it('publishes /remotes.json from defaults plus the per-remote variables', async () => {
    const reply = await t.app.inject({ url: '/remotes.json' });
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.json()).toEqual({
      mf_listings: '/remotes/mf-listings/mf-manifest.json',
      mf_account: '/remotes/mf-account/mf-manifest.json',
      mf_chat: '/remotes/mf-chat/mf-manifest.json',
      mf_payments: '/remotes/mf-payments/mf-manifest.json',
      mf_tools: 'https://cdn.example.test/mf-tools/2.4.0/mf-manifest.json',
    });
  });

  it('serves remote entries and manifests no-cache and hashed chunks immutable', async () => {
    const entry = await t.app.inject({ url: '/remotes/mf-listings/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ url: '/remotes/mf-listings/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ url: '/remotes/mf-listings/__federation_expose_spa.1a2b3c4d.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every page route with the shell page', async () => {
    for (const url of ['/', '/properties?city=Berlin', '/properties-details/sunny-loft-12', '/user/profile']) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.body).toContain('<div id="root">');
    }
  });

  it('keeps the JSON envelope for unknown API calls and a plain 404 for missing files', async () => {
    const api = await t.app.inject({ url: '/api/no_such_call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: true, code: 'notFound' });
    const missing = await t.app.inject({ url: '/remotes/mf-listings/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/missing-chunk.0badbeef.js' })).statusCode).toBe(404);
  });

  it('tells page routes from assets and API paths', () => {
    expect(isPageRoute('/project-details/green-park')).toBe(true);
    expect(isPageRoute('/api/get_property')).toBe(false);
    expect(isPageRoute('/apiary')).toBe(true);
    expect(isPageRoute('/uploads/seed/a.jpg')).toBe(false);
    expect(isPageRoute('/main.js')).toBe(false);
  });
});
