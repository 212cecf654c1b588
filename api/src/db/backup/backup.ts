import fs from 'node:fs';
import path from 'node:path';
import { apiPackageDir, type Config } from '../../config';
import { privateFilesDir } from '../../files/private-files';
import type { Db } from '../db';
import { acquireDataDirLock } from '../data-dir-lock';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { writeArchive, folderSize } from './archive';
import { BackupError } from './backup-error';
import { appliedMigrations, rowCounts, serverVersion } from './database-facts';
import { archiveLayout, manifestFormat, manifestVersion, type Manifest } from './manifest';
import { dumpDatabase } from './postgres-tools';

export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'pgliteDir' | 'uploadsDir' | 's3'>;

export interface BackupReport {
  file: string;
  bytes: number;
  manifest: Manifest;
  seconds: number;
}

const isInside = (folder: string, file: string) => {
  const relative = path.relative(folder, file);
  return !path.isAbsolute(relative) && relative !== '..' && !relative.startsWith(`..${path.sep}`);
};

/** Where `pnpm db:backup` writes without --out: DATA_DIR/backups/domus-<UTC time>.tar. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.join(dataDir, 'backups', `domus-${stamp}.tar`);
}

// The package exports no ./package.json: read from the api package's own node_modules.
export const installedPgliteVersion = (): string =>
  (
    JSON.parse(
      fs.readFileSync(path.join(apiPackageDir, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
    ) as { version: string }
  ).version;

/**
 * Backs up the database the configuration points at and, when they are stored locally, the
 * uploaded files and the private documents, into one archive with a manifest (date, database
 * kind and version, schema version). PostgreSQL goes through pg_dump and may run beside the
 * server. PGlite has no server to ask: its data folder is copied by PGlite itself
 * (`dumpDataDir`), so the API must be stopped first (its lock says so).
 */
export async function createBackup(config: BackupConfig, options: { out?: string } = {}): Promise<BackupReport> {
  const started = performance.now();
  const createdAt = new Date().toISOString();
  const out = path.resolve(options.out ?? defaultBackupFile(config.dataDir));
  if (fs.existsSync(out)) throw new BackupError(`${out} exists already; choose another --out.`);
  const privateDir = privateFilesDir(config.dataDir);
  for (const copied of [config.uploadsDir, privateDir, config.pgliteDir]) {
    if (isInside(copied, out)) {
      throw new BackupError(`${out} is inside ${copied}, which the backup copies; choose another --out.`);
    }
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const staging = fs.mkdtempSync(`${out}.staging-`);
  try {
    fs.mkdirSync(path.join(staging, path.dirname(archiveLayout.database.pglite)));
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, staging)
      : await dumpPglite(config.pgliteDir, staging);
    // After the dump: a file uploaded meanwhile is a harmless extra; only a file removed
    // meanwhile (a replaced photo) can be missing, and on PGlite nothing runs meanwhile.
    const files = (folder: string): Manifest['uploads'] =>
      config.s3 ? { stored: 's3', bucket: config.s3.bucket } : { stored: 'included', ...folderSize(folder) };
    const manifest: Manifest = {
      format: manifestFormat,
      format_version: manifestVersion,
      created_at: createdAt,
      ...database,
      uploads: files(config.uploadsDir),
      private: files(privateDir),
    };
    fs.writeFileSync(path.join(staging, archiveLayout.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(out, staging, config.s3 ? undefined : { dataDir: config.dataDir });
    return { file: out, bytes: fs.statSync(out).size, manifest, seconds: (performance.now() - started) / 1000 };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The embedded database's lock, with its "in use by process N" as a refusal. */
export async function lockDataDir(dataDir: string) {
  try {
    return await acquireDataDirLock(dataDir);
  } catch (error) {
    throw new BackupError((error as Error).message, { cause: error });
  }
}

type DatabasePart = Pick<Manifest, 'database' | 'migrations' | 'rows'>;

async function describe(db: Db) {
  return { migrations: await appliedMigrations(db), rows: await rowCounts(db), version: await serverVersion(db) };
}

async function dumpPglite(dataDir: string, staging: string): Promise<DatabasePart> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up (DATA_DIR, DATABASE_URL unset).`);
  }
  const releaseLock = await lockDataDir(dataDir);
  const db = await openPglite(dataDir, { lockHeld: true }).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  try {
    const facts = await describe(db);
    const tarball = await db.dumpDataDir();
    fs.writeFileSync(path.join(staging, archiveLayout.database.pglite), Buffer.from(await tarball.arrayBuffer()));
    return {
      database: { kind: 'pglite', server_version: facts.version.text, pglite_version: installedPgliteVersion() },
      migrations: facts.migrations,
      rows: facts.rows,
    };
  } finally {
    await db.close();
    releaseLock();
  }
}

async function dumpPostgres(databaseUrl: string, staging: string): Promise<DatabasePart> {
  const db = await openPostgres(databaseUrl, { max: 1 });
  let facts: Awaited<ReturnType<typeof describe>>;
  try {
    facts = await describe(db);
  } finally {
    await db.close();
  }
  const tool = await dumpDatabase(
    databaseUrl,
    path.join(staging, archiveLayout.database.postgres),
    facts.version.major,
  );
  return {
    database: { kind: 'postgres', server_version: facts.version.text, pg_dump_version: tool.text },
    migrations: facts.migrations,
    rows: facts.rows,
  };
}
