import type { FastifyRequest } from 'fastify';
import { accountMessages, type CallSpec } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/db';
import { kyselyOf } from '../db/kysely';
import type { TokenService } from '../auth/tokens';
import { ApiError } from './api-error';

/** The signed-in reader, when there is one. */
export interface AuthUser {
  id: number;
  role: 'admin' | 'user';
  /** The session the bearer token belongs to (logout ends it). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
}

/** Values signed-out clients put in the header by mistake: treated as no token. */
const noToken = new Set(['', 'null', 'undefined']);

/** What turns a bearer token into a user: the token signature, then the session row. */
export interface SessionServices {
  db: Queryable;
  tokens: TokenService;
}

/**
 * The user a bearer token signs in, for HTTP requests and sockets alike. A token that is
 * malformed, expired or revoked (logout, password change, deleted account) is an `unauthorized`
 * ApiError; a deactivated account is `accountDeactivated`. The session row is read every time:
 * revocation takes effect at once in every API process.
 */
export async function authenticate(services: SessionServices, token: string): Promise<AuthUser> {
  const claims = await services.tokens.verifySession(token);
  const session = await kyselyOf(services.db)
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.role', 'u.is_active'])
    .where('s.id', '=', claims.sessionId)
    .where('s.user_id', '=', claims.userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .$narrowType<{ role: AuthUser['role'] }>()
    .executeTakeFirst();
  if (!session) throw new ApiError('unauthorized', accountMessages.sessionInvalid);
  if (!session.is_active) throw new ApiError('accountDeactivated', accountMessages.accountDeactivated);
  return { id: session.id, role: session.role, sessionId: claims.sessionId };
}

/**
 * The token of an `Authorization` header: undefined when there is none (or a signed-out
 * client's placeholder), an error when the header is not "Bearer <token>".
 */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) throw new ApiError('unauthorized', 'The Authorization header must be "Bearer <token>".');
  const token = (match[1] ?? '').trim();
  return noToken.has(token) ? undefined : token;
}

/** The reader as services see it. */
export const readerOf = (request: FastifyRequest): AuthUser | undefined => request.user;

/** The signed-in user of an `always` call (the route's onRequest guard has checked there is one). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError('unauthorized', accountMessages.notSignedIn);
  return request.user;
}

/** Route guard of `always` calls: 401 before the body is even read. */
export async function requireSignedIn(request: FastifyRequest) {
  signedInUser(request);
}

/** Route guard of admin calls: 401 for visitors, 403 for everyone but an admin. */
export async function requireAdmin(request: FastifyRequest) {
  if (signedInUser(request).role !== 'admin') throw new ApiError('forbidden', accountMessages.adminOnly);
}

/** Guards a catalogue call by its auth mode. */
export const guardFor = (call: CallSpec) => (call.auth === 'always' ? { onRequest: requireSignedIn } : {});
