import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UploadedFile } from '../files/uploaded-file';
import { ApiError } from './api-error';

/** Where file parts wait while their request runs. */
export const temporaryUploadsDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

const removed = (file: string) =>
  unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });

/** One request's files: each one's path is known before a byte is written, so none escapes removal. */
class RequestUploads {
  private readonly files = new Set<string>();
  private over = false;

  constructor(private readonly dir: string) {}

  /**
   * Streams a file part to a file of its own. Past the parser's size limit the part is cut off
   * at once with `tooLarge` (the route's error handler names the field), not read to its end.
   */
  async receive(part: MultipartFile, tooLarge: () => Error): Promise<UploadedFile> {
    const file = path.join(this.dir, randomBytes(16).toString('hex'));
    this.files.add(file);
    const written = fs.createWriteStream(file, { flags: 'wx' });
    const stop = () => part.file.destroy(tooLarge());
    part.file.once('limit', stop);
    // The parser checks the limit as bytes arrive: a large first chunk may pass it before this runs.
    if (part.file.truncated) stop();
    try {
      await pipeline(part.file, written);
    } catch (error) {
      await this.remove(file);
      // A failed system call is the server's disk (full, gone), not the client's file.
      if ((error as NodeJS.ErrnoException).syscall) {
        throw new ApiError('serviceUnavailable', 'The upload could not be stored for now. Please try again later.');
      }
      throw error;
    } finally {
      part.file.off('limit', stop);
    }
    if (this.over) {
      await this.remove(file);
      throw new ApiError('invalidInput', 'The request ended before its files were read.');
    }
    return new UploadedFile(file, written.bytesWritten, part.filename, part.mimetype);
  }

  async removeAll() {
    this.over = true;
    await Promise.all([...this.files].map((file) => this.remove(file)));
  }

  private async remove(file: string) {
    this.files.delete(file);
    await removed(file);
  }
}

const uploadsOf = new WeakMap<FastifyRequest, RequestUploads>();

/**
 * Multipart file parts go to temporary files in `dir` (DATA_DIR/tmp/uploads), never into
 * memory: returns the multipart plugin's `onFile`, which puts an UploadedFile in the body where
 * the part's bytes would have been. Every file a request brought is removed when its reply is
 * over, whatever happened: answered, refused, failed, or the client gone mid-upload (the
 * response's 'close' comes in each case). Files left by a process that died are removed at
 * start: the folder is this process's alone. Register before the multipart plugin, so each
 * request's list exists before its first part.
 */
export function registerTemporaryUploads(app: FastifyInstance, dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) return;
    const uploads = new RequestUploads(dir);
    uploadsOf.set(request, uploads);
    reply.raw.once('close', () => {
      uploads.removeAll().catch((error: unknown) => request.log.error({ err: error }, 'removing temporary uploads'));
    });
  });
  return async function onFile(this: FastifyRequest, part: MultipartFile) {
    const uploads = uploadsOf.get(this);
    if (!uploads) throw new Error('A multipart request reached onFile without its list of temporary files.');
    const tooLarge = () => Object.assign(new this.server.multipartErrors.RequestFileTooLargeError(), { part });
    // What the body holds for this part (attachFieldsToBody: 'keyValues').
    part.value = await uploads.receive(part, tooLarge);
  };
}
