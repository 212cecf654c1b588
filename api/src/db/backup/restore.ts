import fs from 'node:fs';
import path from 'node:path';
import { privateFilesDir } from '../../files/private-files';
import type { Db } from '../db';
import { migrate, migrationFiles } from '../migrate';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { extractArchive } from './archive';
import { BackupError } from './backup-error';
import { installedPgliteVersion, lockDataDir, type BackupConfig } from './backup';
import { appliedMigrations, describeCounts, holdsData, rowCounts } from './database-facts';
import { archiveLayout, databaseLabel, type DatabaseKind, type Manifest } from './manifest';
import { restoreDatabase } from './postgres-tools';

export interface RestoreOptions {
  /** Replace a database that holds data (refused otherwise). */
  yes?: boolean;
}

export interface RestoreReport {
  manifest: Manifest;
  /** Where the database went: the PGlite folder, or "PostgreSQL". */
  target: string;
  /** Migrations newer than the backup, applied after restoring it. */
  migrated: string[];
  /** Whether the uploads folder was replaced with the backup's files. */
  uploadsRestored: boolean;
  /** Whether the private documents' folder was replaced with the backup's. */
  privateRestored: boolean;
  /** What the operator should know: files left in a bucket or in the archive. */
  notes: string[];
  seconds: number;
}

/**
 * Puts a backup back into the database the configuration points at, its uploaded files into
 * DATA_DIR/uploads and its private documents into DATA_DIR/private. Refuses, changing
 * nothing: while the embedded database is open in another process; a database that holds
 * data, unless `yes`; a backup of the other database kind; a backup whose schema has
 * migrations this code does not know. A backup older than the code is restored, then
 * migrated as a start would.
 *
 * The new database is complete before the old one goes: on PGlite it is loaded and migrated in
 * a folder beside DATA_DIR/db and swapped in by renaming; on PostgreSQL one transaction drops
 * the backup's schemas and loads them again.
 */
