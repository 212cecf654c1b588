import { z } from 'zod';
import { searchTextMaxLength } from '../limits';
import { successEnvelope } from '../envelope';
import { categorySummarySchema, facilitySchema } from './categories';
import {
  countedKeysetEnvelope,
  fileUrl,
  isoDateTime,
  keysetCursor,
  listEnvelope,
  pagingFields,
  pagingQuery,
  paging,
  queryChoice,
  queryText,
} from './common';
import {
  failField,
  formDecimal,
  formId,
  formIdList,
  formSwitch,
  formText,
  isBlankField,
  optionalFormText,
  uploadedFilePart,
} from './form-fields';
import { propertySchema, propertyTypeCodes, propertyTypes, type PropertyType } from './properties';
import { verificationStatuses } from './settings';
import { passwordMaxLength, signInErrorMessages, type SignInErrorCode } from '../rules/sign-in';
import { userRoles } from '../rules/roles';

/*
 * Accounts: sign-in, profile, one-time codes, agent verification, personalisation,
 * notifications and the admin calls. Their POST fields: ./form-fields.
 */

// ---------------------------------------------------------------------------------------
// Rules and texts

// The guards' texts and profile fields live without zod in ../rules, for the first page; the
// password rules and the sign-in texts too, for the bundles that show them.
export { accountMessages, requiredProfileFields } from '../rules/accounts';
export {
  passwordMinLength,
  passwordMaxLength,
  passwordsDoNotMatchMessage,
  passwordTooShortMessage,
  registrationFailedMessage,
  signInErrorMessages,
} from '../rules/sign-in';
export type { SignInErrorCode } from '../rules/sign-in';

/** `logintype` of user_signup (docs/api-shapes.md "Codes"). */
export const loginTypes = { google: 0, phone: 1, email: 3 } as const;
export type LoginType = (typeof loginTypes)[keyof typeof loginTypes];

export { isOperator, operatorRoles, userRoles } from '../rules/roles';
export type { OperatorRole, UserRole } from '../rules/roles';

/** One-time codes by e-mail or SMS: get-otp, verify-otp, forgot-password, reset-password. */
export const otpRules = {
  /** Digits in a code. */
  length: 6,
  /** A code is valid this long after it was sent. */
  expiresInSeconds: 600,
  /** Wrong entries allowed per code from one client; then that client gets 429 for it (others do not). */
  maxAttempts: 5,
  /**
   * Wrong entries allowed per code from all the clients but the one that asked for it; then it
   * answers only that client. Bounds guessing from many addresses at once.
   */
  maxAttemptsFromOthers: 10,
  /** Codes of one address that may be valid at once, whoever asked: any of them is accepted. */
  liveCodesPerAddress: 3,
  /** The resend countdown: get-otp refuses (429) a new code for the same address and client before this. */
  resendAfterSeconds: 60,
  /** Lifetime of the verification_token verify-otp hands out (single use, for user_signup). */
  verificationTokenExpiresInSeconds: 900,
} as const;

/** Wrong passwords allowed for one address from one client in the window, before 429. */
export const passwordAttemptRules = { maxAttempts: 5, windowSeconds: 900 } as const;

