import { z } from 'zod';
import { BackupError } from './backup-error';

/**
 * A backup is one uncompressed tar: `manifest.json` first, then the database dump under
 * `database/`, then, when they are stored locally, the uploaded files under `uploads/` and
 * the private documents under `private/` (the folders of DATA_DIR by the same names). The
 * dumps are compressed already and the files are mostly pictures, so compressing the tar
 * again would cost time for nothing.
 */
export const archiveLayout = {
  manifest: 'manifest.json',
  database: { pglite: 'database/pgdata.tar.gz', postgres: 'database/postgres.dump' },
  uploads: 'uploads',
  private: 'private',
} as const;

export const manifestFormat = 'domus-backup';
/** 2: the private documents too (a backup of format 1 has none). */
export const manifestVersion = 2;

const storedFiles = z.discriminatedUnion('stored', [
  z.object({ stored: z.literal('included'), files: z.number(), bytes: z.number() }),
  // Files in a bucket are not copied: the bucket's own versioning or replication keeps them.
  z.object({ stored: z.literal('s3'), bucket: z.string() }),
]);

const manifestSchema = z.object({
  format: z.literal(manifestFormat),
  format_version: z.number().int(),
  created_at: z.iso.datetime(),
  database: z.discriminatedUnion('kind', [
    // A copy of PGlite's data folder: it opens only in a PGlite of the same PostgreSQL major version.
    z.object({ kind: z.literal('pglite'), server_version: z.string(), pglite_version: z.string() }),
    // pg_dump's custom format: pg_restore reads it when it is at least as new as the pg_dump that wrote it.
    z.object({ kind: z.literal('postgres'), server_version: z.string(), pg_dump_version: z.string() }),
  ]),
  /** The schema version: every migration applied when the backup was made. */
  migrations: z.array(z.string()),
  /** A few counts, so an operator sees what a backup holds before restoring it. */
  rows: z.record(z.string(), z.number()),
  uploads: storedFiles,
  /** The private documents (verification files); absent from backups of format 1. */
  private: storedFiles.optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseKind = Manifest['database']['kind'];

export function parseManifest(text: string, file: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not a Domus backup: its manifest.json is not JSON.`);
  }
  const version = (json as { format_version?: unknown } | null)?.format_version;
  if (typeof version === 'number' && version > manifestVersion) {
    throw new BackupError(
      `${file} was written by a newer Domus (backup format ${version}; this one reads ${manifestVersion}). Update the code first.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`);
    throw new BackupError(`${file} is not a Domus backup: its manifest.json is not valid (${problems.join('; ')}).`);
  }
  return parsed.data;
}

export const databaseLabel = (kind: DatabaseKind) =>
  kind === 'pglite' ? 'the embedded PGlite database' : 'PostgreSQL';
