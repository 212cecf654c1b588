import { isValidEmail, isValidPhone, otpRules, passwordMaxLength, passwordMinLength } from '@domus/shared/contract';
import { z } from 'zod';

/*
 * Field rules of the account forms (docs/SPEC.md §5). Messages are keys of the `account`
 * namespace (`validation.*`); the form shows them translated next to the field.
 */

export const nameRule = z.string().trim().min(1, 'validation.nameRequired').max(100, 'validation.tooLong');
export const emailRule = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .refine((email) => email === '' || isValidEmail(email), 'validation.emailInvalid');
export const phoneRule = z
  .string()
  .trim()
  .min(1, 'validation.phoneRequired')
  .refine((phone) => phone === '' || isValidPhone(phone), 'validation.phoneInvalid');
export const optionalPhoneRule = z
  .string()
  .trim()
  .refine((phone) => phone === '' || isValidPhone(phone), 'validation.phoneInvalid');
export const passwordRule = z
  .string()
  .min(1, 'validation.passwordRequired')
  .min(passwordMinLength, 'validation.passwordTooShort')
  .max(passwordMaxLength, 'validation.tooLong');
export const otpRule = z
  .string()
  .trim()
  .min(1, 'validation.otpRequired')
  .regex(new RegExp(`^\\d{${otpRules.length}}$`), 'validation.otpFormat');

type PasswordPair = { password?: unknown; re_password?: unknown };

/**
 * A new password entered twice: both entries must match ("Passwords do not match"), said
 * as soon as both are typed, whatever the other fields hold.
 */
const withConfirmation = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object({ ...shape, password: passwordRule, re_password: z.string().min(1, 'validation.confirmRequired') })
    .refine((form) => (form as PasswordPair).password === (form as PasswordPair).re_password, {
      message: 'validation.passwordsDoNotMatch',
      path: ['re_password'],
      when: ({ value }) => {
        const pair = (value ?? {}) as PasswordPair;
        return typeof pair.password === 'string' && typeof pair.re_password === 'string' && pair.re_password !== '';
      },
    });

export const emailSignInForm = z.object({
  email: emailRule,
  password: z.string().min(1, 'validation.passwordRequired'),
});
export type EmailSignInForm = z.infer<typeof emailSignInForm>;

export const registerForm = withConfirmation({ name: nameRule, email: emailRule });
export type RegisterForm = z.infer<typeof registerForm>;

export const phoneAddressForm = z.object({ address: phoneRule });
export const emailAddressForm = z.object({ address: emailRule });
export type OtpAddressForm = { address: string };

export const otpCodeForm = z.object({ otp: otpRule });
export type OtpCodeForm = z.infer<typeof otpCodeForm>;

export const newAccountNameForm = z.object({ name: nameRule });
export type NewAccountNameForm = z.infer<typeof newAccountNameForm>;

export const forgotPasswordForm = z.object({ email: emailRule });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

export const resetPasswordForm = withConfirmation({ otp: otpRule });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;
