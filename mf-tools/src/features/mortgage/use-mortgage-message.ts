import { useCallback } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import { keyOfContractText } from '../../lib/english';

/**
 * A calculator message of the contract (form validation, the API's reply) in the reader's
 * language; other texts (the package reasons of the API) show as they come.
 */
export function useMortgageMessage() {
  const { t } = useTranslation('tools');
  return useCallback(
    (text: string | undefined) => {
      if (!text) return undefined;
      const key = keyOfContractText.get(text);
      return key ? t(key, { defaultValue: text }) : text;
    },
    [t],
  );
}
