import path from 'node:path';
import { z } from 'zod';

import { remoteOverridesFromEnv, type SiteRemote } from './site/remote-map';

/** The api package folder; the default data folder sits beside it at the repo root. */
export const apiPackageDir = path.resolve(import.meta.dirname, '..');
export const repoRootDir = path.resolve(apiPackageDir, '..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(8080)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repoRootDir, 'data'))),
  // Unset: embedded PGlite in DATA_DIR/db. Set: a PostgreSQL server.
  DATABASE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // Origin the site is reached at; file URLs become absolute when set (remotes on other origins).
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  CORS_ORIGINS: z.preprocess(
    (value) => value ?? '',
    z.string().transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  ),
  // Empty: the map shows no tiles, so the site works offline and tests never leave localhost.
  MAP_TILE_URL: z.string().default(''),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels).default('info')),
  // How many demo listings the first start seeds (tests and staging sites use fewer).
  SEED_PROPERTIES: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(1000)),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  corsOrigins: string[];
  mapTileUrl: string;
  logLevel: (typeof logLevels)[number];
  seedProperties: number;
  /** Per-remote manifest URL overrides for /remotes.json (REMOTE_MF_LISTINGS_URL ...). */
  remoteOverrides: Partial<Record<SiteRemote, string>>;
  /** Derived: where uploads and generated seed images live. */
  uploadsDir: string;
  /** Derived: the PGlite data folder when no DATABASE_URL is given. */
  pgliteDir: string;
}

/** Reads every setting from the environment once; a bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  const dataDir = path.resolve(settings.DATA_DIR);
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    publicUrl: settings.PUBLIC_URL,
    corsOrigins: settings.CORS_ORIGINS,
    mapTileUrl: settings.MAP_TILE_URL.trim(),
    logLevel: settings.LOG_LEVEL,
    seedProperties: settings.SEED_PROPERTIES,
    remoteOverrides: remoteOverridesFromEnv(env),
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: path.join(dataDir, 'db'),
  };
}
