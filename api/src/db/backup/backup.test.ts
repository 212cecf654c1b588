import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as tar from 'tar';
import { fixtureRepoRoot, multipart, testSeed } from '../../../test/test-app';
import { loadConfig, type Config } from '../../config';
import { createPrivateFileStorage, privateFilesDir } from '../../files/private-files';
import { buildApp } from '../../server';
import type { Db } from '../db';
import { migrate, migrationFiles } from '../migrate';
import { openDatabase } from '../open';
import { openPostgres } from '../postgres';
import { seedAccounts } from '../seed/accounts';
import { seedDemoData } from '../seed';
import { createBackup } from './backup';
import { BackupError } from './backup-error';
import type { Manifest } from './manifest';
import { restoreBackup } from './restore';

const serverUrl = process.env.TEST_DATABASE_URL;
const kinds = serverUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** A site of its own: a DATA_DIR, and on PostgreSQL a database of its own (a restore replaces a whole database). */
async function createSite(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-backup-test-'));
  let databaseUrl: string | undefined;
  let drop = async () => undefined;
  if (kind === 'postgres') {
    const name = `domus_backup_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await openPostgres(serverUrl!, { max: 1 });
    await admin.exec(`create database "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      await admin.exec(`drop database if exists "${name}" with (force)`);
      await admin.close();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // No load shedding: a busy test machine must not answer 503 (load-shedding.test.ts tests it).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_HEAP_USED_PERCENT: '0',
  });
  return {
    config,
    async dispose() {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `fn` with the site's API up, as a start would open it; closed again after (PGlite: one process at a time). */
async function withApp<T>(config: Config, fn: (app: FastifyInstance, db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(config);
  const app = await buildApp({ config, db });
  try {
    await app.ready();
    return await fn(app, db);
  } finally {
    await app.close();
    await db.close();
  }
}

/** Every row of every table (in a stable order) and where every identity sequence stands. */
async function snapshotOf(db: Db) {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() order by 1`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) rows[name] = await db.query(`select * from "${name}" as row order by row::text`);
  const sequences = await db.query(
    `select sequencename, last_value from pg_sequences where schemaname = current_schema() order by 1`,
  );
  return { rows, sequences };
}
type Snapshot = Awaited<ReturnType<typeof snapshotOf>>;

async function snapshotOfSite(config: Config): Promise<Snapshot> {
  const db = await openDatabase(config);
  try {
    return await snapshotOf(db);
  } finally {
    await db.close();
  }
}

/** Each file under DATA_DIR/uploads and DATA_DIR/private (as uploads/... and private/...) with a hash of its bytes. */
function storedFiles(config: Config) {
  const files: Record<string, string> = {};
  for (const folder of [config.uploadsDir, privateFilesDir(config.dataDir)]) {
    if (!fs.existsSync(folder)) continue;
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(config.dataDir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    }
  }
  return files;
}

/** A verification document as the server keeps it: in private storage, under a generated key. */
const documentKey = (digit: string) => `verification/${digit.repeat(32)}.pdf`;
const storeDocument = (config: Config, digit: string) =>
  createPrivateFileStorage(config).put(
    documentKey(digit),
    Buffer.from(`%PDF-1.4 identity ${digit}`),
    'application/pdf',
  );

const picture = (colour: string) =>
  sharp({ create: { width: 160, height: 160, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function signIn(app: FastifyInstance) {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/user_signup',
    payload: { logintype: 3, email: seedAccounts.demo.email, password: seedAccounts.demo.password },
  });
  return reply.json().token as string;
}

async function setProfilePicture(app: FastifyInstance, token: string, colour: string): Promise<string> {
  const body = multipart({ profile: { filename: 'me.jpg', content: await picture(colour), type: 'image/jpeg' } });
  const reply = await app.inject({
    method: 'POST',
    url: '/api/update_profile',
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
  });
  expect(reply.statusCode).toBe(200);
  // Where the site serves it (replies carry absolute URLs).
  return new URL(reply.json().data.profile as string).pathname;
}

const editedCopies: string[] = [];
afterAll(() => {
  for (const folder of editedCopies) fs.rmSync(folder, { recursive: true, force: true });
});

/** A copy of `file` whose manifest `edit` changed (and without the `dropped` folders). */
async function withEditedManifest(file: string, edit: (manifest: Manifest) => void, dropped: string[] = []) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-backup-edit-'));
  editedCopies.push(folder);
  await tar.extract({ file, cwd: folder });
  for (const name of dropped) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
  const manifestPath = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  edit(manifest);
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  const edited = path.join(folder, 'edited.tar');
  await tar.create({ file: edited, cwd: folder }, fs.readdirSync(folder));
  return edited;
}

describe.each(kinds)('pnpm db:backup and db:restore on %s', (kind) => {
  let site: Awaited<ReturnType<typeof createSite>>;
  let config: Config;
  let backupFile: string;
  let atBackup: { snapshot: Snapshot; files: Record<string, string> };
  let profileAtBackup: string;
  /** The database as the last test left it. */
  let current: Snapshot;

  beforeAll(async () => {
    site = await createSite(kind);
    config = site.config;
    const db = await openDatabase(config);
    try {
      await migrate(db);
      await seedDemoData(db, { ...testSeed, repoRoot: fixtureRepoRoot });
    } finally {
      await db.close();
    }
  });

  afterAll(async () => {
    await site?.dispose();
  });

  it('writes the database, the uploaded files, the private documents and a manifest into one archive under DATA_DIR/backups, readable by its owner only', async () => {
    profileAtBackup = await withApp(config, async (app, db) => {
      const token = await signIn(app);
      const [listing] = await db.query<{ id: number }>(
        `select id from properties where request_status = 'approved' and status = 1 order by id limit 1`,
      );
      const liked = await app.inject({
        method: 'POST',
        url: '/api/add_favourite',
        payload: { property_id: listing!.id, type: 1 },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(liked.statusCode).toBe(200);
      const profile = await setProfilePicture(app, token, '#3070a0');
      await storeDocument(config, '1');
      atBackup = { snapshot: await snapshotOf(db), files: storedFiles(config) };
      return profile;
    });
    expect(Object.keys(atBackup.files).sort()).toEqual([`private/${documentKey('1')}`, profileAtBackup.slice(1)]);

    const report = await createBackup(config);

    backupFile = report.file;
    expect(path.dirname(backupFile)).toBe(path.join(config.dataDir, 'backups'));
    expect(path.basename(backupFile)).toMatch(/^domus-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    const entries: string[] = [];
    await tar.list({ file: backupFile, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain(kind === 'pglite' ? 'database/pgdata.tar.gz' : 'database/postgres.dump');
    expect(entries).toContain(profileAtBackup.slice(1));
    expect(entries).toContain(`private/${documentKey('1')}`);
    expect(report.manifest).toMatchObject({
      format: 'domus-backup',
      database: { kind },
      migrations: migrationFiles(),
      rows: { users: atBackup.snapshot.rows.users!.length, listings: testSeed.properties },
      uploads: { stored: 'included', files: 1 },
      private: { stored: 'included', files: 1 },
    });
  });

  it('refuses to overwrite a database that holds data without --yes, and changes nothing', async () => {
    const changed = await withApp(config, async (app, db) => {
      // A new picture: the API removes the old file. A document goes, another comes.
      await setProfilePicture(app, await signIn(app), '#a03070');
      await createPrivateFileStorage(config).remove(documentKey('1'));
      await storeDocument(config, '2');
      await db.query(
        `update properties set title = 'Changed after the backup' where id in (select id from properties limit 5)`,
      );
      await db.query(`delete from favourites`);
      await db.query(`delete from users where id = (select max(id) from users where role = 'user' and email <> $1)`, [
        seedAccounts.demo.email,
      ]);
      return { snapshot: await snapshotOf(db), files: storedFiles(config) };
    });
    expect(changed.files[profileAtBackup.slice(1)]).toBeUndefined();
    expect(changed.files[`private/${documentKey('1')}`]).toBeUndefined();
    expect(changed.snapshot).not.toEqual(atBackup.snapshot);

    const refusal = restoreBackup(config, backupFile);

    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(/holds data \(\d+ users, 160 listings, 12 projects\).*run again with --yes/);
    expect(await snapshotOfSite(config)).toEqual(changed.snapshot);
    expect(storedFiles(config)).toEqual(changed.files);
  });

  it('with --yes, puts back every row, every sequence, the uploaded files and the private documents exactly as they were at backup time', async () => {
    const report = await restoreBackup(config, backupFile, { yes: true });

    expect(report).toMatchObject({ migrated: [], uploadsRestored: true, privateRestored: true, notes: [] });
    expect(storedFiles(config)).toEqual(atBackup.files);
    // Still readable by the server's user only.
    const privateDir = privateFilesDir(config.dataDir);
    expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(privateDir, documentKey('1'))).mode & 0o777).toBe(0o600);
    await withApp(config, async (app, db) => {
      expect(await snapshotOf(db)).toEqual(atBackup.snapshot);
      // The restored site serves the restored picture, and its accounts sign in.
      expect((await app.inject({ url: profileAtBackup })).statusCode).toBe(200);
      const token = await signIn(app);
      const me = await app.inject({
        url: '/api/get_favourite_property',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json().total).toBe(1);
      current = await snapshotOf(db);
    });
  });

  it('restores a backup made before backups carried the private documents, leaving DATA_DIR/private as it is', async () => {
    const older = await withEditedManifest(
      backupFile,
      (manifest) => {
        manifest.format_version = 1;
        delete manifest.private;
      },
      ['private'],
    );
    await storeDocument(config, '3');
    const documents = Object.keys(storedFiles(config)).filter((name) => name.startsWith('private/'));

    const report = await restoreBackup(config, older, { yes: true });

    expect(report).toMatchObject({ uploadsRestored: true, privateRestored: false });
    expect(report.notes).toEqual([
      `This backup predates private documents in backups: those in ${privateFilesDir(config.dataDir)} were left as they are.`,
    ]);
    expect(Object.keys(storedFiles(config)).filter((name) => name.startsWith('private/'))).toEqual(documents);
    expect(documents).toContain(`private/${documentKey('3')}`);
    current = await snapshotOfSite(config);
  });

  it('refuses a backup whose schema is newer than this code, and changes nothing', async () => {
    const newer = await withEditedManifest(backupFile, (manifest) =>
      manifest.migrations.push('999_from_the_future.sql'),
    );

    await expect(restoreBackup(config, newer, { yes: true })).rejects.toThrow(
      /comes from a newer version of Domus: its schema has migrations this code does not have \(999_from_the_future\.sql\)/,
    );
    expect(await snapshotOfSite(config)).toEqual(current);
  });

  it('refuses a backup of the other kind of database, and a file that is no backup', async () => {
    const other = await withEditedManifest(backupFile, (manifest) => {
      manifest.database =
        kind === 'pglite'
          ? { kind: 'postgres', server_version: '15.20', pg_dump_version: '15.20' }
          : { kind: 'pglite', server_version: '18.6', pglite_version: '0.5.16' };
    });
    await expect(restoreBackup(config, other, { yes: true })).rejects.toThrow(
      kind === 'pglite'
        ? /is a backup of PostgreSQL, but the configuration points at the embedded PGlite database \(DATABASE_URL unset\)/
        : /is a backup of the embedded PGlite database, but the configuration points at PostgreSQL \(DATABASE_URL set\)/,
    );

    const notABackup = path.join(config.dataDir, 'notes.txt');
    fs.writeFileSync(notABackup, 'shopping list');
    await expect(restoreBackup(config, notABackup, { yes: true })).rejects.toThrow(BackupError);
    expect(fs.readdirSync(config.dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });

  it('restores onto a new, empty site without --yes', async () => {
    const fresh = await createSite(kind);
    try {
      const report = await restoreBackup(fresh.config, backupFile);

      expect(report).toMatchObject({ uploadsRestored: true, privateRestored: true });
      expect(await snapshotOfSite(fresh.config)).toEqual(atBackup.snapshot);
      expect(storedFiles(fresh.config)).toEqual(atBackup.files);
    } finally {
      await fresh.dispose();
    }
  });

  it('will not write over a file or into the folders it copies', async () => {
    await expect(createBackup(config, { out: backupFile })).rejects.toThrow('exists already; choose another --out');
    await expect(createBackup(config, { out: path.join(config.uploadsDir, 'inside.tar') })).rejects.toThrow(
      `is inside ${config.uploadsDir}, which the backup copies`,
    );
    expect(fs.existsSync(path.join(config.uploadsDir, 'inside.tar'))).toBe(false);
    const privateDir = privateFilesDir(config.dataDir);
    await expect(createBackup(config, { out: path.join(privateDir, 'inside.tar') })).rejects.toThrow(
      `is inside ${privateDir}, which the backup copies`,
    );
  });

  if (kind === 'postgres') {
    it('says what to install when pg_dump or pg_restore is missing or older than the server, and changes nothing', async () => {
      const tools = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-pg-tools-'));
      const path0 = process.env.PATH;
      try {
        process.env.PATH = tools;
        await expect(createBackup(config, { out: path.join(config.dataDir, 'no-tools.tar') })).rejects.toThrow(
          /pg_dump was not found on PATH\. Install the PostgreSQL 1\d client tools or newer/,
        );
        await expect(restoreBackup(config, backupFile, { yes: true })).rejects.toThrow(
          /pg_restore was not found on PATH\. Install the PostgreSQL 1\d client tools or newer/,
        );
        fs.writeFileSync(path.join(tools, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', {
          mode: 0o755,
        });
        await expect(createBackup(config, { out: path.join(config.dataDir, 'old-tools.tar') })).rejects.toThrow(
          /The PostgreSQL server is version 1\d, newer than pg_dump 9\.6\.24, which cannot dump it\. Install .*postgresql-client-1\d/,
        );
      } finally {
        process.env.PATH = path0;
        fs.rmSync(tools, { recursive: true, force: true });
      }
      expect(
        fs.readdirSync(config.dataDir).filter((name) => name.endsWith('.tar') || name.includes('staging')),
      ).toEqual([]);
      expect(await snapshotOfSite(config)).toEqual(current);
    });
  }

  if (kind === 'pglite') {
    it('refuses to back up or restore while another process has the embedded database open', async () => {
      // The jest parent process is alive and is not this one: the lock names it as the holder.
      const lockFile = `${config.pgliteDir}.lock`;
      fs.writeFileSync(lockFile, String(process.ppid));
      try {
        await expect(createBackup(config, { out: path.join(config.dataDir, 'while-open.tar') })).rejects.toThrow(
          `is in use by process ${process.ppid}`,
        );
        await expect(restoreBackup(config, backupFile, { yes: true })).rejects.toThrow(
          `is in use by process ${process.ppid}`,
        );
        expect(fs.existsSync(path.join(config.dataDir, 'while-open.tar'))).toBe(false);
      } finally {
        fs.rmSync(lockFile, { force: true });
      }
    });
  }
});
