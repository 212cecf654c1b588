import { mortgageMessages } from '@domus/shared/contract';
import { useCallback } from 'react';
import { useTranslation } from '@domus/shared/i18n';

const keyOfText = new Map<string, string>(Object.entries(mortgageMessages).map(([key, text]) => [text, key]));

/**
 * A calculator message of the contract (form validation, the API's reply) in the reader's
 * language; other texts (the package reasons of the API) show as they come.
 */
export function useMortgageMessage() {
  const { t } = useTranslation('tools');
  return useCallback(
    (text: string | undefined) => {
      if (!text) return undefined;
      const key = keyOfText.get(text);
      return key ? t(`messages.${key}`, { defaultValue: text }) : text;
    },
    [t],
  );
}