/** Limits of uploaded pictures and documents. */
export const uploadRules = {
  profileImageMaxBytes: 5 * 1024 * 1024,
  profileImageMinSize: 120,
  profileImageTypes: ['image/jpeg', 'image/png'],
  verificationFileMaxBytes: 5 * 1024 * 1024,
  verificationFileTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

// ---------------------------------------------------------------------------------------
// Sign-in error texts (docs/SPEC.md §8): in ../rules/sign-in.ts

/** HTTP status of each sign-in code the API answers with. */
export const signInErrorStatus = {
  'user-not-found': 404,
  'wrong-password': 401,
  'email-already-in-use': 409,
  'invalid-email': 400,
  'user-disabled': 401,
  'too-many-requests': 429,
  'invalid-login-credentials': 401,
  'invalid-credential': 401,
  'weak-password': 400,
  'quota-exceeded': 429,
  'invalid-phone-number': 400,
  'passwords-do-not-match': 400,
  'registration-failed': 400,
  'missing-name': 400,
  'missing-email': 400,
  'missing-password': 400,
  'missing-phone-number': 400,
  'missing-verification-code': 400,
  'missing-verification-id': 400,
  'invalid-verification-code': 400,
  'invalid-verification-id': 400,
  'code-expired': 400,
  'operation-not-allowed': 400,
  'invalid-id-token': 401,
  'id-token-expired': 401,
  'id-token-revoked': 401,
  'account-exists-with-different-credential': 409,
  'network-request-failed': 502,
  'internal-error': 500,
} as const satisfies Partial<Record<SignInErrorCode, number>>;
export type ApiSignInErrorCode = keyof typeof signInErrorStatus;

const isSignInErrorCode = (code: string): code is SignInErrorCode => Object.hasOwn(signInErrorMessages, code);

/** The text for a sign-in error code (`auth/` prefix allowed); "An error occurred.:{code}" when unknown. */
export function signInErrorMessage(code: string): string {
  const bare = code.startsWith('auth/') ? code.slice('auth/'.length) : code;
  return isSignInErrorCode(bare) ? signInErrorMessages[bare] : `An error occurred.:${code}`;
}

// ---------------------------------------------------------------------------------------
// The user

/** The signed-in user as every account call returns it: docs/SPEC.md §3 fields without the password. */
export const userSchema = z.object({
  id: z.number().int(),
  /** Same as id (older clients read userid). */
  userid: z.number().int(),
  slug_id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  auth_id: z.string(),
  firebase_id: z.string(),
  logintype: z.union([z.literal(0), z.literal(1), z.literal(3)]).nullable(),
  type: z.string(),
  profile: fileUrl,
  fcm_id: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  about_me: z.string(),
  facebook_id: z.string(),
  twiiter_id: z.string(),
  instagram_id: z.string(),
  youtube_id: z.string(),
  /** Receive notifications: 1 yes, 0 no. */
  notification: z.union([z.literal(0), z.literal(1)]),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  isActive: z.boolean(),
  role: z.enum(userRoles),
  verification_status: z.enum(verificationStatuses),
  /** Whether the account has a password (false for code-only and Google accounts). */
  has_password: z.boolean(),
  created_at: isoDateTime,
});
export type User = z.infer<typeof userSchema>;

/** Reply of every call that signs in or changes credentials: the bearer token and the user. */
export const signedInReply = successEnvelope(userSchema).extend({
  token: z.string(),
  /** True when this call created the account (the page goes on to the profile). */
  is_new_user: z.boolean(),
});
export type SignedInReply = z.infer<typeof signedInReply>;

export const userReply = successEnvelope(userSchema);
/** Reply of calls whose message is the whole answer. */
export const emptyReply = successEnvelope(z.null());

// ---------------------------------------------------------------------------------------
// Identity calls

/**
 * user_signup (POST, never).
 * - logintype 3 + email + password: signs in; a wrong password, an unknown e-mail or an account
 *   without a password alike -> 401 invalid-login-credentials (nobody learns who has an account).
 *   Creating an e-mail account needs name + password (+ re_password when sent) + a
 *   verification_token for that e-mail (get-otp -> verify-otp first).
 * - logintype 3 + email + verification_token (no password): signs in or creates by code.
 * - logintype 1 + mobile + verification_token: signs in or creates by phone code.
 * - id_token (any logintype; Google = 0 needs it): a Firebase ID token, verified by the server
 *   when Firebase is configured (400 operation-not-allowed otherwise). A uid the client sends
 *   in auth_id is never trusted.
 * Failures carry the sign-in codes above. Older clients send the login type as `type`.
 */
const loginTypeOf = (value: string | number | undefined): LoginType | undefined => {
  const number = String(value ?? '').trim() === '' ? Number.NaN : Number(String(value).trim());
  return number === 0 || number === 1 || number === 3 ? number : undefined;
};

export const userSignupBody = z
  .object({
    logintype: z.union([z.string(), z.number()]).optional(),
    name: formText('name', 100),
    email: formText('email', 254),
    password: formText('password', passwordMaxLength),
    re_password: formText('re_password', passwordMaxLength),
    mobile: formText('mobile', 24),
    /** Accepted for older clients, never trusted. */
    auth_id: formText('auth_id', 200),
    address: formText('address', 500),
    /** What older clients send the login type as (logintype wins when both are sent); also stored as it is. */
    type: formText('type', 50),
    /** A picture URL (Google); uploads go through update_profile. */
    profile: formText('profile', 1000),
    fcm_id: formText('fcm_id', 4096),
    /** From verify-otp: proves the e-mail or phone number (single use). */
    verification_token: formText('verification_token', 4096),
    /** Firebase ID token (when Firebase is configured). */
    id_token: formText('id_token', 8192),
  })
  .transform((body, ctx) => {
    const blank = body.logintype === undefined || String(body.logintype).trim() === '';
    const logintype = loginTypeOf(blank ? body.type : body.logintype);
    if (logintype === undefined) {
      ctx.addIssue({ code: 'custom', path: ['logintype'], message: 'logintype must be 0, 1 or 3' });
      return z.NEVER;
    }
    return { ...body, logintype };
  });
export type UserSignupBody = z.input<typeof userSignupBody>;
export const userSignupReply = signedInReply;

/**
 * A new e-mail address or phone number takes effect only with proof that the user holds it:
 * verify-otp's `verification_token` for exactly that address (get-otp, then verify-otp).
 */
const contactProofFields = {
  email_verification_token: formText('email_verification_token', 4096),
  mobile_verification_token: formText('mobile_verification_token', 4096),
};

/**
 * user-register (POST, always): the signed-in user sets name, e-mail, mobile and a password.
 * Both passwords must match; a new password ends every other session and the reply carries a
 * fresh token. A changed e-mail or mobile needs its proof (contactProofFields).
 */
export const userRegisterBody = z.object({
  name: formText('name', 100),
  email: formText('email', 254),
  mobile: formText('mobile', 24),
  password: formText('password', passwordMaxLength),
  re_password: formText('re_password', passwordMaxLength),
  ...contactProofFields,
});
export type UserRegisterBody = z.input<typeof userRegisterBody>;
export const userRegisterReply = signedInReply;

/**
 * update_profile (POST multipart, always): changes only the fields sent ('' clears a text).
 * `profile` is a file part: JPEG or PNG, at least 120x120, at most 5 MB; `remove_profile=1`
 * removes the picture. Ids in the body (userid, id) are ignored: a user only changes themselves.
 * A changed e-mail or mobile needs its proof (contactProofFields); an unchanged mobile sent
 * with a proof becomes verified.
 */
export const updateProfileFields = {
  name: optionalFormText('name', 100),
  email: optionalFormText('email', 254),
  mobile: optionalFormText('mobile', 24),
  address: optionalFormText('address', 500),
  about_me: optionalFormText('about_me', 2000),
  facebook_id: optionalFormText('facebook_id', 300),
  twiiter_id: optionalFormText('twiiter_id', 300),
  instagram_id: optionalFormText('instagram_id', 300),
  youtube_id: optionalFormText('youtube_id', 300),
  city: optionalFormText('city', 100),
  state: optionalFormText('state', 100),
  country: optionalFormText('country', 100),
  type: optionalFormText('type', 50),
  fcm_id: optionalFormText('fcm_id', 4096),
  latitude: formDecimal('latitude', -90, 90).optional(),
  longitude: formDecimal('longitude', -180, 180).optional(),
  notification: formSwitch('notification').optional(),
  remove_profile: formSwitch('remove_profile').optional(),
  email_verification_token: optionalFormText('email_verification_token', 4096),
  mobile_verification_token: optionalFormText('mobile_verification_token', 4096),
};
export const updateProfileBody = z.object(updateProfileFields);
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export const updateProfileReply = userReply;

/** get-otp (GET, never): `number` (phone) or `email`; sends a 6-digit code. */
export const getOtpQuery = z
  .object({ number: queryText('number', 24), email: queryText('email', 254) })
  .superRefine((query, ctx) => {
    if (query.number === undefined && query.email === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'number or email is required' });
    }
  });