export async function restoreBackup(
  config: BackupConfig,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const started = performance.now();
  const source = path.resolve(file);
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile()) throw new BackupError(`${source} is not a file.`);
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.pgliteDir;
  const releaseLock = config.databaseUrl ? () => undefined : await lockDataDir(config.pgliteDir);
  const privateDir = privateFilesDir(config.dataDir);
  let staging: string | undefined;
  try {
    const existing = options.yes ? undefined : await existingData(config);
    if (existing) {
      throw new BackupError(
        `${target} holds data (${existing}). Restoring replaces it, the uploaded files in ${config.uploadsDir} ` +
          `and the private documents in ${privateDir} with the backup: run again with --yes to do so.`,
      );
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
    // Inside DATA_DIR, so the restored folders move into place by renaming.
    staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
    const manifest = await extractArchive(source, staging);
    checkCompatible(manifest, kind, source);
    const dump = path.join(staging, archiveLayout.database[manifest.database.kind]);
    if (!fs.existsSync(dump)) throw new BackupError(`${source} is damaged: it has no ${path.relative(staging, dump)}.`);

    // PGlite: loaded and migrated beside the old folder, then swapped in. PostgreSQL: restored
    // in place, and migrated once the uploads are back too, so a failing migration leaves a
    // complete backup behind it.
    let migrated: string[] = [];
    if (manifest.database.kind === 'pglite') migrated = await restorePglite(config.pgliteDir, staging, manifest);
    else {
      const dumpMajor = Number.parseInt(manifest.database.pg_dump_version, 10);
      await restoreDatabase(config.databaseUrl!, dump, dumpMajor);
    }

    const notes: string[] = [];
    let uploadsRestored = false;
    if (manifest.uploads.stored === 's3') {
      notes.push(
        `Uploaded files were in the S3 bucket ${manifest.uploads.bucket} when this backup was made; it does not hold ` +
          'them, and the restored rows point at that bucket.',
      );
    } else if (config.s3) {
      notes.push(
        `The backup holds ${manifest.uploads.files} uploaded files, but uploads now go to the S3 bucket ` +
          `${config.s3.bucket}: they were not restored (they are under uploads/ in the archive).`,
      );
    } else {
      const restored = path.join(staging, archiveLayout.uploads);
      fs.mkdirSync(restored, { recursive: true });
      replaceFolder(config.uploadsDir, restored, staging);
      uploadsRestored = true;
    }
    let privateRestored = false;
    if (!manifest.private) {
      notes.push(`This backup predates private documents in backups: those in ${privateDir} were left as they are.`);
    } else if (manifest.private.stored === 's3') {
      notes.push(
        `Private documents were in the S3 bucket ${manifest.private.bucket} (under private/) when this backup was ` +
          'made; it does not hold them.',
      );
    } else if (config.s3) {
      notes.push(
        `The backup holds ${manifest.private.files} private documents, but they now go to the S3 bucket ` +
          `${config.s3.bucket}: they were not restored (they are under private/ in the archive).`,
      );
    } else {
      const restored = path.join(staging, archiveLayout.private);
      // Readable by the server's user only, as it makes the folder.
      fs.mkdirSync(restored, { recursive: true, mode: 0o700 });
      replaceFolder(privateDir, restored, staging);
      privateRestored = true;
    }
    if (config.databaseUrl) migrated = await migratePostgres(config.databaseUrl);
    return {
      manifest,
      target,
      migrated,
      uploadsRestored,
      privateRestored,
      notes,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    releaseLock();
  }
}

/** A description of what the configured database holds, or undefined when nothing would be lost. */
async function existingData(config: BackupConfig): Promise<string | undefined> {
  let db: Db;
  if (config.databaseUrl) db = await openPostgres(config.databaseUrl, { max: 1 });
  else if (fs.existsSync(path.join(config.pgliteDir, 'PG_VERSION')))
    db = await openPglite(config.pgliteDir, { lockHeld: true });
  else return undefined;
  try {
    return (await holdsData(db)) ? describeCounts(await rowCounts(db)) : undefined;
  } finally {
    await db.close();
  }
}

const releaseLine = (version: string) => version.split('.').slice(0, 2).join('.');

function checkCompatible(manifest: Manifest, kind: DatabaseKind, source: string) {
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `${source} is a backup of ${databaseLabel(manifest.database.kind)}, but the configuration points at ` +
        `${databaseLabel(kind)} (DATABASE_URL ${kind === 'postgres' ? 'set' : 'unset'}). Restore it with the ` +
        'configuration it was made with.',
    );
  }
  const known = new Set(migrationFiles());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new BackupError(
      `${source} comes from a newer version of Domus: its schema has migrations this code does not have ` +
        `(${unknown.join(', ')}). Update the code, then restore.`,
    );
  }
  if (manifest.database.kind === 'pglite') {
    const installed = installedPgliteVersion();
    // PGlite's data folders change with its release line (0.4 -> 0.5 moved to PostgreSQL 18).
    if (releaseLine(installed) !== releaseLine(manifest.database.pglite_version)) {
      throw new BackupError(
        `${source} holds a data folder of PGlite ${manifest.database.pglite_version} (PostgreSQL ` +
          `${manifest.database.server_version}); this code runs PGlite ${installed}, which cannot open it. ` +
          'Restore it with the version of Domus that made it.',
      );
    }
  }
}

async function restorePglite(dataDir: string, staging: string, manifest: Manifest): Promise<string[]> {
  const restored = path.join(staging, 'db');
  const tarball = new Blob([fs.readFileSync(path.join(staging, archiveLayout.database.pglite))]);
  const db = await openPglite(restored, { loadDataDir: tarball });
  let migrated: string[];
  try {
    const migrations = await appliedMigrations(db);
    if (migrations.join() !== manifest.migrations.join()) {
      throw new BackupError(
        'The restored database does not have the migrations its manifest lists: the backup is damaged.',
      );
    }
    migrated = await migrate(db);
  } finally {
    await db.close();
  }
  replaceFolder(dataDir, restored, staging);
  return migrated;
}

async function migratePostgres(databaseUrl: string): Promise<string[]> {
  const db = await openPostgres(databaseUrl, { max: 1 });
  try {
    return await migrate(db);
  } finally {
    await db.close();
  }
}

/** Moves `replacement` to `target`; the folder it replaces goes into `staging`, removed afterwards. */
function replaceFolder(target: string, replacement: string, staging: string) {
  const aside = path.join(staging, `replaced-${path.basename(target)}`);
  const hadOne = fs.existsSync(target);
  if (hadOne) fs.renameSync(target, aside);
  try {
    fs.renameSync(replacement, target);
  } catch (error) {
    if (hadOne) fs.renameSync(aside, target);
    throw error;
  }
}
