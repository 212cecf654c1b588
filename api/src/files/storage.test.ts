import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { startS3Server } from '../../test/s3-server';
import { createPrivateFileStorage, moveChatFilesOutOfUploads, moveDocumentsOutOfUploads } from './private-files';
import { FileUrls } from './file-urls';
import { createFileStorage, LocalFileStorage, s3ClientFor, S3FileStorage } from './storage';

const key = 'properties/0123456789abcdef0123456789abcdef.jpg';

describe('local storage', () => {
  it('writes under DATA_DIR/uploads, answers /uploads URLs and removes only uploads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-storage-'));
    try {
      const storage = new LocalFileStorage(dir, new FileUrls('http://localhost:8080'));
      expect(await storage.put(key, Buffer.from('x'), 'image/jpeg')).toBe(key);
      expect(fs.readFileSync(path.join(dir, key), 'utf8')).toBe('x');
      expect(storage.url(key)).toBe(`http://localhost:8080/uploads/${key}`);
      fs.mkdirSync(path.join(dir, 'seed'));
      fs.writeFileSync(path.join(dir, 'seed/house.jpg'), 'seed');
      expect([key, 'seed/house.jpg', '../outside.jpg'].map((stored) => storage.isUpload(stored))).toEqual([
        true,
        false,
        false,
      ]);
      await storage.remove('seed/house.jpg');
      await storage.remove('../outside.jpg');
      expect(fs.existsSync(path.join(dir, 'seed/house.jpg'))).toBe(true);
      await storage.remove(key);
      expect(fs.existsSync(path.join(dir, key))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('S3-compatible storage', () => {
  it('is chosen by S3_BUCKET, with the bucket URL or S3_PUBLIC_URL for reading', () => {
    const base = { DATA_DIR: os.tmpdir() };
    expect(createFileStorage(loadConfig(base), new FileUrls('http://localhost:8080'))).toBeInstanceOf(LocalFileStorage);
    const aws = loadConfig({ ...base, S3_BUCKET: 'domus', S3_REGION: 'eu-west-1' });
    expect(aws.s3?.publicUrl).toBe('https://domus.s3.eu-west-1.amazonaws.com');
    const cdn = loadConfig({ ...base, S3_BUCKET: 'domus', S3_PUBLIC_URL: 'https://cdn.example.com/' });
    expect(cdn.s3?.publicUrl).toBe('https://cdn.example.com');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'domus', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it('puts and deletes objects path-style on S3_ENDPOINT and keeps absolute URLs', async () => {
    const seen: { method: string; url: string; type?: string; body: string }[] = [];
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({
          method: request.method ?? '',
          url: (request.url ?? '').split('?')[0]!,
          type: request.headers['content-type'],
          body: Buffer.concat(chunks).toString(),
        });
        response.writeHead(request.method === 'DELETE' ? 204 : 200, { etag: '"1"' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = loadConfig({
      DATA_DIR: os.tmpdir(),
      S3_BUCKET: 'listings',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    const storage = new S3FileStorage(config.s3!);
    try {
      const stored = await storage.put(key, Buffer.from('picture'), 'image/jpeg');
      expect(stored).toBe(`${endpoint}/listings/${key}`);
      expect(seen[0]).toMatchObject({ method: 'PUT', url: `/listings/${key}`, type: 'image/jpeg', body: 'picture' });
      expect(new FileUrls('http://localhost:8080').thumbUrl(stored)).toBe(
        `${endpoint}/listings/properties/thumbs/0123456789abcdef0123456789abcdef.webp`,
      );
      const elsewhere = 'https://elsewhere.example.com/listings/properties/0123456789abcdef0123456789abcdef.jpg';
      expect([stored, elsewhere, key].map((url) => storage.isUpload(url))).toEqual([true, false, false]);
      await storage.remove(elsewhere);
      await storage.remove(stored);
      expect(seen.map((request) => request.method)).toEqual(['PUT', 'DELETE']);
      expect(seen[1]!.url).toBe(`/listings/${key}`);
    } finally {
      storage.close();
      server.close();
    }
  });
});

describe('verification documents of an older site', () => {
  it('move out of the public uploads folder into the private one, keeping their keys', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-private-'));
    try {
      const uploadsDir = path.join(dataDir, 'uploads');
      const key = 'verification/0123456789abcdef0123456789abcdef.pdf';
      fs.mkdirSync(path.join(uploadsDir, 'verification'), { recursive: true });
      fs.writeFileSync(path.join(uploadsDir, key), '%PDF-1.4 id');
      expect(await moveDocumentsOutOfUploads({ dataDir, uploadsDir })).toBe(1);
      expect(fs.existsSync(path.join(uploadsDir, 'verification'))).toBe(false);
      expect((await createPrivateFileStorage({ dataDir, s3: undefined }).read(key))?.toString()).toBe('%PDF-1.4 id');
      expect(await moveDocumentsOutOfUploads({ dataDir, uploadsDir })).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('chat files of an older site', () => {
  const picture = 'chat/0123456789abcdef0123456789abcdef.png';
  const voice = 'chat/fedcba9876543210fedcba9876543210.webm';

  it('move out of the public uploads folder into the private one, keeping their keys', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-private-'));
    try {
      const uploadsDir = path.join(dataDir, 'uploads');
      fs.mkdirSync(path.join(uploadsDir, 'chat'), { recursive: true });
      fs.writeFileSync(path.join(uploadsDir, picture), 'png');
      fs.writeFileSync(path.join(uploadsDir, voice), 'webm');
      expect(await moveChatFilesOutOfUploads({ dataDir, uploadsDir, s3: undefined })).toBe(2);
      expect(fs.existsSync(path.join(uploadsDir, 'chat'))).toBe(false);
      const files = createPrivateFileStorage({ dataDir, s3: undefined });
      expect([(await files.read(picture))?.toString(), (await files.read(voice))?.toString()]).toEqual(['png', 'webm']);
      expect(await moveChatFilesOutOfUploads({ dataDir, uploadsDir, s3: undefined })).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('move out of the public part of the bucket under private/, where no URL reaches them', async () => {
    const s3 = await startS3Server();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-private-'));
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env });
    const client = s3ClientFor(config.s3!);
    try {
      for (const [key, body] of [
        [picture, 'png'],
        [voice, 'webm'],
        ['properties/0123456789abcdef0123456789abcdef.jpg', 'photo'],
      ]) {
        await client.send(new PutObjectCommand({ Bucket: config.s3!.bucket, Key: key, Body: body }));
      }
      expect(await s3.holds(`${s3.bucketUrl}/${picture}`)).toBe(true);
      expect(await moveChatFilesOutOfUploads(config)).toBe(2);
      expect(await s3.holds(`${s3.bucketUrl}/${picture}`)).toBe(false);
      expect(await s3.holds(`${s3.bucketUrl}/${voice}`)).toBe(false);
      expect(await s3.holds(`${s3.bucketUrl}/properties/0123456789abcdef0123456789abcdef.jpg`)).toBe(true);
      const files = createPrivateFileStorage(config);
      expect([(await files.read(picture))?.toString(), (await files.read(voice))?.toString()]).toEqual(['png', 'webm']);
      expect(await moveChatFilesOutOfUploads(config)).toBe(0);
    } finally {
      client.destroy();
      await s3.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