export type GetOtpQuery = z.input<typeof getOtpQuery>;
export const otpSentSchema = z.object({
  /** Where the code went, partly hidden (j***@example.com, +1 *** 0123). */
  sent_to: z.string(),
  channel: z.enum(['email', 'phone']),
  expires_in: z.number().int(),
  /** Seconds of the resend countdown. */
  resend_after: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;
export const getOtpReply = successEnvelope(otpSentSchema);

/** verify-otp (GET, never): `number` or `email` and `otp`. */
export const verifyOtpQuery = z
  .object({ number: queryText('number', 24), email: queryText('email', 254), otp: queryText('otp', 12) })
  .superRefine((query, ctx) => {
    if (query.number === undefined && query.email === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'number or email is required' });
    }
  });
export type VerifyOtpQuery = z.input<typeof verifyOtpQuery>;
export const otpVerifiedSchema = z.object({
  /** Hand this to user_signup (single use). */
  verification_token: z.string(),
  expires_in: z.number().int(),
  /** Whether an account already uses this address (else user_signup needs a name). */
  user_exists: z.boolean(),
});
export type OtpVerified = z.infer<typeof otpVerifiedSchema>;
export const verifyOtpReply = successEnvelope(otpVerifiedSchema);

/**
 * forgot-password (GET, never): e-mails a code for reset-password; the same reply for an address
 * without an account, which is told so by e-mail instead.
 */
