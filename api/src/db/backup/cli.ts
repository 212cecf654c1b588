import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { privateFilesDir } from '../../files/private-files';
import { createBackup } from './backup';
import { BackupError } from './backup-error';
import { describeCounts } from './database-facts';
import type { Manifest } from './manifest';
import { restoreBackup } from './restore';

const usage = `pnpm db:backup [--out <file>]     the configured database, DATA_DIR/uploads and DATA_DIR/private
                                  into one archive (default DATA_DIR/backups/domus-<UTC time>.tar)
pnpm db:restore <file> [--yes]    put a backup back; --yes replaces a database that holds data

Uses the configured database (DATA_DIR or DATABASE_URL). Stop the server first when it runs
on the embedded database: one process at a time may open it.`;

// pnpm runs the api package's script in api/: relative paths are meant from where it was typed.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const summary = ({ database, rows, migrations }: Manifest) => {
  const version = database.server_version.split(' ')[0];
  const kind =
    database.kind === 'pglite' ? `PGlite ${database.pglite_version} (PostgreSQL ${version})` : `PostgreSQL ${version}`;
  return `${kind}: ${describeCounts(rows)}, schema ${migrations.at(-1) ?? '(none)'}`;
};

async function main(args: string[]) {
  const [command, ...rest] = args;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        yes: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n\n${usage}`, { cause: error });
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  if (command === 'backup') {
    if (positionals.length || values.yes) throw new BackupError(`db:backup takes only --out <file>.\n\n${usage}`);
    const report = await createBackup(config, { out: values.out === undefined ? undefined : fromCaller(values.out) });
    const { manifest } = report;
    const privateFiles = manifest.private?.stored === 'included' ? manifest.private.files : 0;
    const files =
      manifest.uploads.stored === 'included'
        ? `${manifest.uploads.files} uploaded files (${megabytes(manifest.uploads.bytes)}) and ${privateFiles} private documents`
        : `no files (uploads and private documents are in the S3 bucket ${manifest.uploads.bucket}: back it up with the bucket's own versioning)`;
    console.log(
      `Backed up ${summary(manifest)}; ${files}\n  to ${report.file} (${megabytes(report.bytes)}) in ${report.seconds.toFixed(1)} s`,
    );
    return;
  }
  if (command === 'restore') {
    if (positionals.length !== 1 || values.out !== undefined)
      throw new BackupError(`db:restore takes one backup file (and --yes).\n\n${usage}`);
    const report = await restoreBackup(config, fromCaller(positionals[0]!), { yes: values.yes });
    const { manifest } = report;
    const restoredFiles = [
      report.uploadsRestored && manifest.uploads.stored === 'included'
        ? `its ${manifest.uploads.files} uploaded files into ${config.uploadsDir}`
        : '',
      report.privateRestored && manifest.private?.stored === 'included'
        ? `its ${manifest.private.files} private documents into ${privateFilesDir(config.dataDir)}`
        : '',
    ].filter(Boolean);
    console.log(
      `Restored the backup of ${manifest.created_at} (${summary(manifest)}) into ${report.target}` +
        `${restoredFiles.map((part) => `, ${part}`).join('')} in ${report.seconds.toFixed(1)} s`,
    );
    if (report.migrated.length) console.log(`Applied migrations: ${report.migrated.join(', ')}`);
    for (const note of report.notes) console.log(`Note: ${note}`);
    return;
  }
  throw new BackupError(usage);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
