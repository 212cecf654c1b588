import type { FastifyRequest } from 'fastify';
import {
  accountMessages,
  identityProofMaxAgeSeconds,
  isOperator,
  type CallSpec,
  type OperatorRole,
  type UserRole,
} from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/db';
import { kyselyOf } from '../db/kysely';
import type { TokenService } from '../auth/tokens';
import { ApiError } from './api-error';

/** The signed-in reader, when there is one. */
export interface AuthUser {
  id: number;
  role: UserRole;
  /** The session the bearer token belongs to (logout ends it). */
  sessionId: string;
  /** When the session last proved its holder: sign-in, or confirm-identity. */
  verifiedAt: Date;
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
    .select(['u.id', 'u.role', 'u.is_active', 's.verified_at'])
    .where('s.id', '=', claims.sessionId)
    .where('s.user_id', '=', claims.userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .$narrowType<{ role: AuthUser['role'] }>()
    .executeTakeFirst();
  if (!session) throw new ApiError('unauthorized', accountMessages.sessionInvalid);
  if (!session.is_active) throw new ApiError('accountDeactivated', accountMessages.accountDeactivated);
  return { id: session.id, role: session.role, sessionId: claims.sessionId, verifiedAt: session.verified_at };
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

/** Route guard of `admin` calls: 401 for visitors, 403 for everyone but an admin. */
export async function requireAdmin(request: FastifyRequest) {
  if (signedInUser(request).role !== 'admin') throw new ApiError('forbidden', accountMessages.adminOnly);
}

/** Route guard of `moderator` calls: 401 for visitors, 403 for everyone but an operator. */
export async function requireOperator(request: FastifyRequest) {
  if (!isOperator(signedInUser(request).role)) throw new ApiError('forbidden', accountMessages.operatorsOnly);
}

/** Whether a session's last proof of its holder still lets sensitive calls through. */
export const identityProofIsFresh = (user: Pick<AuthUser, 'verifiedAt'>, now = Date.now()) =>
  now - user.verifiedAt.getTime() <= identityProofMaxAgeSeconds * 1000;

/** Route guard of sensitive calls (after the role's): the operator proves who they are again past 10 minutes. */
export async function requireFreshIdentityProof(request: FastifyRequest) {
  if (!identityProofIsFresh(signedInUser(request))) {
    throw new ApiError('reauthenticationRequired', accountMessages.reauthenticationRequired);
  }
}

const roleGuards: Record<OperatorRole, typeof requireAdmin> = { admin: requireAdmin, moderator: requireOperator };

/** Guards a catalogue call by its auth mode, then its role and whether it is sensitive. */
export function guardFor(call: CallSpec) {
  if (call.auth !== 'always') return {};
  if (!call.role) return { onRequest: requireSignedIn };
  return { onRequest: [roleGuards[call.role], ...(call.sensitive ? [requireFreshIdentityProof] : [])] };
}