export const forgotPasswordQuery = z.object({ email: queryText('email', 254) });
export const forgotPasswordReply = getOtpReply;

/** reset-password (POST, never): the code from forgot-password and the new password (twice). */
export const resetPasswordBody = z.object({
  email: formText('email', 254),
  otp: formText('otp', 12),
  password: formText('password', passwordMaxLength),
  re_password: formText('re_password', passwordMaxLength),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export const resetPasswordReply = emptyReply;

/** before-logout (POST, always): ends this session and clears fcm_id. */
export const beforeLogoutBody = z.object({ fcm_id: formText('fcm_id', 4096) });
export const beforeLogoutReply = emptyReply;

/** delete_user (POST, always): deletes the caller's own account; `userid` is ignored. */
export const deleteUserBody = z.object({ userid: formText('userid', 20) });
export const deleteUserReply = emptyReply;

/** update-fcm-token (POST, always). */
export const updateFcmTokenBody = z.object({ fcm_id: formText('fcm_id', 4096) });
export const updateFcmTokenReply = successEnvelope(z.object({ fcm_id: z.string() }));

// ---------------------------------------------------------------------------------------
// Agent verification

export const agentVerificationStatuses = verificationStatuses;
export type AgentVerificationStatus = (typeof verificationStatuses)[number];
/** Statuses from which the user may (re-)apply: Apply from initial, Re-apply from failed. */
export const agentVerificationApplyFrom = ['initial', 'failed'] as const satisfies readonly AgentVerificationStatus[];
export const canApplyForVerification = (status: AgentVerificationStatus) =>
  (agentVerificationApplyFrom as readonly string[]).includes(status);

export const verificationFieldTypes = ['text', 'number', 'textarea', 'radio', 'dropdown', 'checkbox', 'file'] as const;
export type VerificationFieldType = (typeof verificationFieldTypes)[number];

export const verificationFormFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `name` in the request's Content-Language (the stored name when it has none there). */
  translated_name: z.string(),
  field_type: z.enum(verificationFieldTypes),
  /** Choices of radio, dropdown and checkbox fields (what an answer holds). */
  options: z.array(z.string()),
  /** `options` in the request's Content-Language, in the same order. */
  translated_options: z.array(z.string()),
  is_required: z.boolean(),
  sequence: z.number().int(),
});
export type VerificationFormField = z.infer<typeof verificationFormFieldSchema>;
export const getAgentVerificationFormFieldsReply = successEnvelope(z.array(verificationFormFieldSchema));

