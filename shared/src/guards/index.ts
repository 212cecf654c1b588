export {
  checkGuards,
  checkPackage,
  checkProfileComplete,
  checkSignedIn,
  checkVerification,
  guardMessages,
  guardRoutes,
  loginPath,
  missingProfileFields,
  packageCheckFailure,
  profileFields,
  safeRedirectPath,
} from './guard-rules';
export type {
  GuardFailure,
  GuardFailureReason,
  GuardInput,
  GuardOutcome,
  GuardRequirements,
  GuardSettings,
  GuardUser,
  ProfileField,
} from './guard-rules';
export { GuardDialog } from './guard-dialog';
export type { GuardDialogProps } from './guard-dialog';
export { GUARD_NAMESPACE, guardTexts, registerGuardTexts } from './guard-texts';
export { RequireAccess } from './require-access';
export type { RequireAccessProps } from './require-access';
export { checkPackageLimit, packageCheckQueryOptions } from './package-check-query';
export { useGuard, useGuardOutcome, usePageGuard } from './use-guard';
export type { GuardState } from './use-guard';
