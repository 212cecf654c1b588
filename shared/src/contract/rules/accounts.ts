/*
 * Account rules without zod: the first page imports these (through the guards), never the schemas.
 */

/** Texts of the account guards and refusals, one place for the API and the pages. */
export const accountMessages = {
  notSignedIn: 'You have not logged in. Please log in first.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionInvalid: 'Your session is no longer valid. Please sign in again.',
  accountDeactivated: 'Your account has been deactivated. Please contact the admin.',
  profileIncomplete: 'You have not completed your profile yet. Please complete first',
  verificationIncomplete: 'You have not completed profile verification. Please complete first',
  verificationPending: 'Your verification request is pending. Please wait for the admin to review it.',
  verificationFailed: 'Your verification request was not approved. Please re-apply.',
  demoMode: 'This action is not allowed in demo mode.',
  adminOnly: 'Only an administrator can do this.',
  operatorsOnly: 'Only an administrator or a moderator can do this.',
  reauthenticationRequired: 'Please confirm it is you: enter your password or a code we send you.',
  identityConfirmed: 'Thank you: it is you.',
  moderatorsManageMembers: 'A moderator can change the status of members only.',
} as const;

/** The fields a profile needs before posting a listing or a project (docs/SPEC.md §5). */
export const requiredProfileFields = ['name', 'email', 'mobile', 'profile', 'address'] as const;