/**
 * apply-agent-verification (POST multipart, always): `form_fields[<n>][id]` and
 * `form_fields[<n>][value]` (a file part for file fields: PDF, JPEG or PNG up to 5 MB; several
 * values or "a,b" for checkboxes). JSON clients send `{ form_fields: [{ id, value }] }`.
 * Only from initial or failed (409 otherwise); the status becomes pending.
 */
export const applyAgentVerificationBody = z.object({
  form_fields: z
    .array(
      z.object({
        id: formId('form_fields.id'),
        value: z
          .union([z.string(), z.array(z.string()), uploadedFilePart, z.number().transform(String), z.null()], {
            error: 'form_fields: a value must be text, a list of texts or a file',
          })
          .transform((value) => value ?? '')
          .default(''),
      }),
    )
    .max(100)
    .default([]),
});
export type ApplyAgentVerificationBody = z.input<typeof applyAgentVerificationBody>;

export const verificationFieldValueSchema = verificationFormFieldSchema.extend({
  /** Text of the answer; checkbox answers joined with ", "; '' when unanswered. */
  value: z.string(),
  /** Checkbox answers as a list. */
  values: z.array(z.string()),
  /**
   * For file fields, the URL of the stored document ('' otherwise): a verification-document
   * call, answered only with the owner's or an admin's bearer token, never a public file.
   */
  file_url: fileUrl,
});
export type VerificationFieldValue = z.infer<typeof verificationFieldValueSchema>;
export const agentVerificationSchema = z.object({
  verification_status: z.enum(verificationStatuses),
  /** Why the admin rejected the last request; '' otherwise. */
  reason: z.string(),
  submitted_at: isoDateTime.nullable(),
  decided_at: isoDateTime.nullable(),
  fields: z.array(verificationFieldValueSchema),
});
export type AgentVerification = z.infer<typeof agentVerificationSchema>;
export const applyAgentVerificationReply = successEnvelope(agentVerificationSchema);
export const getAgentVerificationFormValuesReply = successEnvelope(agentVerificationSchema);
/** verification-document (GET, always): `file` names the document; the reply is its bytes. */
export const verificationDocumentQuery = z.object({ file: queryText('file', 100) });

// ---------------------------------------------------------------------------------------
// Personalisation

