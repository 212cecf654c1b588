import { randomInt } from 'node:crypto';
import { isValidEmail, isValidPhone, otpRules, type OtpSent } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/db';
import { kyselyOf } from '../db/kysely';
import type { MessageSender } from '../adapters/messaging/types';
import { ApiError, signInError } from '../http/api-error';
import { hashSecret, verifySecret } from './passwords';
import type { TokenService, VerificationClaims } from './tokens';

export type OtpPurpose = 'signin' | 'reset';

/** Where a code goes: a normalised e-mail (lower case) or phone number (+digits). */
export interface OtpAddress {
  channel: 'email' | 'phone';
  target: string;
}

export const normaliseEmail = (raw: string) => {
  const email = raw.trim().toLowerCase();
  if (!email) throw signInError('missing-email');
  if (!isValidEmail(email)) throw signInError('invalid-email');
  return email;
};

/** "+1 555-0100" -> "+15550100": the digits, with the + when given. */
export const normalisePhone = (raw: string) => {
  const phone = raw.trim();
  if (!phone) throw signInError('missing-phone-number');
  if (!isValidPhone(phone)) throw signInError('invalid-phone-number');
  return `${phone.startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
};

/** The address of a get-otp / verify-otp query: `email` when given, else `number`. */
export const otpAddressOf = (query: { email?: string; number?: string }): OtpAddress =>
  query.email !== undefined
    ? { channel: 'email', target: normaliseEmail(query.email) }
    : { channel: 'phone', target: normalisePhone(query.number ?? '') };

const maskAddress = ({ channel, target }: OtpAddress) => {
  if (channel === 'phone') return `${'*'.repeat(Math.max(0, target.length - 4))}${target.slice(-4)}`;
  const [name = '', domain = ''] = target.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

const tooManyRequests = (retryAfterSeconds?: number, message?: string) =>
  signInError(
    'too-many-requests',
    message,
    retryAfterSeconds ? { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } : {},
  );

/**
 * One-time codes: 6 digits, stored hashed, valid 10 minutes, 5 entries, one resend a minute per
 * address.
 * Only the latest code of an address counts. Every limit is kept in the database, so it holds
 * across API processes.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly messages: MessageSender,
    private readonly tokens: TokenService,
  ) {}

  /** Sends a fresh code; 429 before the resend countdown ends or past the hourly quota. */
  async send(purpose: OtpPurpose, address: OtpAddress, requestedBy: string): Promise<OtpSent> {
    const code = String(randomInt(0, 10 ** otpRules.length)).padStart(otpRules.length, '0');
    const codeHash = await hashSecret(code);
    const id = await this.db.transaction(async (tx) => {
      // One request per address at a time, whichever process serves it.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp:${address.channel}:${address.target}`]);
      // Codes per client and per address and client are the route's rate limits (http/rate-limits.ts).
      const latest = await kyselyOf(tx)
        .selectFrom('otp_codes as o')
        .select(
          sql<number>`extract(epoch from (o.sent_at + make_interval(secs => ${otpRules.resendAfterSeconds}) - now()))::float8`.as(
            'wait',
          ),
        )
        .where('o.purpose', '=', purpose)
        .where('o.channel', '=', address.channel)
        .where('o.target', '=', address.target)
        .orderBy('o.sent_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const wait = latest?.wait ?? 0;
      if (wait > 0) {
        const seconds = Math.ceil(wait);
        throw tooManyRequests(seconds, `Please wait ${seconds} seconds before asking for a new code.`);
      }
      const row = await kyselyOf(tx)
        .insertInto('otp_codes')
        .values({
          purpose,
          channel: address.channel,
          target: address.target,
          code_hash: codeHash,
          expires_at: sql<Date>`now() + make_interval(secs => ${otpRules.expiresInSeconds})`,
          requested_by: requestedBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    try {
      await this.messages.send(otpMessage(purpose, address, code));
    } catch (error) {
      // Nothing went out: no countdown for a code nobody received.
      await kyselyOf(this.db).deleteFrom('otp_codes').where('id', '=', id).execute();
      throw Object.assign(new ApiError('internal', 'We could not send the code. Please try again later.'), {
        cause: error,
      });
    }
    return {
      sent_to: maskAddress(address),
      channel: address.channel,
      expires_in: otpRules.expiresInSeconds,
      resend_after: otpRules.resendAfterSeconds,
    };
  }

  /**
   * Checks a code against the latest one sent to the address. Every check counts as an
   * attempt (counted atomically, so parallel guesses cannot exceed the limit); the code is
   * void after the last one. Returns the code's id.
   */
  async check(purpose: OtpPurpose, address: OtpAddress, code: string, db: Queryable = this.db): Promise<number> {
    const entered = code.trim();
    if (!entered) throw signInError('missing-verification-code');
    const latest = await kyselyOf(db)
      .selectFrom('otp_codes')
      .select((eb) => [
        'id',
        'code_hash',
        'attempts',
        eb('expires_at', '<=', sql<Date>`now()`)
          .$castTo<boolean>()
          .as('expired'),
        'verified_at',
      ])
      .where('purpose', '=', purpose)
      .where('channel', '=', address.channel)
      .where('target', '=', address.target)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest || latest.verified_at) throw signInError('invalid-verification-id');
    if (latest.attempts >= otpRules.maxAttempts) throw tooManyRequests();
    if (latest.expired) throw signInError('code-expired');
    const counted = await kyselyOf(db)
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('attempts', '<', otpRules.maxAttempts)
      .returning('id')
      .executeTakeFirst();
    if (!counted) throw tooManyRequests();
    const matches = /^\d+$/.test(entered) && (await verifySecret(entered, latest.code_hash));
    if (!matches) throw signInError('invalid-verification-code');
    const verified = await kyselyOf(db)
      .updateTable('otp_codes')
      .set({ verified_at: sql<Date>`now()` })
      .where('id', '=', latest.id)
      .where('verified_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!verified) throw signInError('invalid-verification-id');
    return latest.id;
  }

  /** The single-use proof verify-otp hands out. */
  issueVerification(otpId: number, address: OtpAddress): Promise<string> {
    return this.tokens.signVerification({ channel: address.channel, target: address.target, otpId });
  }

  /** Checks and spends a verification token inside the caller's transaction (rolled back on failure). */
  async spendVerification(token: string, db: Queryable): Promise<VerificationClaims> {
    const claims = await this.tokens.verifyVerification(token);
    const spent = await kyselyOf(db)
      .updateTable('otp_codes')
      .set({ token_used_at: sql<Date>`now()` })
      .where('id', '=', claims.otpId)
      .where('purpose', '=', 'signin')
      .where('channel', '=', claims.channel)
      .where('target', '=', claims.target)
      .where('verified_at', 'is not', null)
      .where('token_used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw signInError('invalid-verification-id');
    return claims;
  }
}

function otpMessage(purpose: OtpPurpose, address: OtpAddress, code: string) {
  const minutes = Math.round(otpRules.expiresInSeconds / 60);
  const subject = purpose === 'reset' ? 'Reset your Domus password' : 'Your Domus verification code';
  const text =
    purpose === 'reset'
      ? `Your code to reset your Domus password is ${code}. It expires in ${minutes} minutes. ` +
        'If you did not ask to reset your password, ignore this message.'
      : `Your Domus verification code is ${code}. It expires in ${minutes} minutes. ` +
        'If you did not ask for it, ignore this message.';
  return {
    channel: address.channel === 'email' ? ('email' as const) : ('sms' as const),
    to: address.target,
    subject,
    text,
  };
}
