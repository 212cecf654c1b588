import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UploadedFile } from '../src/files/uploaded-file';

let folder: string | undefined;

/** `bytes` as the multipart parser hands a file part over: a file on disk (see removeUploadedFiles). */
export function uploadedFileOf(bytes: Buffer, filename = 'upload'): UploadedFile {
  folder ??= fs.mkdtempSync(path.join(os.tmpdir(), 'domus-uploaded-'));
  const target = path.join(fs.mkdtempSync(path.join(folder, 'file-')), 'upload');
  fs.writeFileSync(target, bytes);
  return new UploadedFile(target, bytes.length, filename, 'application/octet-stream');
}

/** Removes every file uploadedFileOf made (a test file's afterAll). */
export function removeUploadedFiles() {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
}
