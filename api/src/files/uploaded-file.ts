import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { UploadedFilePart } from '@domus/shared/contract';

/** Enough of a file's start to tell what it is (the longest check reads 64 bytes: WebM's DocType). */
const sniffedBytes = 64;

/**
 * A file a request brought, on disk: the multipart parser streams each file part into a
 * temporary file (http/temporary-uploads.ts, removed when the request ends), so no upload is
 * ever held whole in memory. Pictures are read from `path` by sharp, which streams them;
 * only the few files whose reader needs every byte (PDFs, voice notes, both capped at a few
 * MB) are read whole, with `bytes()`.
 */
export class UploadedFile extends UploadedFilePart {
  constructor(
    readonly path: string,
    readonly size: number,
    readonly filename: string,
    readonly mimetype: string,
  ) {
    super();
  }

  /** The first bytes (fewer when the file is shorter), for checks by content. */
  async head(length = sniffedBytes): Promise<Buffer> {
    const file = await open(this.path, 'r');
    try {
      const head = Buffer.alloc(Math.min(length, this.size));
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      return head.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  /** Every byte: only for files their size limit keeps small. */
  bytes(): Promise<Buffer> {
    return readFile(this.path);
  }

  /** A file someone names on this machine (the admin's commands), checked and stored as uploads are. */
  static async at(filePath: string): Promise<UploadedFile> {
    const { size } = await stat(filePath);
    return new UploadedFile(filePath, size, path.basename(filePath), 'application/octet-stream');
  }
}

/** A value a form carries that is a file (whatever field it came in), not text nor a nested object. */
export const isUploadedFile = (value: unknown): value is UploadedFile => value instanceof UploadedFile;
