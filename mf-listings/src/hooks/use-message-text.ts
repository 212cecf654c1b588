import { useCallback } from 'react';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';

import { keyOfContractText } from '../lib/english';

/**
 * Shows a message of the contract through the `listings` namespace, at the key
 * locales/contract-texts.json gives it: a translation can override it, English falls back to
 * the contract's own text. Keys of the forms' own rules (`validation.*`) are translated; other
 * texts (the API's replies) show as they are.
 */
export function useMessageText() {
  const { t } = useTranslation('listings');
  return useCallback(
    (text: string) => {
      const key = keyOfContractText.get(text);
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
        const key = keyOfContractText.get(message);
        return key ? t(key, { defaultValue: message }) : undefined;
      }),
    [t, errorText],
  );
}
