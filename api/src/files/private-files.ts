import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config';
import { s3ClientFor } from './storage';

/** Keys of chat files (attachments and voice notes): random names under chat/. */
export const chatKeyPattern = /^chat\/[0-9a-f]{32}\.(jpg|png|webp|pdf|webm|ogg|mp3)$/;

/** Keys of private files the server generates (verification documents, bank receipts, chat files): random names, never chosen by users. */
export const privateKeyPattern =
  /^(verification\/[0-9a-f]{32}\.(jpg|png|pdf)|receipts\/[0-9a-f]{32}\.(jpg|png|webp|pdf)|chat\/[0-9a-f]{32}\.(jpg|png|webp|pdf|webm|ogg|mp3))$/;

/**
 * Files nobody may read by URL (identity documents, chat files): never under the public
 * /uploads/ folder, read only by an API route that checks who asks. In DATA_DIR/private, or under `private/` in
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

/** Moves a folder of the public uploads into the private folder, keeping the names. */
async function moveFolderOutOfUploads(config: Pick<Config, 'uploadsDir' | 'dataDir'>, folder: string) {
  const from = path.join(config.uploadsDir, folder);
  const names = await fs.readdir(from).catch(() => [] as string[]);
  const to = path.join(privateFilesDir(config.dataDir), folder);
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  for (const name of names) await fs.rename(path.join(from, name), path.join(to, name));
  await fs.rm(from, { recursive: true, force: true });
  return names.length;
}

/**
 * Verification documents were once stored under the public uploads folder: moved into the
 * private folder at start (same keys), so an older site stops serving them by URL.
 */
export const moveDocumentsOutOfUploads = (config: Pick<Config, 'uploadsDir' | 'dataDir'>): Promise<number> =>
  moveFolderOutOfUploads(config, 'verification');

const chatContentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
};

/** The content type of a chat file by its key's extension. */
export const chatContentType = (key: string) =>
  chatContentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** Moves the bucket's public chat/ objects under private/ (same keys), a page of the listing at a time. */
async function moveChatObjectsOutOfBucket(s3: S3Config): Promise<number> {
  const client = s3ClientFor(s3);
  let moved = 0;
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'chat/', ContinuationToken: token }),
      );
      for (const { Key: key } of page.Contents ?? []) {
        if (!key || !chatKeyPattern.test(key)) continue;
        await client.send(
          new CopyObjectCommand({
            Bucket: s3.bucket,
            Key: `private/${key}`,
            CopySource: `${s3.bucket}/${key}`,
            MetadataDirective: 'REPLACE',
            ContentType: chatContentType(key),
            CacheControl: 'private, no-store',
          }),
        );
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
        moved += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return moved;
}

/**
 * Chat files were once stored among the public uploads (`chat/`, in the folder or the bucket),
 * readable by anyone with the URL: moved into the private files at start, keeping their keys
 * (migration 035 turned the bucket URLs the database kept into those keys), so an upgraded site
 * serves none of them by URL any more. Safe to repeat: a start that stopped half-way finishes
 * the move at the next.
 */
export async function moveChatFilesOutOfUploads(
  config: Pick<Config, 'uploadsDir' | 'dataDir' | 's3'>,
): Promise<number> {
  const local = await moveFolderOutOfUploads(config, 'chat');
  return local + (config.s3 ? await moveChatObjectsOutOfBucket(config.s3) : 0);
}
