import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { testPicture } from '../../test/listing-fixtures';
import { multipart, startTestApp, type TestApp } from '../../test/test-app';
import { UploadedFile } from '../files/uploaded-file';
import { buildApp } from '../server';
import { temporaryUploadsDir } from './temporary-uploads';
import { uploadLimits } from './upload-limits';

/** What the test route saw of its file while the request ran. */
let seen: { size: number; head: string; existed: boolean; filename: string } | undefined;

/** Routes of this test: one that reads its file, one that fails after reading it, both limited to 1,000 bytes. */
function testRoutes(app: FastifyInstance) {
  const limited = uploadLimits({
    limits: { fileSize: 1001, files: 2, fields: 5 },
    tooLarge: (field) => `${field}: the file is too large, at most 1,000 bytes.`,
  });
  app.post('/test/upload', limited, async (request) => {
    const { file } = request.body as { file: UploadedFile };
    seen = {
      size: file.size,
      head: (await file.head(4)).toString('latin1'),
      existed: fs.existsSync(file.path),
      filename: file.filename,
    };
    return { error: false, message: 'ok' };
  });
  app.post('/test/upload-fails', limited, async () => {
    throw new Error('the handler failed after the upload arrived');
  });
}

describe('temporary uploads', () => {
  let t: TestApp;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ beforeReady: testRoutes });
    dir = temporaryUploadsDir(t.config.dataDir);
    token = await t.signIn('demo@domus.example', 'demo123');
  });
  afterAll(() => t?.close());

  const files = () => fs.readdirSync(dir);
  /** Removal runs as the reply closes, an instant after the client has it. */
  async function emptied() {
    for (let waited = 0; waited < 5000 && files().length > 0; waited += 20) await sleep(20);
    return files();
  }

  it('hands the route a file on disk, and removes it once the reply is sent', async () => {
    const form = multipart({ file: { filename: 'note.txt', content: Buffer.from('%PDF- and more') } });
    const reply = await t.post('/test/upload', form);
    expect(reply.status).toBe(200);
    expect(seen).toEqual({ size: 14, head: '%PDF', existed: true, filename: 'note.txt' });
    expect(await emptied()).toEqual([]);
  });

  it('removes the files of a call that succeeds, and of one refused for what a file holds', async () => {
    const picture = await testPicture(300, 300, 'png');
    const stored = await t.post(
      '/api/update_profile',
      multipart({ profile: { filename: 'me.png', content: picture } }),
      token,
    );
    expect(stored.status).toBe(200);
    expect(await emptied()).toEqual([]);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await t.post(
      '/api/update_profile',
      multipart({ profile: { filename: 'me.png', content: html } }),
      token,
    );
    expect(refused.status).toBe(415);
    expect(await emptied()).toEqual([]);
  });

  it('refuses a file over its limit with the message naming the field, and keeps nothing', async () => {
    const form = multipart({ file: { filename: 'big.bin', content: Buffer.alloc(50_000, 1) } });
    const reply = await t.post('/test/upload', form);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ error: true, message: 'file: the file is too large, at most 1,000 bytes.' });
    expect(await emptied()).toEqual([]);
  });

  it('removes the files of a request whose handler fails', async () => {
    const form = multipart({ file: { filename: 'a.bin', content: Buffer.from('some bytes') } });
    const reply = await t.post('/test/upload-fails', form);
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ error: true });
    expect(await emptied()).toEqual([]);
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** A multipart request whose file part is declared `declared` bytes long; only `sent` of them go. */
    function startUpload(url: string, declared: number, sent: number, authorization = '') {
      const boundary = 'domus-test-boundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const tail = `\r\n--${boundary}--\r\n`;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', () => undefined);
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          (authorization ? `Authorization: ${authorization}\r\n` : '') +
          `Content-Length: ${head.length + declared + tail.length}\r\n\r\n${head}`,
      );
      socket.write(Buffer.alloc(sent, 7));
      return { socket, answer: () => answer };
    }

    it('answers 413 as soon as a file passes its limit, before the client has sent the rest', async () => {
      const upload = startUpload('/test/upload', 10_000_000, 64_000);
      try {
        for (let waited = 0; waited < 5000 && !upload.answer().includes('\r\n\r\n'); waited += 20) await sleep(20);
        expect(upload.answer()).toMatch(/^HTTP\/1\.1 413/);
        expect(upload.answer()).toContain('file: the file is too large, at most 1,000 bytes.');
      } finally {
        upload.socket.destroy();
      }
      expect(await emptied()).toEqual([]);
    });

    it('removes what a client sent before it went away mid-upload', async () => {
      const upload = startUpload('/api/update_profile', 5_000_000, 200_000, `Bearer ${token}`);
      for (let waited = 0; waited < 5000 && files().length === 0; waited += 20) await sleep(20);
      // The part is on its way to disk when the client goes.
      expect(files()).toHaveLength(1);
      upload.socket.destroy();
      expect(await emptied()).toEqual([]);
    });
  });

  it('empties the folder of what a process that died left there, at start', async () => {
    fs.writeFileSync(path.join(dir, 'left-by-a-crash'), 'bytes');
    const again = await buildApp({ config: t.config, db: t.db });
    try {
      expect(files()).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
