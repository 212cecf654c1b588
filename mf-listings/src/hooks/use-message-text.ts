import { contactMessages, listingMessages, seoWarningMessages } from '@domus/shared/contract';
import { useCallback } from 'react';
import { useTranslation } from '@domus/shared/i18n';

const keyOfText = new Map<string, string>([
  ...Object.entries(listingMessages).map(([key, text]) => [text, `messages.${key}`] as const),
  ...Object.entries(seoWarningMessages).map(([key, text]) => [text, `seo.${key}`] as const),
  ...Object.entries(contactMessages).map(([key, text]) => [text, `contact.messages.${key}`] as const),
]);

/**
 * Shows a message of the contract (listingMessages, seoWarningMessages, contactMessages) through the `listings`
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
