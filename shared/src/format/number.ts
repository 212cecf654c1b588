/** Settings fields that decide how a price reads (a subset of `web-settings`). */
export interface PriceSettings {
  currency_symbol?: string | null;
  number_with_suffix?: string | number | boolean | null;
  selected_currency_data?: { code?: string | null; symbol?: string | null } | null;
}

interface SuffixStep {
  readonly value: number;
  readonly suffix: string;
}

const southAsianSteps: readonly SuffixStep[] = [
  { value: 1e7, suffix: 'Cr' },
  { value: 1e5, suffix: 'L' },
  { value: 1e3, suffix: 'K' },
];
const eastAsianSteps: readonly SuffixStep[] = [
  { value: 1e8, suffix: '億' },
  { value: 1e4, suffix: '万' },
];
const westernSteps: readonly SuffixStep[] = [
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
];

const southAsianCurrencies = new Set(['INR', 'BDT', 'NPR', 'PKR', 'LKR']);
const eastAsianCurrencies = new Set(['JPY', 'CNY', 'KRW']);

/** The suffix ladder a currency uses: lakh and crore, 万 and 億, or thousand, million, billion. */
export function suffixStepsFor(currencyCode: string | null | undefined): readonly SuffixStep[] {
  const code = (currencyCode ?? '').trim().toUpperCase();
  if (southAsianCurrencies.has(code)) return southAsianSteps;
  if (eastAsianCurrencies.has(code)) return eastAsianSteps;
  return westernSteps;
}

const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A number or numeric text as a finite number, or undefined. */
export function toAmount(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * An amount with thousands separators, its cents only when it has any (never ".00"):
 * 1234.5 -> "1,234.50", 840 -> "840".
 */
export function formatAmount(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  if (amount === undefined) return '';
  return round2(amount) % 1 === 0 ? upToTwoDecimals.format(amount) : withCents.format(amount);
}

/**
 * An amount shortened with the suffix of its currency, to two decimals at most (trailing
 * zeros dropped): 1500000 INR -> "15L", 1500000 USD -> "1.5M", 4620 USD -> "4.62K", 20000 JPY -> "2万".
 */
export function formatAmountWithSuffix(
  value: number | string | null | undefined,
  currencyCode?: string | null,
): string {
  const amount = toAmount(value);
  if (amount === undefined) return '';
  const magnitude = Math.abs(amount);
  const steps = suffixStepsFor(currencyCode);
  const index = steps.findIndex((candidate) => magnitude >= candidate.value);
  const natural = steps[index];
  if (!natural) return formatAmount(amount);
  const larger = steps[index - 1];
  // 999,999 would round to "1,000K": it reads "1M" instead.
  const step = larger && round2(magnitude / natural.value) >= larger.value / natural.value ? larger : natural;
  return `${upToTwoDecimals.format(amount / step.value)}${step.suffix}`;
}

export function isSuffixEnabled(settings: PriceSettings | null | undefined): boolean {
  const flag = settings?.number_with_suffix;
  return flag === true || flag === 1 || flag === '1';
}

/** The currency symbol of the settings: `currency_symbol`, else the selected currency's symbol. */
export function currencySymbolOf(settings: PriceSettings | null | undefined): string {
  return settings?.currency_symbol || settings?.selected_currency_data?.symbol || '';
}

/** A price as shown everywhere: currency symbol + amount, shortened when the suffix setting is on. */
export function formatPrice(
  value: number | string | null | undefined,
  settings: PriceSettings | null | undefined,
): string {
  const number = isSuffixEnabled(settings)
    ? formatAmountWithSuffix(value, settings?.selected_currency_data?.code)
    : formatAmount(value);
  if (number === '') return '';
  const symbol = currencySymbolOf(settings);
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}
