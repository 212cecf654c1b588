import { ApiError } from '@domus/shared/api';
import { accountMessages, signInErrorMessage, signInErrorMessages } from '@domus/shared/contract';

import ar from '../../../locales/ar.json';
import { createTestI18n } from '../../testing/render-page';
import { accountErrorText, type AccountT } from '../error-text';

const apiError = (status: number, code: string, message = 'Refused') => new ApiError(message, status, code, null);

const english = createTestI18n();
const t = english.getFixedT('en', 'account') as AccountT;

/** The same texts with the Arabic bundle, the page in Arabic. */
function arabicT(): AccountT {
  const i18n = createTestI18n();
  i18n.addResourceBundle('ar', 'account', ar);
  void i18n.changeLanguage('ar');
  return i18n.getFixedT('ar', 'account') as AccountT;
}

describe('accountErrorText', () => {
  it.each([
    ['wrong-password', 'Invalid password. Please enter the correct password.'],
    ['user-not-found', 'user not found'],
    ['email-already-in-use', 'Email already in use.'],
    ['invalid-email', 'Invalid email address.'],
    ['user-disabled', 'User account has been disabled'],
    ['too-many-requests', 'Too many requests, try again later'],
    ['invalid-login-credentials', 'The details entered are incorrect Please enter the correct details and try again.'],
    ['invalid-credential', 'The details entered are incorrect Please enter the correct details and try again.'],
    ['weak-password', 'Password is too weak.'],
    ['quota-exceeded', 'Quota exceeded. Please try again later.'],
    ['invalid-phone-number', 'Invalid phone number. Please enter a valid phone number.'],
    ['registration-failed', 'Registration failed'],
  ])('shows the sign-in text of %s', (code, text) => {
    expect(accountErrorText(apiError(400, code), t)).toBe(text);
  });

  it('shows "An error occurred.:{code}" for a code it does not know', () => {
    expect(accountErrorText(apiError(400, 'strange-failure'), t)).toBe('An error occurred.:strange-failure');
    expect(accountErrorText({ code: 'auth/strange-failure' }, t)).toBe('An error occurred.:auth/strange-failure');
  });

  it('tells a deactivated account to contact the admin', () => {
    expect(accountErrorText(apiError(401, 'accountDeactivated', 'Account deactivated'), t)).toBe(
      'Your account has been deactivated. Please contact the admin.',
    );
  });

  it('shows "Too many requests, try again later" for a 429', () => {
    expect(accountErrorText(apiError(429, 'tooManyRequests', 'Slow down'), t)).toBe(
      'Too many requests, try again later',
    );
  });

  it("keeps the API's own message for other refusals", () => {
    expect(accountErrorText(apiError(403, 'forbidden', 'This action is not allowed in demo mode.'), t)).toBe(
      'This action is not allowed in demo mode.',
    );
    expect(accountErrorText(apiError(409, 'conflict', 'This listing was changed meanwhile.'), t)).toBe(
      'This listing was changed meanwhile.',
    );
    expect(accountErrorText(apiError(0, 'network', 'Network error: the server could not be reached.'), t)).toBe(
      'Network error: the server could not be reached.',
    );
  });

  it('maps the firebase SDK codes through the same table', () => {
    expect(accountErrorText({ code: 'auth/popup-closed-by-user' }, t)).toBe(
      'The sign-in popup was closed before finishing.',
    );
  });

  it('falls back to the contract text when a key is missing', () => {
    const bare = createTestI18n();
    bare.removeResourceBundle('en', 'account');
    const fallback = bare.getFixedT('en', 'account') as AccountT;
    expect(accountErrorText(apiError(400, 'wrong-password'), fallback)).toBe(signInErrorMessages['wrong-password']);
    expect(accountErrorText(apiError(400, 'strange-failure'), fallback)).toBe('An error occurred.:strange-failure');
    expect(accountErrorText(apiError(401, 'accountDeactivated'), fallback)).toBe(accountMessages.accountDeactivated);
  });
});

describe('account error texts', () => {
  const codes = Object.keys(signInErrorMessages);

  it('say the unknown code as the contract does', () => {
    expect(english.t('errors.unknownCode', { ns: 'account', code: 'strange-failure' })).toBe(
      signInErrorMessage('strange-failure'),
    );
  });

  it("have a key for every sign-in code, its English the contract's, and an Arabic text for each", () => {
    // "." and ":" would split an i18next key.
    expect(codes.filter((code) => /[.:]/.test(code))).toEqual([]);
    // No default given: the English the remote registers (and the API serves) holds them.
    for (const code of codes)
      expect(english.t(`errors.signIn.${code}`, { ns: 'account' })).toBe(signInErrorMessage(code));
    expect(Object.keys(ar.errors.signIn).sort()).toEqual([...codes].sort());
    expect(Object.keys(ar.errors.account).sort()).toEqual(Object.keys(accountMessages).sort());
  });

  it('show in Arabic when the page is in Arabic', () => {
    const tAr = arabicT();
    expect(accountErrorText({ code: 'auth/popup-closed-by-user' }, tAr)).toBe(ar.errors.signIn['popup-closed-by-user']);
    expect(accountErrorText(apiError(401, 'wrong-password'), tAr)).toBe(ar.errors.signIn['wrong-password']);
    expect(accountErrorText(apiError(429, 'tooManyRequests', 'Slow down'), tAr)).toBe(
      ar.errors.signIn['too-many-requests'],
    );
    expect(accountErrorText(apiError(401, 'accountDeactivated', 'Account deactivated'), tAr)).toBe(
      ar.errors.account.accountDeactivated,
    );
    expect(accountErrorText(apiError(403, 'forbidden', accountMessages.demoMode), tAr)).toBe(
      ar.errors.account.demoMode,
    );
    expect(accountErrorText(apiError(400, 'strange-failure'), tAr)).toBe('حدث خطأ: \u2068strange-failure\u2069');
    // A message of the server's own stays as it is.
    expect(accountErrorText(apiError(409, 'conflict', 'Something the API said.'), tAr)).toBe('Something the API said.');
    for (const code of codes)
      expect(ar.errors.signIn[code as keyof typeof ar.errors.signIn]).toMatch(/[\u0600-\u06ff]/);
  });
});
