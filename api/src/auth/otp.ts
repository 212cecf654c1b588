import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isValidEmail, isValidPhone, otpRules, type OtpSent } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/db';
import { kyselyOf } from '../db/kysely';
import type { MessageSender } from '../adapters/messaging/types';
import { ApiError, signInError } from '../http/api-error';
import type { ServerSecrets } from './secrets';
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

/** The key codes are kept under (an HMAC of the code, never the code). */
export const otpKeyName = 'otp_code_hmac';

const sql_now = sql<Date>`now()`;

/**
 * One-time codes: 6 digits, kept as an HMAC under a server key, valid 10 minutes. Every limit
 * is kept in the database, so it holds across API processes, and each is counted per client,
 * so that nobody can lock an owner out of their own codes:
 * - the resend countdown is per address and client: the owner may always ask for a new code
 *   from their own device;
 * - at most `liveCodesPerAddress` codes of an address are valid at once, whoever asked; an entry
 *   is checked against each of them (the owner holds every one in their inbox);
 * - a client has `maxAttempts` wrong entries per code; then that code refuses that client only;
 * - the clients other than the one that asked for a code share `maxAttemptsFromOthers` wrong
 *   entries of it; then it answers only the client that asked for it. Guessing from many
 *   addresses at once is bounded by codes × entries per code, about as before.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly messages: MessageSender,
    private readonly tokens: TokenService,
    private readonly secrets: ServerSecrets,
  ) {}

  private async hashOf(code: string): Promise<string> {
    return createHmac('sha256', await this.secrets.key(otpKeyName))
      .update(code)
      .digest('base64url');
  }

  /**
   * Sends a fresh code; 429 before the client's resend countdown ends, or while the address has
   * as many valid codes as it may. `noAccount` (a password reset for an address without an
   * account): the address is told so instead, with the same work and the same reply.
   */
  async send(
    purpose: OtpPurpose,
    address: OtpAddress,
    requestedBy: string,
    { noAccount = false }: { noAccount?: boolean } = {},
  ): Promise<OtpSent> {
    const code = String(randomInt(0, 10 ** otpRules.length)).padStart(otpRules.length, '0');
    const codeHash = await this.hashOf(noAccount ? randomBytes(16).toString('hex') : code);
    const id = await this.db.transaction(async (tx) => {
      // One request per address at a time, whichever process serves it.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp:${address.channel}:${address.target}`]);
      // Codes per client and per address and client are the route's rate limits (http/rate-limits.ts).
      const waits = await kyselyOf(tx)
        .selectFrom('otp_codes as o')
        .select([
          sql<number>`extract(epoch from (max(o.sent_at) filter (where o.requested_by = ${requestedBy})
                        + make_interval(secs => ${otpRules.resendAfterSeconds}) - now()))::float8`.as('resend'),
          sql<number>`count(*) filter (where o.verified_at is null and o.expires_at > now())::int`.as('live'),
          sql<number>`extract(epoch from (min(o.expires_at) filter (where o.verified_at is null and o.expires_at > now()) - now()))::float8`.as(
            'firstEnds',
          ),
        ])
        .where('o.purpose', '=', purpose)
        .where('o.channel', '=', address.channel)
        .where('o.target', '=', address.target)
        .executeTakeFirst();
      const resend = waits?.resend ?? 0;
      if (resend > 0) {
        const seconds = Math.ceil(resend);
        throw tooManyRequests(seconds, `Please wait ${seconds} seconds before asking for a new code.`);
      }
      if ((waits?.live ?? 0) >= otpRules.liveCodesPerAddress) {
        const minutes = Math.max(1, Math.ceil((waits?.firstEnds ?? 60) / 60));
        throw tooManyRequests(
          waits?.firstEnds,
          `Codes were just sent to this address. Use the latest one you received, or ask again in ${minutes} minutes.`,
        );
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
      await this.messages.send(noAccount ? noAccountMessage(address) : otpMessage(purpose, address, code));
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
   * Checks a code against the address's valid codes. The attempt is taken before the code is
   * compared, one atomic statement per code, so parallel guesses cannot exceed any allowance;
   * it stays counted (call this outside a transaction). Returns the id of the code that matched.
   */
  async check(purpose: OtpPurpose, address: OtpAddress, code: string, client: string): Promise<number> {
    const entered = code.trim();
    if (!entered) throw signInError('missing-verification-code');
    const k = kyselyOf(this.db);
    const recent = await k
      .selectFrom('otp_codes')
      .select((eb) => [
        'id',
        'code_hash',
        'requested_by',
        eb('expires_at', '<=', sql_now).$castTo<boolean>().as('expired'),
      ])
      .where('purpose', '=', purpose)
      .where('channel', '=', address.channel)
      .where('target', '=', address.target)
      .where('verified_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(otpRules.liveCodesPerAddress + 1)
      .execute();
    const live = recent.filter((row) => !row.expired).slice(0, otpRules.liveCodesPerAddress);
    if (!live.length) throw signInError(recent.length ? 'code-expired' : 'invalid-verification-id');
    const open: typeof live = [];
    for (const candidate of live) {
      if (await this.takeAttempt(candidate.id, client, candidate.requested_by === client)) open.push(candidate);
    }
    if (!open.length) throw tooManyRequests();
    const hash = await this.hashOf(entered);
    const match = /^\d+$/.test(entered) ? open.find((candidate) => sameHash(candidate.code_hash, hash)) : undefined;
    if (!match) throw signInError('invalid-verification-code');
    const verified = await k
      .updateTable('otp_codes')
      .set({ verified_at: sql_now })
      .where('id', '=', match.id)
      .where('verified_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!verified) throw signInError('invalid-verification-id');
    return match.id;
  }

  /** One entry of code `otpId` by `client`, if its allowances have one left (see the class). */
  private async takeAttempt(otpId: number, client: string, askedForIt: boolean): Promise<boolean> {
    const k = kyselyOf(this.db);
    const own = await k
      .insertInto('otp_code_attempts')
      .values({ otp_id: otpId, client, attempts: 1 })
      .onConflict((oc) =>
        oc
          .columns(['otp_id', 'client'])
          .doUpdateSet({ attempts: sql`otp_code_attempts.attempts + 1` })
          .where('otp_code_attempts.attempts', '<', otpRules.maxAttempts),
      )
      .returning('attempts')
      .executeTakeFirst();
    if (!own) return false;
    if (askedForIt) return true;
    const shared = await k
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', otpId)
      .where('attempts', '<', otpRules.maxAttemptsFromOthers)
      .returning('id')
      .executeTakeFirst();
    return shared !== undefined;
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

/** Compared in constant time. */
function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(computed);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The answer to a password reset for an address no account uses: the person asking may have another. */
function noAccountMessage(address: OtpAddress) {
  return {
    channel: 'email' as const,
    to: address.target,
    subject: 'Reset your Domus password',
    text:
      'Someone asked to reset the password of a Domus account with this email address, but no account uses it. ' +
      'If it was you, you may have signed up with another address, or you can create an account with this one. ' +
      'If it was not you, ignore this message.',
  };
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