/** personalised-fields POST: every field optional; ids are checked against existing ones. */
export const personalisedFieldsBody = z.object({
  category_ids: formIdList('category_ids'),
  outdoor_facilitiy_ids: formIdList('outdoor_facilitiy_ids'),
  /** "min,max"; either side may be empty ("100000," = from 100000). */
  price_range: z
    .string({ error: 'price_range must be text like "100000,500000"' })
    .optional()
    .transform((value, ctx): { min: number | null; max: number | null } => {
      if (isBlankField(value)) return { min: null, max: null };
      const parts = value!.split(',').map((part) => part.trim());
      const numbers = parts.map((part) => (part === '' ? null : /^\d+(\.\d+)?$/.test(part) ? Number(part) : NaN));
      const [min = null, max = null] = numbers;
      if (parts.length > 2 || Number.isNaN(min) || Number.isNaN(max)) {
        return failField(ctx, 'price_range must be "min,max" with numbers');
      }
      if (min !== null && max !== null && min > max)
        return failField(ctx, 'price_range: min must not be more than max');
      return { min, max };
    }),
  /** Words or codes, one or a comma list: sell, rent (0, 1). */
  property_type: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx): PropertyType[] => {
      if (isBlankField(value)) return [];
      const parts = (Array.isArray(value) ? value : value!.split(',')).map((part) => part.trim().toLowerCase());
      const words = parts
        .filter(Boolean)
        .map((part) =>
          (propertyTypes as readonly string[]).includes(part)
            ? (part as PropertyType)
            : Object.hasOwn(propertyTypeCodes, part)
              ? propertyTypeCodes[part as keyof typeof propertyTypeCodes]
              : undefined,
        );
      if (words.some((word) => word === undefined)) {
        return failField(ctx, `property_type must be among: ${propertyTypes.join(', ')} (or 0-3)`);
      }
      return [...new Set(words as PropertyType[])];
    }),
  city: formText('city', 100),
});
export type PersonalisedFieldsBody = z.input<typeof personalisedFieldsBody>;

export const personalisedFieldsSchema = z.object({
  category_ids: z.array(z.number().int()),
  outdoor_facilitiy_ids: z.array(z.number().int()),
  /** "min,max" as it was sent ("" when none). */
  price_range: z.string(),
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
  property_type: z.array(z.enum(propertyTypes)),
  city: z.string(),
  updated_at: isoDateTime,
});
export type PersonalisedFields = z.infer<typeof personalisedFieldsSchema>;
/** GET: the saved preferences, null when none are saved. */
export const getPersonalisedFieldsReply = successEnvelope(personalisedFieldsSchema.nullable());
export const storePersonalisedFieldsReply = successEnvelope(personalisedFieldsSchema);
export const deletePersonalisedFieldsReply = emptyReply;

/** get-filter-data: what the personalise form offers. */
export const filterDataSchema = z.object({
  categories: z.array(categorySummarySchema),
  facilities: z.array(facilitySchema),
  price_range: z.object({ min_price: z.number(), max_price: z.number() }),
  /** Cities with public listings, most listings first. */
  cities: z.array(z.string()),
  property_types: z.array(z.enum(propertyTypes)),
});
export type FilterData = z.infer<typeof filterDataSchema>;
export const getFilterDataReply = successEnvelope(filterDataSchema);

/** get-facilities-for-filter (always): every facility (short list). */
export const getFacilitiesForFilterQuery = z.object({ ...pagingFields(paging.maxLimit) });
export const getFacilitiesForFilterReply = listEnvelope(facilitySchema);

/**
 * get_user_recommendation (always): public listings ranked by how many saved preferences
 * they match (category, facility, price range, type, city: one point each), newest first
 * among equals; other people's listings only. Without preferences: the newest listings.
 */
export const getUserRecommendationQuery = z.object({ ...pagingQuery });
export const getUserRecommendationReply = listEnvelope(propertySchema);

// ---------------------------------------------------------------------------------------
// Notifications

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  property_id: z.number().int().nullable(),
  created_at: isoDateTime,
  notification_image: fileUrl,
  is_read: z.boolean(),
  /** Where the notification leads on the site when it is not property_id's listing (a path: a saved search's results). */
  link: z.string().optional(),
});
export type UserNotification = z.infer<typeof notificationSchema>;
/** get_notification_list (always): the caller's own and site-wide notifications, newest first. */
export const getNotificationListQuery = z.object({ ...pagingQuery });
export const getNotificationListReply = listEnvelope(notificationSchema).extend({
  /** How many of the caller's notifications are unread (the header's badge). */
  unread: z.number().int().min(0),
});
/** mark-notifications-read (POST, auth): every notification the caller can see so far is read. */
export const markNotificationsReadReply = successEnvelope(z.object({ unread: z.number().int().min(0) }));

