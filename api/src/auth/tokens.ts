import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { accountMessages } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/db';
import { kyselyOf } from '../db/kysely';
import { ApiError, signInError } from '../http/api-error';
import type { ServerSecrets } from './secrets';

const issuer = 'domus';
const algorithm = 'HS256';
/** Audiences keep the two kinds of token apart: a verification token never opens a session. */
const audience = { session: 'domus:session', verification: 'domus:verification' } as const;

export interface SessionClaims {
  userId: number;
  sessionId: string;
}

/** What a verification token proves: this e-mail or phone number received code `otpId`. */
export interface VerificationClaims {
  channel: 'email' | 'phone';
  target: string;
  otpId: number;
}

/** The key sessions and verification tokens are signed with (see ServerSecrets). */
export const sessionKeyName = 'jwt_hs256';

/**
 * Bearer tokens (JWT, HS256) signed with the server's session key, so every API process
 * accepts every other's tokens. A session token names a row of `sessions`; the auth hook
 * checks that row on every request, which is how logout, password changes and account
 * deletion revoke tokens before they expire.
 */
export class TokenService {
  constructor(
    private readonly secrets: ServerSecrets,
    private readonly options: { sessionTtlSeconds: number; verificationTtlSeconds: number },
  ) {}

  private signingKey(): Promise<Uint8Array> {
    return this.secrets.key(sessionKeyName);
  }

  /** Opens a session row for the user and returns its bearer token. */
  async startSession(db: Queryable, userId: number, userAgent: string): Promise<string> {
    const ttl = this.options.sessionTtlSeconds;
    const session = await kyselyOf(db)
      .insertInto('sessions')
      .values({
        user_id: userId,
        user_agent: userAgent.slice(0, 300),
        expires_at: sql<Date>`now() + make_interval(secs => ${ttl})`,
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    return new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: algorithm })
      .setSubject(String(userId))
      .setIssuer(issuer)
      .setAudience(audience.session)
      .setIssuedAt()
      .setExpirationTime(Math.floor(session!.expires_at.getTime() / 1000))
      .sign(await this.signingKey());
  }

  /** The claims of a valid session token; 401 with a clear text for an expired or bad one. */
  async verifySession(token: string): Promise<SessionClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        issuer,
        audience: audience.session,
        algorithms: [algorithm],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') throw new Error('malformed claims');
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new ApiError('unauthorized', accountMessages.sessionExpired);
      throw new ApiError('unauthorized', accountMessages.sessionInvalid);
    }
  }

  /** A short-lived proof that a code was entered correctly, spent once by user_signup. */
  async signVerification(claims: VerificationClaims): Promise<string> {
    return new SignJWT({ ch: claims.channel, tgt: claims.target, otp: claims.otpId })
      .setProtectedHeader({ alg: algorithm })
      .setIssuer(issuer)
      .setAudience(audience.verification)
      .setIssuedAt()
      .setExpirationTime(`${this.options.verificationTtlSeconds}s`)
      .sign(await this.signingKey());
  }

  /** Claims of a verification token (not yet spent: see OtpService.spendVerification). */
  async verifyVerification(token: string): Promise<VerificationClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        issuer,
        audience: audience.verification,
        algorithms: [algorithm],
      });
      const { ch, tgt, otp } = payload;
      if ((ch !== 'email' && ch !== 'phone') || typeof tgt !== 'string' || typeof otp !== 'number') {
        throw new Error('malformed claims');
      }
      return { channel: ch, target: tgt, otpId: otp };
    } catch {
      throw signInError('invalid-verification-id');
    }
  }
}

/** Records that a session's holder proved who they are just now (confirm-identity); returns when. */
export async function markSessionVerified(db: Queryable, sessionId: string): Promise<Date> {
  const session = await kyselyOf(db)
    .updateTable('sessions')
    .set({ verified_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .returning('verified_at')
    .executeTakeFirstOrThrow();
  return session.verified_at;
}

/**
 * Ends one session (logout). Returns the ended session ids: once committed, their sockets are
 * disconnected (RealtimePublisher.endSessions).
 */
export async function revokeSession(db: Queryable, sessionId: string): Promise<string[]> {
  const ended = await kyselyOf(db)
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return ended.map((session) => session.id);
}

/** Ends every session of a user, but `keep` (password change); returns their ids like revokeSession. */
export async function revokeUserSessions(db: Queryable, userId: number, keep?: string): Promise<string[]> {
  const ended = await kyselyOf(db)
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keep !== undefined, (qb) => qb.where('id', '<>', keep!))
    .returning('id')
    .execute();
  return ended.map((session) => session.id);
}
