import { passwordsDoNotMatchMessage, passwordTooShortMessage } from '@domus/shared/contract';

import { createTestI18n } from '../../testing/render-page';
import { emailSignInForm, registerForm, resetPasswordForm } from '../form-rules';

/** A message key of the form rules, as the form shows it in English. */
const shown = (key: string) => createTestI18n().t(key, { ns: 'account' });

/** The first message of each field, as the form shows it. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
};

describe('account form rules', () => {
  const valid = { name: 'Ana', email: 'ana@example.test', password: 'secret1', re_password: 'secret1' };

  it('accepts a complete registration', () => {
    expect(registerForm.safeParse(valid).success).toBe(true);
  });

  it('says "Passwords do not match" under the confirmation when entries differ', () => {
    expect(messages(registerForm.safeParse({ ...valid, re_password: 'secret2' }))).toEqual({
      re_password: 'validation.passwordsDoNotMatch',
    });
    expect(shown('validation.passwordsDoNotMatch')).toBe(passwordsDoNotMatchMessage);
  });

  it('asks for at least 6 characters', () => {
    expect(messages(registerForm.safeParse({ ...valid, password: 'abc12', re_password: 'abc12' }))).toEqual({
      password: 'validation.passwordTooShort',
    });
    expect(shown('validation.passwordTooShort')).toBe(passwordTooShortMessage);
  });

  it('checks the e-mail format and the name', () => {
    expect(messages(registerForm.safeParse({ ...valid, name: ' ', email: 'ana@' }))).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailInvalid',
    });
  });

  it('needs the 6-digit code and matching passwords to reset a password', () => {
    expect(messages(resetPasswordForm.safeParse({ otp: '', password: 'secret1', re_password: 'secret9' }))).toEqual({
      otp: 'validation.otpRequired',
      re_password: 'validation.passwordsDoNotMatch',
    });
    expect(messages(resetPasswordForm.safeParse({ otp: '12ab', password: 'secret1', re_password: 'secret1' }))).toEqual(
      {
        otp: 'validation.otpFormat',
      },
    );
  });

  it('needs an e-mail and a password to sign in', () => {
    expect(messages(emailSignInForm.safeParse({ email: '', password: '' }))).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });

  it('has a text for every message key', () => {
    const keys = [
      'passwordsDoNotMatch',
      'passwordTooShort',
      'otpRequired',
      'otpFormat',
      'emailInvalid',
      'nameRequired',
    ];
    for (const key of keys) expect(shown(`validation.${key}`)).not.toBe(`validation.${key}`);
  });
});
