import type { User } from '@domus/shared/contract';
import { z } from 'zod';

import { emailRule, nameRule, optionalPhoneRule } from '../../lib/form-rules';

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^-?\d+(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit), {
      message: limit === 90 ? 'validation.latitude' : 'validation.longitude',
    });

/** Every User field of SPEC.md §3 a person edits on `/user/profile`. */
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

/** The multipart body of update_profile: every field ('' clears it), the picture when chosen. */
export function profileFormData(form: ProfileForm, picture: File | null): FormData {
  const data = new FormData();
  for (const field of profileTextFields) data.append(field, form[field]);
  data.append('notification', form.notification ? '1' : '0');
  if (picture) data.append('profile', picture);
  return data;
}
