import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config';
import type { FileUrls } from './file-urls';

/**
 * Where uploaded files live. `put` returns what the database keeps for the file: the key
 * itself for the local folder, the absolute URL for outside storage (replies pass absolute
 * URLs through, so listings read the same whichever storage wrote them).
 */
export interface FileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<string>;
  /** Whether `stored` names an upload of this storage: what `remove` would delete. */
  isUpload(stored: string): boolean;
  /** Removes a file the server stored; seed pictures and outside URLs are never touched. */
  remove(stored: string): Promise<void>;
  url(stored: string): string;
}

/** Keys the server generates for uploads (random names); only these are ever removed. */
export const uploadedKeyPattern =
  /^(profiles|verification|properties|projects|banners|chat|tours)\/(thumbs\/|variants\/)?[0-9a-f]{32}(-\d{1,5}x\d{1,5})?(-\d{1,5}w)?\.(jpg|png|pdf|webp|avif|webm|ogg|mp3)$/;

/** DATA_DIR/uploads, served read-only at /uploads/ (plugins/app/stored-files.ts). */
export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly uploadsDir: string,
    private readonly urls: FileUrls,
  ) {}

  /** The content type matters to outside storage only: /uploads/ answers by file extension. */
  async put(key: string, content: Buffer, _contentType?: string): Promise<string> {
    const file = path.join(this.uploadsDir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content, { flag: 'wx' });
    return key;
  }

  isUpload(stored: string) {
    return uploadedKeyPattern.test(stored);
  }

  async remove(stored: string) {
    if (!this.isUpload(stored)) return;
    await fs.rm(path.join(this.uploadsDir, stored), { force: true });
  }

  url(stored: string) {
    return this.urls.url(stored);
  }
}

/** A client of the configured bucket: S3, or any S3-compatible service (S3_ENDPOINT, addressed path-style). */
export const s3ClientFor = (config: S3Config) =>
  new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
  });

/** Public files in the bucket, read by browsers at S3_PUBLIC_URL. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = s3ClientFor(config);
  }

  /** The object key of a stored URL, when it is one of our uploads in this bucket. */
  keyOf(stored: string): string | undefined {
    const prefix = `${this.config.publicUrl}/`;
    if (!stored.startsWith(prefix)) return undefined;
    const key = stored.slice(prefix.length);
    return uploadedKeyPattern.test(key) ? key : undefined;
  }

  async put(key: string, content: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: content,
        ContentType: contentType,
        // As /uploads/ serves them: only pictures open in the browser.
        ...(contentType.startsWith('image/') ? {} : { ContentDisposition: 'attachment' }),
        // Names are never reused, so a file never changes under its URL.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return this.url(key);
  }

  isUpload(stored: string) {
    return this.keyOf(stored) !== undefined;
  }

  async remove(stored: string) {
    const key = this.keyOf(stored);
    if (!key) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  url(stored: string) {
    return /^https?:\/\//.test(stored) ? stored : `${this.config.publicUrl}/${stored}`;
  }

  close() {
    this.client.destroy();
  }
}

/** S3-compatible storage when configured, the local uploads folder otherwise. */
export function createFileStorage(config: Config, urls: FileUrls): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadsDir, urls);
}
