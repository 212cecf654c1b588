import { ApiError } from '@domus/shared/api';

import { accountErrorText } from '../error-text';

const apiError = (status: number, code: string, message = 'Refused') => new ApiError(message, status, code, null);

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
    expect(accountErrorText(apiError(400, code))).toBe(text);
  });

  it('shows "An error occurred.:{code}" for a code it does not know', () => {
    expect(accountErrorText(apiError(400, 'strange-failure'))).toBe('An error occurred.:strange-failure');
  });

  it('tells a deactivated account to contact the admin', () => {
    expect(accountErrorText(apiError(401, 'accountDeactivated', 'Account deactivated'))).toBe(
      'Your account has been deactivated. Please contact the admin.',
    );
  });

  it('shows "Too many requests, try again later" for a 429', () => {
    expect(accountErrorText(apiError(429, 'tooManyRequests', 'Slow down'))).toBe('Too many requests, try again later');
  });

  it("keeps the API's own message for other refusals", () => {
    expect(accountErrorText(apiError(403, 'forbidden', 'This action is not allowed in demo mode.'))).toBe(
      'This action is not allowed in demo mode.',
    );
    expect(accountErrorText(apiError(0, 'network', 'Network error: the server could not be reached.'))).toBe(
      'Network error: the server could not be reached.',
    );
  });

  it('maps the firebase SDK codes through the same table', () => {
    expect(accountErrorText({ code: 'auth/popup-closed-by-user' })).toBe(
      'The sign-in popup was closed before finishing.',
    );
  });
});
