import type { User } from '@domus/shared/contract';
import { z } from 'zod';

import type { OtpChannel } from '../../api/get-otp';
import { emailRule, nameRule, optionalPhoneRule } from '../../lib/form-rules';

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^-?\d+(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit), {
      message: limit === 90 ? 'validation.latitude' : 'validation.longitude',
    });

/** Every User field of docs/SPEC.md §3 a person edits on `/user/profile`. */
export const profileForm = z.object({
  name: nameRule,
  email: emailRule,
  mobile: optionalPhoneRule,
  address: text(500),
  city: text(100),
  state: text(100),
  country: text(100),
  latitude: coordinate(90),
  longitude: coordinate(180),
  about_me: text(2000),
  facebook_id: text(300),
  twiiter_id: text(300),
  instagram_id: text(300),
  youtube_id: text(300),
  notification: z.boolean(),
});
export type ProfileForm = z.infer<typeof profileForm>;

export const profileTextFields = [
  'name',
  'email',
  'mobile',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'about_me',
  'facebook_id',
  'twiiter_id',
  'instagram_id',
  'youtube_id',
] as const;

export function profileFormValues(user: Partial<User>): ProfileForm {
  const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    ...(Object.fromEntries(profileTextFields.map((field) => [field, textOf(user[field])])) as Omit<
      ProfileForm,
      'notification'
    >),
    notification: user.notification !== 0,
  };
}

/** The profile fields that sign a person in and so change only with a code sent to the new address. */
export type ContactField = 'email' | 'mobile';

/** A new e-mail address or phone number waiting for its code. */
export interface NewContact {
  field: ContactField;
  channel: OtpChannel;
  /** As typed (trimmed): get-otp, verify-otp and update_profile all receive this same text. */
  address: string;
}

/** verify-otp's token for each confirmed field, and the address it proves. */
export type ContactProofs = Partial<Record<ContactField, { address: string; token: string }>>;

const sameDigits = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');

/**
 * The contacts update_profile will refuse without proof, compared as the API compares them:
 * e-mail addresses case-insensitively, phone numbers by their digits. Clearing the phone
 * number needs no code.
 */
export function newContacts(user: Partial<Pick<User, 'email' | 'mobile'>>, form: Pick<ProfileForm, ContactField>) {
  const contacts: NewContact[] = [];
  const email = form.email.trim();
  if (email && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
    contacts.push({ field: 'email', channel: 'email', address: email });
  }
  const mobile = form.mobile.trim();
  const current = user.mobile ?? '';
  if (mobile && !(current !== '' && sameDigits(mobile, current))) {
    contacts.push({ field: 'mobile', channel: 'phone', address: mobile });
  }
  return contacts;
}

/** The proof kept for a contact, when it proves exactly the address now typed. */
export function proofOf(proofs: ContactProofs, contact: NewContact): string | undefined {
  const proof = proofs[contact.field];
  return proof?.address === contact.address ? proof.token : undefined;
}

/**
 * The multipart body of update_profile: every field ('' clears it), the picture when chosen,
 * and verify-otp's token for each new e-mail address or phone number.
 */
export function profileFormData(
  form: ProfileForm,
  picture: File | null,
  tokens: Partial<Record<ContactField, string>> = {},
): FormData {
  const data = new FormData();
  for (const field of profileTextFields) data.append(field, form[field]);
  data.append('notification', form.notification ? '1' : '0');
  if (picture) data.append('profile', picture);
  for (const field of ['email', 'mobile'] as const) {
    const token = tokens[field];
    if (token) data.append(`${field}_verification_token`, token);
  }
  return data;
}
