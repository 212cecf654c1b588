import { loginTypes } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import type { OtpService } from '../../auth/otp';
import type { IdentityProvider, VerifiedIdentity } from './types';

/** The default provider: e-mail and phone ownership proven by a one-time code (verify-otp). */
export class BuiltinIdentityProvider implements IdentityProvider {
  readonly name = 'builtin' as const;

  constructor(private readonly otp: OtpService) {}

  async verify(verificationToken: string, db: Queryable): Promise<VerifiedIdentity> {
    const claims = await this.otp.spendVerification(verificationToken, db);
    return claims.channel === 'email'
      ? { provider: 'builtin', logintype: loginTypes.email, email: claims.target }
      : { provider: 'builtin', logintype: loginTypes.phone, mobile: claims.target };
  }
}
