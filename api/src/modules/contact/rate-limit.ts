import { contactMessages } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import { AttemptCounter } from '../../auth/attempts';
import { ApiError } from '../../http/api-error';

/** Messages accepted per hour from one address and for one e-mail, before 429. */
export const contactRateRules = {
  perIp: { maxAttempts: 10, windowSeconds: 3600 },
  perEmail: { maxAttempts: 5, windowSeconds: 3600 },
} as const;

/**
 * The contact form mails the admin, so it must not become a way to flood that inbox. Counts
 * live in auth_attempts (like sign-in failures) so every API process sees the same numbers.
 */
export class ContactRateLimit {
  private readonly perIp: AttemptCounter;
  private readonly perEmail: AttemptCounter;

  constructor(db: Queryable) {
    this.perIp = new AttemptCounter(db, contactRateRules.perIp);
    this.perEmail = new AttemptCounter(db, contactRateRules.perEmail);
  }

  /** 429 when either the sender's address or the e-mail has used up its messages. */
  async check(ip: string, email: string): Promise<void> {
    const [ipBlocked, emailBlocked] = await Promise.all([
      this.perIp.isBlocked(ipKey(ip)),
      this.perEmail.isBlocked(emailKey(email)),
    ]);
    if (ipBlocked || emailBlocked) {
      throw new ApiError('tooManyRequests', contactMessages.tooManyMessages, {
        'retry-after': String(contactRateRules.perIp.windowSeconds),
      });
    }
  }

  /** Counts one accepted message against both. */
  async record(ip: string, email: string): Promise<void> {
    // AttemptCounter calls every counted event a failure; here it is one message sent.
    await Promise.all([this.perIp.fail(ipKey(ip)), this.perEmail.fail(emailKey(email))]);
  }
}

const ipKey = (ip: string) => `contact:ip:${ip}`;
const emailKey = (email: string) => `contact:email:${email.toLowerCase()}`;
