import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { formText } from '@domus/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    beforeReady(app: FastifyInstance) {
      const zodApp = app.withTypeProvider<ZodTypeProvider>();
      // Test-only routes: an echo of a POST form, and a route that fails unexpectedly.
      zodApp.post(
        '/api/test-echo',
        {
          schema: {
            body: z.object({ name: formText('name'), email: formText('email'), subject: formText('subject') }),
          },
        },
        async (request) => ({ error: false, message: 'ok', data: request.body }),
      );
      zodApp.get('/api/test-crash', async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers an unknown call with a 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const reply = await t.app.inject({ method, url: '/api/no_such_call?x=1' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        error: true,
        message: `There is no ${method} /api/no_such_call.`,
        code: 'notFound',
        key: 'notFound',
      });
    }
  });

  it('answers an unexpected failure with a generic 500, never internals or a stack trace', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      error: true,
      message: 'Something went wrong on our side. Please try again later.',
      code: 'internal',
      key: 'internal',
    });
    expect(reply.body).not.toContain('hunter2');
    expect(reply.body).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(expect.objectContaining({ error: true, code: 'invalidInput' }));
  });

  it('answers an address the router cannot decode, or an over-long parameter, with a 4xx envelope', async () => {
    const badEncoding = await t.app.inject({ method: 'POST', url: '/api/webhooks/%ED%A0%80', payload: {} });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual(expect.objectContaining({ error: true, code: 'invalidInput' }));
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${'a'.repeat(500)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual(expect.objectContaining({ error: true, code: 'invalidInput' }));
  });
});

describe('POST bodies', () => {
  const expected = { name: 'Ada', email: 'ada@example.com', subject: '' };

  it('reads JSON, with a missing field as an empty string', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'Ada', email: 'ada@example.com' },
    });
    expect(reply.json().data).toEqual(expected);
  });

  it('reads urlencoded forms alike', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ada&email=ada%40example.com',
    });
    expect(reply.json().data).toEqual(expected);
  });

  it('reads multipart forms alike', async () => {
    const boundary = 'domusboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('name', 'Ada')}${part('email', 'ada@example.com')}--${boundary}--\r\n`,
    });
    expect(reply.json().data).toEqual(expected);
  });

  it('refuses a multipart body without a boundary, or one that ends mid-part, with a 400 envelope', async () => {
    const payloads = [
      { type: 'multipart/form-data', payload: '{"name":"Ada"}' },
      { type: 'multipart/form-data; boundary=domusboundary', payload: '{"name":"Ada"}' },
      {
        type: 'multipart/form-data; boundary=domusboundary',
        payload: '--domusboundary\r\nContent-Disposition: form-data; name="name"\r\n\r\nAd',
      },
    ];
    for (const { type, payload } of payloads) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { 'content-type': type },
        payload,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        error: true,
        message: expect.stringMatching(/^The multipart body could not be read: .+\.$/),
        code: 'invalidInput',
        key: 'invalidInput',
      });
    }
  });

  it('treats a POST without a body as all fields empty', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/test-echo' });
    expect(reply.json().data).toEqual({ name: '', email: '', subject: '' });
  });

  it('names the field of a wrong type', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { name: 42 } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: true,
      message: 'name must be text',
      code: 'invalidInput',
      key: 'invalidInput',
    });
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json (browsable at /api/docs) and covers every implemented call', async () => {
    const { status, body } = await t.get('/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const call of [
      'web-settings',
      'get_languages',
      'get_categories',
      'get_property',
      'get-property-list',
      'get-projects',
      'get-project-detail',
      'homepage-data',
      'get_facilities',
      'get-cities-data',
      'get_nearby_properties',
    ]) {
      expect(body.paths).toHaveProperty([`/api/${call}`, 'get']);
    }
    const limit = body.paths['/api/get_property'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'limit',
    );
    expect(limit).toEqual(expect.objectContaining({ in: 'query' }));
    expect(body.paths['/api/get_property'].get.responses['200']).toBeDefined();
  });

  it('is browsable at /api/docs (Swagger UI from its own files, under its own policy)', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(page.body).toContain('src="/api/docs/static/swagger-ui-bundle.js"');
    const initializer = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('json');
  });
});

describe('uploads', () => {
  it('serves stored files read-only with immutable caching', async () => {
    const file = path.join(t.config.uploadsDir, 'seed', 'hello.txt');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'hello');
    const reply = await t.app.inject({ method: 'GET', url: '/uploads/seed/hello.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('hello');
    expect(reply.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'POST', url: '/uploads/seed/hello.txt' })).statusCode).toBe(404);
  });

  it('never serves files outside the uploads folder', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'secret');
    for (const url of ['/uploads/../secret.txt', '/uploads/%2e%2e/secret.txt', '/uploads/..%2fsecret.txt']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect([403, 404]).toContain(reply.statusCode);
      expect(reply.json()).toEqual(
        expect.objectContaining({ error: true, code: expect.stringMatching(/^(forbidden|notFound)$/) }),
      );
    }
  });
});
