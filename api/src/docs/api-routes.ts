import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { requireAdmin, requireFreshIdentityProof, requireOperator, requireSignedIn } from '../http/auth';
import { buildApp } from '../server';

/** The parts of a route's schema the reference reads (zod schemas, as the routes declare them). */
export interface RouteSchema {
  summary?: string;
  description?: string;
  tags?: string[];
  querystring?: unknown;
  body?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
}

/** One API route: a method and a path under /api/ with its schemas. */
export interface ApiRoute {
  method: string;
  /** Fastify's pattern, `:name` for path parameters. */
  url: string;
  schema: RouteSchema;
  /** The guard the route runs before anything else. */
  guard: 'admin' | 'operator' | 'signed-in' | undefined;
  /** A sensitive operator call: the session must have proved its holder within 10 minutes. */
  sensitive: boolean;
}

/** Every query refused: the routes are only registered, never called. */
const refuse = () => Promise.reject(new Error('The API reference is built without a database.'));
const noDatabase: Db = {
  kind: 'pglite',
  query: refuse,
  exec: refuse,
  copyIn: refuse,
  transaction: refuse,
  close: async () => {},
};

const guardOf = (route: RouteOptions): ApiRoute['guard'] => {
  const hooks = [route.onRequest ?? []].flat();
  if (hooks.includes(requireAdmin)) return 'admin';
  if (hooks.includes(requireOperator)) return 'operator';
  if (hooks.includes(requireSignedIn)) return 'signed-in';
  return undefined;
};

/**
 * Every route as buildApp registers it (its onRoute), with the default configuration and no
 * database. The environment is not read, so the result is the same on every machine.
 */
export async function registeredRoutes(): Promise<RouteOptions[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-api-routes-'));
  const registered: RouteOptions[] = [];
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: noDatabase, onRoute: (route) => registered.push(route) });
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return registered;
}

/**
 * The API routes of registeredRoutes: every method but HEAD (Fastify's copy of GET), without the
 * hidden ones (the OpenAPI document).
 */
export async function listApiRoutes(): Promise<ApiRoute[]> {
  const registered = await registeredRoutes();
  return registered
    .filter((route) => route.url.startsWith('/api/') && !(route.schema as { hide?: boolean } | undefined)?.hide)
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: route.url,
          schema: (route.schema ?? {}) as RouteSchema,
          guard: guardOf(route),
          sensitive: [route.onRequest ?? []].flat().includes(requireFreshIdentityProof),
        })),
    );
}
