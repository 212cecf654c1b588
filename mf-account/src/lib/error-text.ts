import { ApiError } from '@domus/shared/api';
import { accountMessages, errorCodes, signInErrorMessage, signInErrorMessages } from '@domus/shared/contract';
import { apiErrorText, i18n } from '@domus/shared/i18n';
import type { TFunction } from 'i18next';

/** The `t` of the `account` namespace (useTranslation('account')). */
export type AccountT = TFunction<'account'>;

type AccountMessage = keyof typeof accountMessages;

/** accountMessages text -> its key, to translate an API refusal that says one of them. */
const accountMessageOfText = new Map(
  Object.entries(accountMessages).map(([key, text]) => [text as string, key as AccountMessage]),
);

/**
 * The text of a sign-in code (`auth/` prefix allowed) in the page's language: the `errors.signIn.*`
 * keys, whose English is the contract's (signInErrorMessages); an unknown code shows "An error
 * occurred.:{code}".
 */
export function signInErrorText(code: string, t: AccountT): string {
  const bare = code.startsWith('auth/') ? code.slice('auth/'.length) : code;
  if (Object.hasOwn(signInErrorMessages, bare)) {
    return t(`errors.signIn.${bare}`, { defaultValue: signInErrorMessage(bare) });
  }
  return t('errors.unknownCode', { code, defaultValue: signInErrorMessage(code) });
}

/** An accountMessages text in the page's language (`errors.account.*`, English is the contract's text). */
export function accountMessageText(key: AccountMessage, t: AccountT): string {
  return t(`errors.account.${key}`, { defaultValue: accountMessages[key] });
}

/**
 * What a failed account call tells the user, in the page's language (`t` of the `account`
 * namespace). Sign-in codes show their signInErrorMessages texts (an unknown code shows "An error
 * occurred.:{code}"); a deactivated account is told to contact the admin; other API refusals
 * carry a message of their own: one of accountMessages is translated, another shows as the API
 * wrote it on an English page and by its kind in another language (apiErrorText).
 */
export function accountErrorText(error: unknown, t: AccountT): string {
  if (error instanceof ApiError) {
    if (error.code === 'accountDeactivated') return accountMessageText('accountDeactivated', t);
    if (error.code === 'tooManyRequests') return signInErrorText('too-many-requests', t);
    if (error.code === 'network' || error.code === 'http' || Object.hasOwn(errorCodes, error.code)) {
      const known = accountMessageOfText.get(error.message);
      return known ? accountMessageText(known, t) : apiErrorText(error, i18n);
    }
    return signInErrorText(error.code, t);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) return signInErrorText(code, t);
  return error instanceof Error ? error.message : String(error);
}
