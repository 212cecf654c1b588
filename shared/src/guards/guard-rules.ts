import { loginPagePath, pagePaths } from '../contract/page-paths';
import { accountMessages, requiredProfileFields } from '../contract/rules/accounts';
import { featureUnavailableMessages, packageMessages, type PackageFeatureKey } from '../contract/rules/packages';
import type { PackageCheck } from '../contract/schemas/packages';
import { safeSitePath } from '../routing/site-path';

/**
 * The access rules every remote applies before a signed-in-only action (docs/SPEC.md §5, §6, §8):
 * signed in, profile complete, profile verified when the settings require it, and a package
 * that includes the feature with a use left. Pure functions: the hooks and the dialog in this
 * folder fetch what the rules read and present their outcome.
 */
export type GuardFailureReason =
  | 'notSignedIn'
  | 'profileIncomplete'
  | 'verificationPending'
  | 'verificationFailed'
  | 'verificationMissing'
  | 'packageMissing'
  | 'featureUnavailable'
  | 'limitOver'
  | 'packageCheckFailed';

/** The spec's texts, in English; the `guards` i18n namespace translates them by reason. */
export const guardMessages: Record<GuardFailureReason, string> = {
  notSignedIn: accountMessages.notSignedIn,
  profileIncomplete: accountMessages.profileIncomplete,
  verificationPending: accountMessages.verificationPending,
  verificationFailed: accountMessages.verificationFailed,
  verificationMissing: accountMessages.verificationIncomplete,
  packageMissing: packageMessages.notSubscribed,
  // The dialog shows the feature's own text (featureUnavailableMessages); this is the generic one.
  featureUnavailable: 'Limit or Package Not Available',
  limitOver: packageMessages.limitOver,
  packageCheckFailed: 'We could not check your package. Please try again.',
};

export const guardRoutes = {
  login: pagePaths.login,
  profile: pagePaths.profile,
  verification: pagePaths.agentVerification,
  subscriptionPlan: pagePaths.subscriptionPlans,
} as const;

export interface GuardFailure {
  allowed: false;
  reason: GuardFailureReason;
  message: string;
  /** The `guards` text that translates `message` (default: the reason). */
  textKey?: string;
  /** Where confirming the dialog takes the user ('' : nowhere, the dialog closes). */
  redirectTo: string;
}
export type GuardOutcome = { allowed: true } | GuardFailure;

/** The user fields the guards read (a session user has them all). */
export interface GuardUser {
  name?: unknown;
  email?: unknown;
  mobile?: unknown;
  profile?: unknown;
  address?: unknown;
}

/** The settings fields the guards read (`web-settings` with a token). */
export interface GuardSettings {
  verification_required_for_user?: unknown;
  verification_status?: unknown;
}

export interface GuardRequirements {
  /** Name, email, mobile, profile image and address must be filled. */
  profile?: boolean;
  /** Verification must be `success` when the settings require it. */
  verification?: boolean;
  /** A package that includes this feature with a use left (checked with `check-package-limit`). */
  package?: PackageFeatureKey;
}

const allowed: GuardOutcome = { allowed: true };

const failure = (reason: GuardFailureReason, redirectTo: string): GuardFailure => ({
  allowed: false,
  reason,
  message: guardMessages[reason],
  redirectTo,
});

/** `/login?redirect=<where the user was>`, so signing in brings the user back. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || returnTo === guardRoutes.login || returnTo.startsWith(`${guardRoutes.login}?`)) {
    return guardRoutes.login;
  }
  return loginPagePath(returnTo);
}

/** A path of this site to go to (safeSitePath), else `fallback`: where the flow goes when there is none. */
export function safeRedirectPath(candidate: string | null | undefined, fallback: string): string {
  return safeSitePath(candidate) ?? fallback;
}

export const profileFields = requiredProfileFields;
export type ProfileField = (typeof profileFields)[number];

const isFilled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && !Number.isNaN(value));

/** The profile fields a user still has to fill before posting (empty when complete). */
export function missingProfileFields(user: GuardUser): ProfileField[] {
  return profileFields.filter((field) => !isFilled(user[field]));
}

export function checkSignedIn(user: GuardUser | null | undefined, returnTo?: string): GuardOutcome {
  return user ? allowed : failure('notSignedIn', loginPath(returnTo));
}

export function checkProfileComplete(user: GuardUser): GuardOutcome {
  return missingProfileFields(user).length === 0 ? allowed : failure('profileIncomplete', guardRoutes.profile);
}

/** Checks only when the settings say `verification_required_for_user` is "1". */
export function checkVerification(settings: GuardSettings): GuardOutcome {
  if (String(settings.verification_required_for_user) !== '1') return allowed;
  switch (settings.verification_status) {
    case 'success':
      return allowed;
    case 'pending':
      return failure('verificationPending', guardRoutes.verification);
    case 'failed':
      return failure('verificationFailed', guardRoutes.verification);
    default:
      return failure('verificationMissing', guardRoutes.verification);
  }
}

/**
 * The reply of `check-package-limit?type=<key>`: no running package, a package without the
 * feature, or a feature used up each send the user to the plans (docs/SPEC.md §6, §8).
 */
export function checkPackage(check: PackageCheck, key: PackageFeatureKey): GuardOutcome {
  if (!check.package_available) return failure('packageMissing', guardRoutes.subscriptionPlan);
  if (!check.feature_available) {
    return {
      ...failure('featureUnavailable', guardRoutes.subscriptionPlan),
      message: featureUnavailableMessages[key],
      textKey: `featureUnavailableFor.${key}`,
    };
  }
  if (!check.limit_available) return failure('limitOver', guardRoutes.subscriptionPlan);
  return allowed;
}

/** The package could not be checked (network, server): the user may try again. */
export function packageCheckFailure(): GuardFailure {
  return failure('packageCheckFailed', '');
}

export interface GuardInput {
  user: GuardUser | null | undefined;
  settings: GuardSettings | undefined;
  requirements?: GuardRequirements;
  /** The path to come back to after signing in. */
  returnTo?: string;
}

/**
 * Signed in, then profile, then verification: the first rule that fails decides. The package
 * rule needs a reply from the API, so the hooks apply `checkPackage` after these pass.
 */
export function checkGuards({ user, settings, requirements = {}, returnTo }: GuardInput): GuardOutcome {
  const signedIn = checkSignedIn(user, returnTo);
  if (!signedIn.allowed || !user) return signedIn;
  if (requirements.profile) {
    const profile = checkProfileComplete(user);
    if (!profile.allowed) return profile;
  }
  if (requirements.verification) return checkVerification(settings ?? {});
  return allowed;
}
