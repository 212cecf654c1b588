import { loginTypes, type ApiSignInErrorCode, type LoginType } from '@domus/shared/contract';
import type { FirebaseConfig } from '../../config';
import { signInError } from '../../http/api-error';
import { firebaseAdminApp } from '../firebase-app';
import type { IdentityProvider, VerifiedIdentity } from './types';

/** The claims of a Firebase ID token this provider reads (firebase-admin's DecodedIdToken). */
export interface FirebaseIdToken {
  uid: string;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
  name?: string;
  picture?: string;
  firebase: { sign_in_provider: string };
}

/** Checks a Firebase ID token's signature, audience and expiry; firebase-admin in production. */
export interface FirebaseTokenVerifier {
  verifyIdToken(idToken: string): Promise<FirebaseIdToken>;
}

/** firebase-admin error codes (auth/...) -> the sign-in codes the API answers with. */
const errorCodeMap: Record<string, ApiSignInErrorCode> = {
  'auth/id-token-expired': 'id-token-expired',
  'auth/id-token-revoked': 'id-token-revoked',
  'auth/user-disabled': 'user-disabled',
  'auth/user-not-found': 'user-not-found',
  'auth/argument-error': 'invalid-id-token',
  'auth/invalid-id-token': 'invalid-id-token',
  'auth/invalid-argument': 'invalid-id-token',
  'auth/too-many-requests': 'too-many-requests',
  'auth/quota-exceeded': 'quota-exceeded',
  'auth/network-request-failed': 'network-request-failed',
  'app/network-error': 'network-request-failed',
};

export const firebaseErrorCode = (error: unknown): ApiSignInErrorCode => {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && errorCodeMap[code]) || 'invalid-credential';
};

const loginTypeOf = (signInProvider: string): LoginType =>
  signInProvider === 'phone' ? loginTypes.phone : signInProvider === 'password' ? loginTypes.email : loginTypes.google;

/**
 * Firebase Authentication: the browser signs in with the firebase SDK and sends the ID token;
 * only what the verified token says is used (never a uid from the request body).
 */
export class FirebaseIdentityProvider implements IdentityProvider {
  readonly name = 'firebase' as const;

  constructor(private readonly verifier: FirebaseTokenVerifier) {}

  async verify(idToken: string): Promise<VerifiedIdentity> {
    let token: FirebaseIdToken;
    try {
      token = await this.verifier.verifyIdToken(idToken);
    } catch (error) {
      throw signInError(firebaseErrorCode(error));
    }
    const signInProvider = token.firebase?.sign_in_provider ?? '';
    // Google vouches for its addresses; other providers' addresses count once verified.
    const emailVerified = token.email_verified === true || signInProvider === 'google.com';
    return {
      provider: 'firebase',
      logintype: loginTypeOf(signInProvider),
      firebaseUid: token.uid,
      email: token.email && emailVerified ? token.email.trim().toLowerCase() : undefined,
      mobile: token.phone_number || undefined,
      name: token.name,
      picture: token.picture,
    };
  }
}

/** The production verifier: firebase-admin, loaded only when Firebase is configured. */
export function firebaseAdminVerifier(config: FirebaseConfig): FirebaseTokenVerifier {
  let auth: Promise<{ verifyIdToken(token: string, checkRevoked?: boolean): Promise<FirebaseIdToken> }> | undefined;
  const load = async () => {
    const { getAuth } = await import('firebase-admin/auth');
    const app = await firebaseAdminApp(config);
    return getAuth(app);
  };
  return {
    async verifyIdToken(idToken) {
      auth ??= load();
      // Revocation needs the admin credentials (a user lookup); without them the signature,
      // audience, issuer and expiry are still checked against Google's public keys.
      return (await auth).verifyIdToken(idToken, config.serviceAccount !== undefined);
    },
  };
}
