/*
 * Password rules and the sign-in texts without zod, for the bundles that show them without the
 * contract's schemas (a remote's English).
 */

/** Password rules (docs/SPEC.md §5). */
export const passwordMinLength = 6;
export const passwordMaxLength = 128;
export const passwordsDoNotMatchMessage = 'Passwords do not match';
export const passwordTooShortMessage = `Password must be at least ${passwordMinLength} characters.`;
/** Shown when registration fails for a reason without a sign-in code of its own. */
export const registrationFailedMessage = 'Registration failed';

/**
 * Sign-in error code -> text. The exact texts of docs/SPEC.md §8 first, then short labels of the
 * other Firebase Authentication codes. The API's sign-in failures carry these codes as
 * `code`; the firebase SDK's `auth/<code>` errors map through the same table.
 */
export const signInErrorMessages = {
  'user-not-found': 'user not found',
  'wrong-password': 'Invalid password. Please enter the correct password.',
  'email-already-in-use': 'Email already in use.',
  'invalid-email': 'Invalid email address.',
  'user-disabled': 'User account has been disabled',
  'too-many-requests': 'Too many requests, try again later',
  'invalid-login-credentials': 'The details entered are incorrect Please enter the correct details and try again.',
  'invalid-credential': 'The details entered are incorrect Please enter the correct details and try again.',
  'weak-password': 'Password is too weak.',
  'quota-exceeded': 'Quota exceeded. Please try again later.',
  'invalid-phone-number': 'Invalid phone number. Please enter a valid phone number.',
  // Domus's own codes
  'passwords-do-not-match': passwordsDoNotMatchMessage,
  'registration-failed': registrationFailedMessage,
  'missing-name': 'Please enter your name.',
  'missing-email': 'Please enter your email address.',
  // Other Firebase Authentication codes
  'account-exists-with-different-credential': 'An account already exists with this email and another sign-in method.',
  'admin-restricted-operation': 'This operation is restricted to administrators.',
  'app-deleted': 'The app was deleted.',
  'app-not-authorized': 'This app is not authorised to use Firebase Authentication.',
  'argument-error': 'Invalid argument.',
  'auth-domain-config-required': 'The sign-in domain is not configured.',
  'cancelled-popup-request': 'The sign-in popup was cancelled.',
  'captcha-check-failed': 'The reCAPTCHA check failed. Please try again.',
  'code-expired': 'The code has expired. Please request a new one.',
  'credential-already-in-use': 'This credential is already linked to another account.',
  'custom-token-mismatch': 'The token belongs to another project.',
  'email-change-needs-verification': 'Please verify the new email address.',
  'expired-action-code': 'This link has expired.',
  'id-token-expired': 'Your session has expired. Please sign in again.',
  'id-token-revoked': 'Your session was revoked. Please sign in again.',
  'internal-error': 'Internal error. Please try again.',
  'invalid-action-code': 'This link is invalid or has already been used.',
  'invalid-api-key': 'Invalid API key.',
  'invalid-app-credential': 'Invalid app credential.',
  'invalid-app-id': 'Invalid app id.',
  'invalid-auth-event': 'Invalid sign-in event.',
  'invalid-cert-hash': 'Invalid certificate hash.',
  'invalid-continue-uri': 'Invalid continue URL.',
  'invalid-custom-token': 'Invalid custom token.',
  'invalid-dynamic-link-domain': 'Invalid dynamic link domain.',
  'invalid-id-token': 'Your sign-in could not be verified. Please sign in again.',
  'invalid-message-payload': 'Invalid message.',
  'invalid-multi-factor-session': 'Invalid multi-factor session.',
  'invalid-oauth-client-id': 'Invalid OAuth client id.',
  'invalid-oauth-provider': 'Invalid OAuth provider.',
  'invalid-persistence-type': 'Invalid persistence type.',
  'invalid-provider-id': 'Invalid provider.',
  'invalid-recipient-email': 'Invalid recipient email.',
  'invalid-sender': 'Invalid sender.',
  'invalid-tenant-id': 'Invalid tenant.',
  'invalid-user-token': 'Your session is no longer valid. Please sign in again.',
  'invalid-verification-code': 'The code you entered is incorrect.',
  'invalid-verification-id': 'This verification has expired or was already used. Please request a new code.',
  'maximum-second-factor-count-exceeded': 'Too many second factors.',
  'missing-android-pkg-name': 'Missing Android package name.',
  'missing-app-credential': 'Missing app credential.',
  'missing-continue-uri': 'Missing continue URL.',
  'missing-iframe-start': 'Missing iframe start.',
  'missing-ios-bundle-id': 'Missing iOS bundle id.',
  'missing-multi-factor-info': 'Missing multi-factor information.',
  'missing-multi-factor-session': 'Missing multi-factor session.',
  'missing-or-invalid-nonce': 'Missing or invalid nonce.',
  'missing-password': 'Please enter a password.',
  'missing-phone-number': 'Please enter a phone number.',
  'missing-verification-code': 'Please enter the code.',
  'missing-verification-id': 'Please verify your email or phone number with a code first.',
  'multi-factor-auth-required': 'A second factor is required.',
  'multi-factor-info-not-found': 'Second factor not found.',
  'network-request-failed': 'Network error. Please check your connection.',
  'no-auth-event': 'No sign-in event.',
  'no-such-provider': 'No such provider.',
  'null-user': 'No user.',
  'operation-not-allowed': 'This sign-in method is not enabled.',
  'operation-not-supported-in-this-environment': 'This operation is not supported here.',
  'popup-blocked': 'The sign-in popup was blocked by the browser.',
  'popup-closed-by-user': 'The sign-in popup was closed before finishing.',
  'provider-already-linked': 'This provider is already linked.',
  'redirect-cancelled-by-user': 'The sign-in redirect was cancelled.',
  'redirect-operation-pending': 'A sign-in redirect is already in progress.',
  'rejected-credential': 'The credential was rejected.',
  'requires-recent-login': 'Please sign in again to continue.',
  'second-factor-already-in-use': 'This second factor is already in use.',
  'tenant-id-mismatch': 'Tenant mismatch.',
  timeout: 'The request timed out.',
  'unauthorized-continue-uri': 'Unauthorised continue URL.',
  'unauthorized-domain': 'This domain is not authorised for sign-in.',
  'unsupported-first-factor': 'Unsupported first factor.',
  'unsupported-persistence-type': 'Unsupported persistence type.',
  'unsupported-tenant-operation': 'Unsupported tenant operation.',
  'unverified-email': 'Please verify your email address first.',
  'user-cancelled': 'Sign-in was cancelled.',
  'user-mismatch': 'The credential belongs to another user.',
  'user-signed-out': 'You are signed out.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'web-storage-unsupported': 'Your browser does not support web storage.',
} as const satisfies Record<string, string>;
export type SignInErrorCode = keyof typeof signInErrorMessages;
