import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { BackupError } from './backup-error';
import { archiveLayout, parseManifest, type Manifest } from './manifest';

/**
 * Writes the archive: the staged manifest and database dump, then the uploads and private
 * folders read in place (appended, so their files are never copied twice). Written beside
 * `out` and renamed at the end, so a failed backup leaves no half archive under the final
 * name. Readable by its owner only: it holds password hashes, sessions and identity documents.
 */
export async function writeArchive(out: string, staging: string, files: { dataDir: string } | undefined) {
  const partial = `${out}.partial`;
  try {
    await tar.create({ file: partial, cwd: staging, portable: true, strict: true, mode: 0o600 }, [
      archiveLayout.manifest,
      path.dirname(archiveLayout.database.pglite),
    ]);
    if (files) {
      for (const folder of [archiveLayout.uploads, archiveLayout.private]) {
        if (!fs.existsSync(path.join(files.dataDir, folder))) continue;
        await tar.replace({ file: partial, cwd: files.dataDir, portable: true, strict: true }, [folder]);
      }
    }
    fs.renameSync(partial, out);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Unpacks a backup into `into` and reads its manifest. tar keeps every entry inside `into`
 * (no absolute paths, no `..`), and any damage to the archive stops the restore.
 */
export async function extractArchive(file: string, into: string): Promise<Manifest> {
  try {
    await tar.extract({ file, cwd: into, strict: true });
  } catch (error) {
    throw new BackupError(`${file} could not be read as a backup archive: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const manifestPath = path.join(into, archiveLayout.manifest);
  if (!fs.existsSync(manifestPath)) throw new BackupError(`${file} is not a Domus backup: it has no manifest.json.`);
  return parseManifest(fs.readFileSync(manifestPath, 'utf8'), file);
}

/** Files and bytes under a folder (what a backup carries of the uploads). */
export function folderSize(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(folder)) return { files, bytes };
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}
