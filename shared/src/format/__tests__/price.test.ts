import { formatAmount, formatAmountWithSuffix, formatPrice, suffixStepsFor } from '..';

const withSuffix = (code: string, symbol: string) => ({
  currency_symbol: symbol,
  number_with_suffix: '1',
  selected_currency_data: { code, symbol },
});

describe('amounts', () => {
  it('shows cents only when an amount has them, never ".00"', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(1234.056)).toBe('1,234.06');
    expect(formatAmount(7)).toBe('7');
    expect(formatAmount(6.999)).toBe('7');
    expect(formatAmount('2500000')).toBe('2,500,000');
  });

  it('shows nothing for an amount that is not a number', () => {
    expect(formatAmount('abc')).toBe('');
    expect(formatAmount(undefined)).toBe('');
  });
});

describe('number suffix', () => {
  it('uses K, L and Cr for INR, BDT, NPR, PKR and LKR', () => {
    for (const code of ['INR', 'BDT', 'NPR', 'PKR', 'LKR']) {
      expect(formatAmountWithSuffix(2500, code)).toBe('2.5K');
      expect(formatAmountWithSuffix(150000, code)).toBe('1.5L');
      expect(formatAmountWithSuffix(25000000, code)).toBe('2.5Cr');
    }
  });

  it('uses 万 and 億 for JPY, CNY and KRW', () => {
    for (const code of ['JPY', 'CNY', 'KRW']) {
      expect(formatAmountWithSuffix(35000, code)).toBe('3.5万');
      expect(formatAmountWithSuffix(120000000, code)).toBe('1.2億');
      expect(formatAmountWithSuffix(9000, code)).toBe('9,000');
    }
  });

  it('uses K, M and B for all other currencies', () => {
    expect(formatAmountWithSuffix(2500, 'USD')).toBe('2.5K');
    expect(formatAmountWithSuffix(1500000, 'EUR')).toBe('1.5M');
    expect(formatAmountWithSuffix(3200000000, 'GBP')).toBe('3.2B');
    expect(suffixStepsFor(undefined).map((step) => step.suffix)).toEqual(['B', 'M', 'K']);
  });

  it('shows amounts below the first suffix whole', () => {
    expect(formatAmountWithSuffix(999, 'USD')).toBe('999');
  });

  it('moves to the next suffix when rounding reaches it', () => {
    expect(formatAmountWithSuffix(999999, 'USD')).toBe('1M');
    expect(formatAmountWithSuffix(99999, 'INR')).toBe('1L');
  });

  it('matches the currency code whatever its case', () => {
    expect(formatAmountWithSuffix(150000, 'inr')).toBe('1.5L');
  });
});

describe('formatPrice', () => {
  it('puts the currency symbol before the number', () => {
    expect(formatPrice(1234.5, { currency_symbol: '$', number_with_suffix: '0' })).toBe('$1,234.50');
  });

  it('applies the suffix only when the number-suffix setting is on', () => {
    expect(formatPrice(1500000, withSuffix('USD', '$'))).toBe('$1.5M');
    expect(formatPrice(1500000, { ...withSuffix('USD', '$'), number_with_suffix: '0' })).toBe('$1,500,000');
  });

  it('uses the suffix of the selected currency', () => {
    expect(formatPrice(25000000, withSuffix('INR', '₹'))).toBe('₹2.5Cr');
    expect(formatPrice(35000, withSuffix('JPY', '¥'))).toBe('¥3.5万');
  });

  it("falls back to the selected currency's symbol", () => {
    expect(formatPrice(10, { selected_currency_data: { code: 'EUR', symbol: '€' } })).toBe('€10');
  });

  it('shows the amount alone while settings are loading', () => {
    expect(formatPrice(10, undefined)).toBe('10');
  });

  it('keeps the minus sign before the symbol', () => {
    expect(formatPrice(-5, { currency_symbol: '$' })).toBe('-$5');
  });
});

describe('prices read as people write them', () => {
  it('drops zeros a suffix does not need and keeps those that carry a figure', () => {
    expect(formatAmountWithSuffix(300_000, 'USD')).toBe('300K');
    expect(formatAmountWithSuffix(4_620, 'USD')).toBe('4.62K');
    expect(formatAmountWithSuffix(1_050_000, 'USD')).toBe('1.05M');
  });

  it('shows a whole price without cents and one with cents with both figures', () => {
    expect(formatPrice(840, { currency_symbol: '$' })).toBe('$840');
    expect(formatPrice(840.5, { currency_symbol: '$' })).toBe('$840.50');
  });
});