/**
 * confirm-identity (POST, auth): the signed-in member proves again who they are, with their
 * password or with a verification_token for their own e-mail or phone (get-otp, then
 * verify-otp). Sensitive operator calls ask for it once the last proof is 10 minutes old.
 */
export const confirmIdentityBody = z
  .object({
    password: optionalFormText('password', passwordMaxLength),
    verification_token: optionalFormText('verification_token', 4096),
  })
  .superRefine((body, ctx) => {
    if (!body.password && !body.verification_token) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'password or verification_token is required' });
    }
  });
export const confirmIdentityReply = successEnvelope(
  z.object({
    /** Until when sensitive calls are let through without asking again. */
    confirmed_until: isoDateTime,
  }),
);

// ---------------------------------------------------------------------------------------
// Operators (admin/..., always; the catalogue names the role each call needs, 403 without it)

export const adminUserSchema = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(userRoles),
  is_active: z.boolean(),
  verification_status: z.enum(verificationStatuses),
  logintype: z.number().int().nullable(),
  created_at: isoDateTime,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
/**
 * Users by id, a page at a time: `cursor` (the `next_cursor` of the page before) pages by keyset,
 * as the console does; `offset` still works for callers that page by number.
 */
export const adminListUsersQuery = z.object({
  ...pagingQuery,
  cursor: queryText('cursor', 200),
  search: queryText('search', searchTextMaxLength),
  role: queryChoice('role', userRoles),
});
/** `total` counts the matches up to `adminUsersCountedUpTo`; past that `total_is_capped` is true. */
export const adminListUsersReply = countedKeysetEnvelope(adminUserSchema).extend({ total_is_capped: z.boolean() });
/** How far the Users list counts its matches exactly (a million accounts are not counted per page). */
export const adminUsersCountedUpTo = 10_000;
/** admin/users/deactivate, /reactivate, /make-admin: the user by `user_id` or `email`. */
export const adminUserTargetBody = z
  .object({ user_id: formText('user_id', 20), email: formText('email', 254) })
  .superRefine((body, ctx) => {
    if (body.user_id.trim() === '' && body.email.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'user_id or email is required' });
    } else if (
      body.user_id.trim() !== '' &&
      (!/^\d+$/.test(body.user_id.trim()) || Number(body.user_id.trim()) > 2_147_483_647)
    ) {
      // Past the id column's range: no such user, and the database would refuse to compare it (a 500).
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'user_id must be a whole number' });
    }
  });
export const adminUserReply = successEnvelope(adminUserSchema);
/** admin/users/role (admin, sensitive): the user by `user_id` or `email`, and their new role. */
export const adminSetUserRoleBody = adminUserTargetBody.and(
  z.object({ role: z.enum(userRoles, { error: `role must be one of: ${userRoles.join(', ')}` }) }),
);

export const verificationRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  /** The applicant's slug: their agent page's address when `user_is_agent`. */
  user_slug_id: z.string(),
  /** The applicant has a public agent page: an active account with a public listing or project. */
  user_is_agent: z.boolean(),
  status: z.enum(['pending', 'success', 'failed']),
  reason: z.string(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  fields: z.array(verificationFieldValueSchema),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
/**
 * Applications of a status (pending: oldest first; decided or all: newest first), by keyset
 * (`cursor`: the `next_cursor` of the page before) or, for the admin command, by offset.
 */
export const adminListVerificationsQuery = z.object({
  ...pagingQuery,
  cursor: keysetCursor,
  status: queryChoice('status', ['pending', 'success', 'failed'] as const),
});
export const adminListVerificationsReply = countedKeysetEnvelope(verificationRequestSchema);
export const adminApproveVerificationBody = z.object({ id: formId('id') });
export const adminRejectVerificationBody = z.object({
  id: formId('id'),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(1000, { error: 'reason must be at most 1000 characters' }),
});
export const adminVerificationReply = successEnvelope(verificationRequestSchema);
