import { contactMessages, listingMessages, savedSearchMessages, seoWarningMessages } from '@domus/shared/contract';
import { useCallback } from 'react';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';

const keyOfText = new Map<string, string>([
  ...Object.entries(listingMessages).map(([key, text]) => [text, `messages.${key}`] as const),
  ...Object.entries(seoWarningMessages).map(([key, text]) => [text, `seo.${key}`] as const),
  ...Object.entries(contactMessages).map(([key, text]) => [text, `contact.messages.${key}`] as const),
  ...Object.entries(savedSearchMessages).map(([key, text]) => [text, `savedSearches.messages.${key}`] as const),
]);

/**
 * Shows a message of the contract (listingMessages, seoWarningMessages, contactMessages, savedSearchMessages)
 * through the `listings`
 * namespace: a translation can override it, English falls back to the contract's own text.
 * Keys of the forms' own rules (`validation.*`) are translated; other texts (the API's replies)
 * show as they are.
 */
export function useMessageText() {
  const { t } = useTranslation('listings');
  return useCallback(
    (text: string) => {
      const key = keyOfText.get(text);
      if (key) return t(key, { defaultValue: text });
      // The forms' own rules name an i18n key of this namespace.
      return text.startsWith('validation.') ? t(text) : text;
    },
    [t],
  );
}

/**
 * What a failed call tells the reader in the page's language: a contract message translated
 * through the `listings` namespace, else the API's words (English) or, in another language,
 * what the failure's code means (useApiErrorText).
 */
export function useFailureText() {
  const { t } = useTranslation('listings');
  const errorText = useApiErrorText();
  return useCallback(
    (error: unknown) =>
      errorText(error, (message) => {
        const key = keyOfText.get(message);
        return key ? t(key, { defaultValue: message }) : undefined;
      }),
    [t, errorText],
  );
}
