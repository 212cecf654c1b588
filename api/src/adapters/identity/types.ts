import type { LoginType } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';

/** Who a sign-in proof shows the caller to be. Only verified facts are set. */
export interface VerifiedIdentity {
  provider: 'builtin' | 'firebase';
  logintype: LoginType;
  /** A verified e-mail address, lower-cased. */
  email?: string;
  /** A verified phone number (+digits). */
  mobile?: string;
  /** The Firebase uid. */
  firebaseUid?: string;
  name?: string;
  picture?: string;
}

/**
 * Turns the proof a client sends to user_signup into a verified identity, or throws a
 * sign-in error (docs/SPEC.md §8 codes). The built-in provider takes verify-otp's single-use
 * verification token; the Firebase provider takes a Firebase ID token. `db` is the caller's
 * transaction, so a proof is only spent when the sign-in completes.
 */
export interface IdentityProvider {
  readonly name: VerifiedIdentity['provider'];
  verify(proof: string, db: Queryable): Promise<VerifiedIdentity>;
}
