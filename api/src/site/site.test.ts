import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';

import { listedRemotes } from '@domus/shared/remote-list';

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
  // Left plain by the build (too small or not worth it): served as it is.
  'mf-listings/dist/1234.5e6f7a8b.js': `/* ${'x'.repeat(4000)} */`,
};
// The build's .br and .gz copies beside the text files.
const precompressed = [
  'shell/dist/index.html',
  'shell/dist/main.js',
  'mf-listings/dist/remoteEntry.js',
  'mf-listings/dist/mf-manifest.json',
  'mf-listings/dist/__federation_expose_spa.1a2b3c4d.js',
];
const fileBytes = (file: string) => fs.readFileSync(path.join(siteRoot, file));

let t: TestApp;
beforeAll(async () => {
  for (const [file, text] of Object.entries(builtFiles)) {
    fs.mkdirSync(path.dirname(path.join(siteRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, file), text);
  }
  for (const file of precompressed) {
    fs.writeFileSync(path.join(siteRoot, `${file}.br`), brotliCompressSync(builtFiles[file]!));
    fs.writeFileSync(path.join(siteRoot, `${file}.gz`), gzipSync(builtFiles[file]!));
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
    // Every remote of the list (a new one needs no line here) from this site, but the one its variable moves.
    const served = Object.fromEntries(
      listedRemotes.map((remote) => [remote.container, `/remotes/${remote.folder}/mf-manifest.json`]),
    );
    expect(served.mf_listings).toBe('/remotes/mf-listings/mf-manifest.json');
    expect(reply.json()).toEqual({
      ...served,
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

  it("sends the build's brotli copy when the browser accepts br, else gzip, else the file", async () => {
    const url = '/remotes/mf-listings/remoteEntry.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    // The file itself, byte for byte: not compressed again per request.
    expect(br.rawPayload.equals(fileBytes('mf-listings/dist/remoteEntry.js.br'))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(builtFiles['mf-listings/dist/remoteEntry.js']);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(fileBytes('mf-listings/dist/remoteEntry.js.gz'))).toBe(true);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(builtFiles['mf-listings/dist/remoteEntry.js']);
    expect(plain.headers.vary).toContain('accept-encoding');

    const shellEntry = await t.app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(shellEntry.headers['content-encoding']).toBe('br');
    expect(shellEntry.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a hashed chunk a year, in its compressed form too', async () => {
    const chunk = await t.app.inject({
      url: '/remotes/mf-listings/__federation_expose_spa.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never compresses a built file per request', async () => {
    const plain = await t.app.inject({
      url: '/remotes/mf-listings/1234.5e6f7a8b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(builtFiles['mf-listings/dist/1234.5e6f7a8b.js']);
  });

  it('sends the shell page compressed, with an ETag, and 304 when it has not changed', async () => {
    const page = await t.app.inject({ url: '/properties?city=Berlin', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(builtFiles['shell/dist/index.html']);
    const etag = page.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await t.app.inject({
      url: '/user/profile',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates /remotes.json and the manifests with their ETag', async () => {
    for (const url of ['/remotes.json', '/remotes/mf-listings/mf-manifest.json']) {
      const first = await t.app.inject({ url });
      expect(first.headers.etag).toBeTruthy();
      const again = await t.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      const changed = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('tells page routes from assets and API paths', () => {
    expect(isPageRoute('/project-details/green-park')).toBe(true);
    expect(isPageRoute('/api/get_property')).toBe(false);
    expect(isPageRoute('/apiary')).toBe(true);
    expect(isPageRoute('/uploads/seed/a.jpg')).toBe(false);
    expect(isPageRoute('/main.js')).toBe(false);
  });
});
