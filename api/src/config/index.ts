import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { paging, type FirebaseWebConfig } from '@domus/shared/contract';
import { paymentsConfig, paymentsEnvSchema, type PaymentsConfig } from './payments';
import { remoteOverridesFromEnv } from './remote-overrides';

/**
 * The api package folder (the nearest holding package.json, from src/config or from dist when
 * bundled); the default data folder sits beside it at the repo root.
 */
export const apiPackageDir = packageDirOf(import.meta.dirname);
export const repoRootDir = path.resolve(apiPackageDir, '..');

function packageDirOf(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`No package.json above ${dir}`);
  }
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(8080)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repoRootDir, 'data'))),
  // Where the built site is read from (shell/dist and each mf-*/dist under it): a bench serves
  // another build of the same site (scripts/bundle-size.mjs) with everything else unchanged.
  SITE_DIR: z.preprocess(blankToUndefined, z.string().default(repoRootDir)),
  // Unset: embedded PGlite in DATA_DIR/db. Set: a PostgreSQL server.
  DATABASE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // Origin the site is reached at: every absolute URL the server builds starts with it (file URLs,
  // payment return pages, sitemaps). Required in production; http://localhost:<PORT> otherwise.
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  // Who may say who the client is (X-Forwarded-For): unset, nobody (the socket's address is the
  // client); a number of proxy hops, or a comma list of proxy addresses/CIDRs (Fastify trustProxy).
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /^\d+$/.test(value) || value.split(',').every((part) => /^[\d.:a-fA-F/]+$/.test(part.trim())),
        {
          error: 'a number of hops or a comma list of proxy addresses',
        },
      )
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(',').map((part) => part.trim())))
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
  // Origins a per-tab remote override (?remote.mf_x=<manifest>) may load code from, beside those
  // /remotes.json names: the Content-Security-Policy allows exactly these.
  REMOTE_PREVIEW_ORIGINS: z.preprocess(
    (value) => value ?? '',
    z.string().transform((list, ctx) =>
      list
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
        .map((origin) => {
          if (!/^https?:\/\/[^/]+$/.test(origin))
            ctx.addIssue({ code: 'custom', message: `${origin} is not an origin` });
          return origin;
        }),
    ),
  ),
  // Empty: the maps draw the bundled world map, so the site works offline and tests never leave localhost.
  MAP_TILE_URL: z.string().default(''),
  MAP_TILE_ATTRIBUTION: z.string().default(''),
  VIRTUAL_TOURS_API_URL: z.string().default(''),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels).default('info')),
  // How many demo listings the first start seeds (tests and staging sites use fewer).
  SEED_PROPERTIES: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(1000)),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().default('development')),
  // A public demo run with NODE_ENV=production: the operator asks by name for the demo data, its
  // accounts with known passwords and the sandbox payments, which production refuses otherwise.
  DEMO_SITE: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  // 0: a start draws none of the seed's pictures its uploads folder lacks (a bench's server).
  SEED_PICTURES: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('1')),
  // The key every server secret (session tokens, e-mail links, file links) is derived from.
  // Unset: keys generated at first start and kept in the database (development); production
  // needs it, so a copy of the database alone cannot mint an admin's token.
  TOKEN_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters (for example `openssl rand -base64 48`)' }).optional(),
  ),
  // Accounts: bearer sessions, the outbox of codes and e-mails, SMTP, SMS, Firebase.
  SESSION_TTL_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  // Development mail catcher: codes and e-mails without a transport, listed on 127.0.0.1:<port>.
  MAIL_CATCHER_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  SMTP_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Domus <no-reply@domus.example>')),
  SMS_GATEWAY_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_TOKEN: z.preprocess(blankToUndefined, z.string().optional()),
  FIREBASE_PROJECT_ID: z.preprocess(blankToUndefined, z.string().optional()),
  // Service account (both or neither); without them ID tokens are still verified, without revocation checks.
  FIREBASE_CLIENT_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  FIREBASE_PRIVATE_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  // The public web configuration handed to browsers in web-settings.
  FIREBASE_API_KEY: z.preprocess(blankToUndefined, z.string().default('')),
  FIREBASE_AUTH_DOMAIN: z.preprocess(blankToUndefined, z.string().default('')),
  FIREBASE_APP_ID: z.preprocess(blankToUndefined, z.string().default('')),
  FIREBASE_MESSAGING_SENDER_ID: z.preprocess(blankToUndefined, z.string().default('')),
  FIREBASE_STORAGE_BUCKET: z.preprocess(blankToUndefined, z.string().default('')),
  FIREBASE_VAPID_KEY: z.preprocess(blankToUndefined, z.string().default('')),
  // Uploads in S3-compatible storage when S3_BUCKET is set (DATA_DIR/uploads otherwise).
  S3_BUCKET: z.preprocess(blankToUndefined, z.string().optional()),
  S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
  // Another S3-compatible service (MinIO, R2...): its URL, addressed path-style.
  S3_ENDPOINT: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  // Both or neither; neither: the SDK's own chain (environment, instance role).
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  // Where browsers read the bucket (a CDN); default: the bucket's own URL.
  S3_PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  // A Nominatim-compatible geocoder; unset: the bundled offline city list.
  GEOCODER_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  // Socket.IO rooms shared by several API processes through Redis; unset: one process.
  REDIS_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  // Prefix of every Redis key and channel (several sites, or test runs, on one Redis).
  REDIS_KEY_PREFIX: z.preprocess(blankToUndefined, z.string().default('domus')),
  // Load shedding (503 until the process catches up): the mean event-loop delay of the last second,
  // and the heap used as a share of V8's heap limit (which follows --max-old-space-size); 0 = off.
  MAX_EVENT_LOOP_DELAY_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(60_000).default(1000)),
  MAX_HEAP_USED_PERCENT: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(100).default(90)),
  // Listing searches count exactly up to this many matches, then answer "N+" (tests use a small one).
  EXACT_TOTAL_UP_TO: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(paging.maxOffset).default(paging.exactTotalUpTo),
  ),
  // Stale listings (properties and projects): not renewed for this many days, the owner is
  // reminded; this many days after the reminder, still not renewed, the listing is switched off.
  LISTING_STALE_AFTER_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(3650).default(60)),
  LISTING_RENEWAL_GRACE_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(365).default(14)),
  // Payments: see config/payments.ts.
  ...paymentsEnvSchema.shape,
});

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Stored files are read at `${publicUrl}/${key}`. */
  publicUrl: string;
}

