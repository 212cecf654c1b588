import { currencySymbolOf, formatAmount } from '@domus/shared/format';
import { useSettings } from '@domus/shared/settings';
import { useCallback } from 'react';

/**
 * An amount of the calculator: the site's currency symbol and always two decimals. Never
 * shortened with the number-suffix setting: a repayment plan is read to the cent.
 */
export function useMoney() {
  const settings = useSettings();
  return useCallback((amount: number) => `${currencySymbolOf(settings)}${formatAmount(amount)}`, [settings]);
}
