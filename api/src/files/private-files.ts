import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config';
import { s3ClientFor } from './storage';

/** Keys of private files the server generates: random names, never chosen by users. */
export const privateKeyPattern = /^verification\/[0-9a-f]{32}\.(jpg|png|pdf)$/;

/**
 * Files nobody may read by URL (identity documents): never under the public /uploads/ folder,
 * read only by an API route that checks who asks. In DATA_DIR/private, or under `private/` in
 * the S3 bucket when one is configured (so several API processes share them; the bucket must
 * not make that prefix public).
 */
export interface PrivateFileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

class LocalPrivateFiles implements PrivateFileStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, content: Buffer) {
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, content, { flag: 'wx', mode: 0o600 });
  }

  async read(key: string) {
    if (!privateKeyPattern.test(key)) return undefined;
    return fs.readFile(path.join(this.dir, key)).catch(() => undefined);
  }

  async remove(key: string) {
    if (!privateKeyPattern.test(key)) return;
    await fs.rm(path.join(this.dir, key), { force: true });
  }
}

class S3PrivateFiles implements PrivateFileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = s3ClientFor(config);
  }

  private objectKey = (key: string) => `private/${key}`;

  async put(key: string, content: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: content,
        ContentType: contentType,
        CacheControl: 'private, no-store',
      }),
    );
  }

  async read(key: string) {
    if (!privateKeyPattern.test(key)) return undefined;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async remove(key: string) {
    if (!privateKeyPattern.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }
}

/** DATA_DIR/private: the private files when no S3 bucket is configured (backups carry it). */
export const privateFilesDir = (dataDir: string) => path.join(dataDir, 'private');

/** S3 when configured, DATA_DIR/private otherwise. */
export function createPrivateFileStorage(config: Pick<Config, 's3' | 'dataDir'>): PrivateFileStorage {
  return config.s3 ? new S3PrivateFiles(config.s3) : new LocalPrivateFiles(privateFilesDir(config.dataDir));
}

/**
 * Verification documents were once stored under the public uploads folder: moved into the
 * private folder at start (same keys), so an older site stops serving them by URL.
 */
export async function moveDocumentsOutOfUploads(config: Pick<Config, 'uploadsDir' | 'dataDir'>): Promise<number> {
  const from = path.join(config.uploadsDir, 'verification');
  const names = await fs.readdir(from).catch(() => [] as string[]);
  const to = path.join(privateFilesDir(config.dataDir), 'verification');
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  for (const name of names) await fs.rename(path.join(from, name), path.join(to, name));
  await fs.rm(from, { recursive: true, force: true });
  return names.length;
}
