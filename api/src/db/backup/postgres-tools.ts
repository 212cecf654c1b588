import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { BackupError } from './backup-error';

/**
 * pg_dump, pg_restore and psql, the PostgreSQL client tools a PostgreSQL backup goes through
 * (one package on every system: postgresql-client). pg_dump refuses a server newer than itself
 * and pg_restore an archive from a newer pg_dump, so both are checked first, with a message
 * that says what to install.
 */
type Tool = 'pg_dump' | 'pg_restore' | 'psql';

const installHint = (major: number) =>
  `Install the PostgreSQL ${major} client tools or newer (pg_dump, pg_restore, psql): ` +
  `on Debian or Ubuntu \`apt-get install postgresql-client-${major}\` (the PostgreSQL apt repository has ` +
  `versions newer than the system's), on macOS \`brew install libpq\`, or put their folder first on PATH.`;

export interface ToolVersion {
  text: string;
  major: number;
}

export async function toolVersion(tool: Tool, neededMajor: number): Promise<ToolVersion> {
  let stdout: string;
  // Found on the PATH the tools will run with (process.env, which a test may point elsewhere).
  try {
    ({ stdout } = await promisify(execFile)(tool, ['--version'], { env: process.env }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`${tool} was not found on PATH. ${installHint(neededMajor)}`, { cause: error });
    throw error;
  }
  // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
  const text = /\(PostgreSQL\)\s+(\S+)/.exec(stdout)?.[1] ?? stdout.trim();
  return { text, major: Number.parseInt(text, 10) };
}

/**
 * libpq reads the same postgres:// URL the API uses, but a password among the arguments would
 * show in the process list: it travels in PGPASSWORD instead.
 */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

interface Finished {
  code: number | null;
  stderr: string;
}

/**
 * Waits for the exit and the end of stderr. Not 'close': a child whose stdout was handed to
 * another child as its stdin never closes it here.
 */
function finished(child: ReturnType<typeof spawn>, tool: Tool): Promise<Finished> {
  let stderr = '';
  const stderrDone = new Promise<void>((resolve) => {
    if (!child.stderr) return resolve();
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => (stderr += text));
    child.stderr.once('close', () => resolve());
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(`${tool} was not found on PATH.`, { cause: error }) : error),
    );
    child.once('exit', (code) => resolve(code));
  });
  return Promise.all([exited, stderrDone]).then(([code]) => ({ code, stderr: stderr.trim() }));
}

const failure = (tool: Tool, result: Finished) =>
  new BackupError(`${tool} failed (exit code ${result.code}): ${result.stderr || 'no message'}`);

/** The whole database in pg_dump's custom format (compressed, restorable object by object). */
export async function dumpDatabase(databaseUrl: string, file: string, serverMajor: number): Promise<ToolVersion> {
  const version = await toolVersion('pg_dump', serverMajor);
  if (version.major < serverMajor) {
    throw new BackupError(
      `The PostgreSQL server is version ${serverMajor}, newer than pg_dump ${version.text}, which cannot dump it. ${installHint(serverMajor)}`,
    );
  }
  const { dbname, env } = connection(databaseUrl);
  const child = spawn('pg_dump', ['--format=custom', `--file=${file}`, '--no-password', dbname], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const result = await finished(child, 'pg_dump');
  if (result.code !== 0) throw failure('pg_dump', result);
  return version;
}

/** Schemas the archive creates; `public` is always there and is not listed unless changed. */
async function archiveSchemas(file: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('pg_restore', ['--list', file], {
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  // "7; 2615 16478 SCHEMA - other postgres"
  const named = [...stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((match) => match[1]!);
  return [...new Set(['public', ...named])];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Replaces every schema the archive holds with the archive's contents, in one transaction:
 * pg_restore writes the SQL (wrapped in BEGIN/COMMIT by --single-transaction) and psql runs
 * it after dropping those schemas in the same transaction. Objects a newer migration made
 * after the backup go too, so the migrations that follow find the schema they expect. If
 * pg_restore stops half way, psql never reads the COMMIT and the server rolls everything back.
 */
export async function restoreDatabase(databaseUrl: string, file: string, dumpMajor: number): Promise<void> {
  const restoreVersion = await toolVersion('pg_restore', dumpMajor);
  if (restoreVersion.major < dumpMajor) {
    throw new BackupError(
      `This backup was written by pg_dump ${dumpMajor}; pg_restore ${restoreVersion.text} cannot read it. ${installHint(dumpMajor)}`,
    );
  }
  await toolVersion('psql', dumpMajor);
  const schemas = await archiveSchemas(file);
  const clear = [
    'begin',
    'set local client_min_messages = warning',
    ...schemas.map((schema) => `drop schema if exists ${quoteIdent(schema)} cascade`),
    // pg_dump leaves the public schema out while it is as a new database has it.
    'create schema public',
  ].join('; ');
  const { dbname, env } = connection(databaseUrl);
  const restore = spawn('pg_restore', ['--single-transaction', '--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--no-password', '-v', 'ON_ERROR_STOP=1', '--dbname', dbname, '-c', clear, '-f', '-'],
    { env, stdio: [restore.stdout, 'ignore', 'pipe'] },
  );
  const [written, ran] = await Promise.all([finished(restore, 'pg_restore'), finished(psql, 'psql')]);
  if (written.code !== 0) throw failure('pg_restore', written);
  if (ran.code !== 0) throw failure('psql', ran);
}