export interface FirebaseConfig {
  projectId: string;
  /** Service-account credentials; absent: tokens are verified against Google's public keys only. */
  serviceAccount: { clientEmail: string; privateKey: string } | undefined;
  web: FirebaseWebConfig;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The folder holding the built site: `shell/dist` and `mf-*\/dist`. */
  siteDir: string;
  databaseUrl: string | undefined;
  /** The site's origin, never taken from a request's Host header. */
  publicUrl: string;
  /** PUBLIC_URL was set (publicUrl is not the development default). */
  publicUrlGiven: boolean;
  corsOrigins: string[];
  /** Fastify's trustProxy: false unless TRUST_PROXY names the proxies in front. */
  trustProxy: false | number | string[];
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Where clients call the virtual-tour API (docs/SPEC.md §7 "Other": its own host); '' = this API. */
  virtualToursApiUrl: string;
  logLevel: (typeof logLevels)[number];
  seedProperties: number;
  /** SEED_PICTURES=0: the start draws no seed picture (they are shown missing until drawn). */
  drawSeedPictures: boolean;
  /** NODE_ENV: 'production' refuses development conveniences (see preflight.ts). */
  nodeEnv: string;
  /** NODE_ENV is 'production'. */
  production: boolean;
  /**
   * The demo data with its known-password accounts is seeded on a first start (development, or
   * DEMO_SITE=1 in production).
   */
  demoData: boolean;
  /** DEMO_SITE=1: a production start that allows the demo accounts and the sandbox, by name. */
  demoSite: boolean;
  /** TOKEN_SECRET: server secrets are derived from it; undefined: kept in the database. */
  tokenSecret: string | undefined;
  /** Bearer sessions last this long. */
  sessionTtlSeconds: number;
  /**
   * Development only (MAIL_CATCHER_PORT): messages without a transport are also kept as JSON
   * files in outboxDir, which main.ts lists on 127.0.0.1:port. Undefined: the log only.
   */
  mailCatcher: { port: number; outboxDir: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  sms: { gatewayUrl: string | undefined; token: string | undefined };
  /** Firebase sign-in, when FIREBASE_PROJECT_ID is set. */
  firebase: FirebaseConfig | undefined;
  /** The sandbox and whichever real providers have keys. */
  payments: PaymentsConfig;
  /** Per-remote manifest URL overrides for /remotes.json (REMOTE_<CONTAINER>_URL ...). */
  remoteOverrides: Partial<Record<string, string>>;
  /** More origins the per-tab remote override may load from (the CSP allows them). */
  remotePreviewOrigins: string[];
  /** Uploaded listing files go to S3-compatible storage when set, to uploadsDir otherwise. */
  s3: S3Config | undefined;
  /** A Nominatim-compatible geocoder; undefined: the offline city list. */
  geocoderUrl: string | undefined;
  /** Redis for the app (deps.redis) and the Socket.IO adapter (several API processes); undefined: one process. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Above either limit every request but the health checks gets 503; 0 turns a limit off. */
  loadShedding: { maxEventLoopDelayMs: number; maxHeapUsedPercent: number };
  /** Listing searches count exactly up to this many matches (see paging.exactTotalUpTo). */
  exactTotalUpTo: number;
  /** Stale listings: reminded after staleAfterDays without renewal, switched off graceDays later. */
  listingRenewal: { staleAfterDays: number; graceDays: number };
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
  if (Boolean(settings.FIREBASE_CLIENT_EMAIL) !== Boolean(settings.FIREBASE_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY must be set together');
  }
  if (Boolean(settings.S3_ACCESS_KEY_ID) !== Boolean(settings.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const production = settings.NODE_ENV === 'production';
  const demoSite = settings.DEMO_SITE === '1';
  const dataDir = path.resolve(settings.DATA_DIR);
  let payments: PaymentsConfig;
  try {
    payments = paymentsConfig(settings, { sandboxByDefault: !production || demoSite });
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`, { cause: error });
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    siteDir: path.resolve(settings.SITE_DIR),
    databaseUrl: settings.DATABASE_URL,
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    publicUrlGiven: settings.PUBLIC_URL !== undefined,
    corsOrigins: settings.CORS_ORIGINS,
    trustProxy: settings.TRUST_PROXY ?? false,
    mapTileUrl: settings.MAP_TILE_URL.trim(),
    mapTileAttribution: settings.MAP_TILE_ATTRIBUTION.trim(),
    virtualToursApiUrl: settings.VIRTUAL_TOURS_API_URL.trim(),
    logLevel: settings.LOG_LEVEL,
    seedProperties: settings.SEED_PROPERTIES,
    drawSeedPictures: settings.SEED_PICTURES === '1',
    nodeEnv: settings.NODE_ENV,
    production,
    demoData: !production || demoSite,
    demoSite,
    tokenSecret: settings.TOKEN_SECRET,
    sessionTtlSeconds: settings.SESSION_TTL_DAYS * 24 * 3600,
    mailCatcher: settings.MAIL_CATCHER_PORT
      ? { port: settings.MAIL_CATCHER_PORT, outboxDir: path.join(dataDir, 'outbox') }
      : undefined,
    mail: { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM },
    sms: { gatewayUrl: settings.SMS_GATEWAY_URL, token: settings.SMS_GATEWAY_TOKEN },
    firebase: firebaseConfig(settings),
    payments,
    remoteOverrides: remoteOverridesFromEnv(env),
    remotePreviewOrigins: settings.REMOTE_PREVIEW_ORIGINS,
    s3: s3Config(settings),
    geocoderUrl: settings.GEOCODER_URL,
    redis: settings.REDIS_URL ? { url: settings.REDIS_URL, keyPrefix: settings.REDIS_KEY_PREFIX } : undefined,
    loadShedding: {
      maxEventLoopDelayMs: settings.MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedPercent: settings.MAX_HEAP_USED_PERCENT,
    },
    exactTotalUpTo: settings.EXACT_TOTAL_UP_TO,
    listingRenewal: {
      staleAfterDays: settings.LISTING_STALE_AFTER_DAYS,
      graceDays: settings.LISTING_RENEWAL_GRACE_DAYS,
    },
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: path.join(dataDir, 'db'),
  };
}

function s3Config(settings: z.output<typeof envSchema>): S3Config | undefined {
  const bucket = settings.S3_BUCKET;
  if (!bucket) return undefined;
  const endpoint = settings.S3_ENDPOINT?.replace(/\/+$/, '');
  return {
    bucket,
    region: settings.S3_REGION,
    endpoint,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl:
      settings.S3_PUBLIC_URL ??
      (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${settings.S3_REGION}.amazonaws.com`),
  };
}

function firebaseConfig(settings: z.output<typeof envSchema>): FirebaseConfig | undefined {
  const projectId = settings.FIREBASE_PROJECT_ID;
  if (!projectId) return undefined;
  return {
    projectId,
    serviceAccount:
      settings.FIREBASE_CLIENT_EMAIL && settings.FIREBASE_PRIVATE_KEY
        ? {
            clientEmail: settings.FIREBASE_CLIENT_EMAIL,
            // Env files often carry the key with literal \n.
            privateKey: settings.FIREBASE_PRIVATE_KEY.replace(/\\n/g, '\n'),
          }
        : undefined,
    web: {
      apiKey: settings.FIREBASE_API_KEY,
      authDomain: settings.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
      appId: settings.FIREBASE_APP_ID,
      messagingSenderId: settings.FIREBASE_MESSAGING_SENDER_ID,
      storageBucket: settings.FIREBASE_STORAGE_BUCKET,
      vapidKey: settings.FIREBASE_VAPID_KEY,
    },
  };
}
