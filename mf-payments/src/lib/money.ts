import { currencySymbolOf, formatAmount, type PriceSettings } from '@domus/shared/format';

/**
 * An amount as a payment shows it: always two decimals, never shortened with a suffix. The
 * settings' symbol stands for the site's currency; another currency shows its code.
 */
export function formatMoney(amount: number, currency: string, settings: PriceSettings | null | undefined): string {
  const number = formatAmount(amount);
  const siteCode = settings?.selected_currency_data?.code ?? '';
  const symbol = currencySymbolOf(settings);
  const isSiteCurrency = !currency || !siteCode || currency.toUpperCase() === siteCode.toUpperCase();
  if (symbol && isSiteCurrency) return `${symbol}${number}`;
  return currency ? `${number} ${currency}` : number;
}
