import { randomInt } from 'node:crypto';
import { isValidEmail, isValidPhone, otpRules, type OtpSent } from '@domus/shared/contract';
import type { Db, Queryable } from '../db/db';
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

interface OtpRow {
  id: number;
  code_hash: string;
  attempts: number;
  expired: boolean;
  verified_at: Date | null;
}

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
      const [recent] = await tx.query<{ wait: number }>(
        `select coalesce((select extract(epoch from (o.sent_at + make_interval(secs => $4) - now()))::float8
                            from otp_codes o where o.purpose = $1 and o.channel = $2 and o.target = $3
                           order by o.sent_at desc limit 1), 0) as wait`,
        [purpose, address.channel, address.target, otpRules.resendAfterSeconds],
      );
      if (recent && recent.wait > 0) {
        const seconds = Math.ceil(recent.wait);
        throw tooManyRequests(seconds, `Please wait ${seconds} seconds before asking for a new code.`);
      }
      const [row] = await tx.query<{ id: number }>(
        `insert into otp_codes (purpose, channel, target, code_hash, expires_at, requested_by)
         values ($1, $2, $3, $4, now() + make_interval(secs => $5), $6) returning id`,
        [purpose, address.channel, address.target, codeHash, otpRules.expiresInSeconds, requestedBy],
      );
      return row!.id;
    });
    try {
      await this.messages.send(otpMessage(purpose, address, code));
    } catch (error) {
      // Nothing went out: no countdown for a code nobody received.
      await this.db.query('delete from otp_codes where id = $1', [id]);
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
    const [latest] = await db.query<OtpRow>(
      `select id, code_hash, attempts, expires_at <= now() as expired, verified_at
         from otp_codes where purpose = $1 and channel = $2 and target = $3
        order by sent_at desc, id desc limit 1`,
      [purpose, address.channel, address.target],
    );
    if (!latest || latest.verified_at) throw signInError('invalid-verification-id');
    if (latest.attempts >= otpRules.maxAttempts) throw tooManyRequests();
    if (latest.expired) throw signInError('code-expired');
    const [counted] = await db.query<{ id: number }>(
      'update otp_codes set attempts = attempts + 1 where id = $1 and attempts < $2 returning id',
      [latest.id, otpRules.maxAttempts],
    );
    if (!counted) throw tooManyRequests();
    const matches = /^\d+$/.test(entered) && (await verifySecret(entered, latest.code_hash));
    if (!matches) throw signInError('invalid-verification-code');
    const [verified] = await db.query<{ id: number }>(
      'update otp_codes set verified_at = now() where id = $1 and verified_at is null returning id',
      [latest.id],
    );
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
    const [spent] = await db.query<{ id: number }>(
      `update otp_codes set token_used_at = now()
        where id = $1 and purpose = 'signin' and channel = $2 and target = $3
          and verified_at is not null and token_used_at is null
        returning id`,
      [claims.otpId, claims.channel, claims.target],
    );
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
