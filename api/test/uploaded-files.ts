import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UploadedFile } from '../src/files/uploaded-file';

let folder: string | undefined;

/** `bytes` as the multipart parser hands a file part over: a file on disk (removed when the process ends). */
export function uploadedFileOf(bytes: Buffer, filename = 'upload'): UploadedFile {
  if (!folder) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-uploaded-'));
    process.once('exit', () => fs.rmSync(made, { recursive: true, force: true }));
    folder = made;
  }
  const file = fs.mkdtempSync(path.join(folder, 'file-'));
  const target = path.join(file, 'upload');
  fs.writeFileSync(target, bytes);
  return new UploadedFile(target, bytes.length, filename, 'application/octet-stream');
}
