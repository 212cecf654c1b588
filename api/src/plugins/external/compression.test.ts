import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = '/api/get_property?limit=24';

describe('API replies compressed per request', () => {
  it('sends a page of listings with brotli when the browser accepts it, gzip otherwise', async () => {
    const plain = await t.app.inject({ url: page });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: page, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    // Once each, though both the caching hook and @fastify/compress name Accept-Encoding.
    expect(br.headers.vary).toBe('Authorization, Content-Language, accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // The ETag names the content, whatever the encoding.
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await t.app.inject({ url: page, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves replies under 1 KB as they are', async () => {
    const small = await t.app.inject({ url: '/api/get_report_reasons', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers a revalidation with an empty 304, not a compressed body', async () => {
    const first = await t.app.inject({ url: page, headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({
      url: page,
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends stored uploads as they are: no per-request compression, ranges still answered', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;
    fs.mkdirSync(path.join(t.config.uploadsDir, 'test'), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'test', 'plan.svg'), svg);
    const whole = await t.app.inject({ url: '/uploads/test/plan.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body).toBe(svg);
    const part = await t.app.inject({
      url: '/uploads/test/plan.svg',
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(svg.slice(0, 10));
  });

  it('does not inflate a compressed request body: a clear 4xx, never a 500', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/contct_us',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(
        JSON.stringify({ first_name: 'A', last_name: 'B', email: 'a@b.example', subject: 'S', message: 'M' }),
      ),
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json()).toMatchObject({ error: true });
  });
});
