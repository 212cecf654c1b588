import { formatMoney } from '../money';

const settings = {
  currency_symbol: '$',
  number_with_suffix: '1',
  selected_currency_data: { code: 'USD', symbol: '$' },
};

describe('formatMoney', () => {
  it('shows two decimals with the site currency symbol', () => {
    expect(formatMoney(49, 'USD', settings)).toBe('$49');
    expect(formatMoney(1234.5, 'usd', settings)).toBe('$1,234.50');
  });

  it('never shortens a payment amount, even with the suffix setting on', () => {
    expect(formatMoney(1_500_000, 'USD', settings)).toBe('$1,500,000');
  });

  it('shows the currency code when the amount is in another currency', () => {
    expect(formatMoney(20, 'EUR', settings)).toBe('20 EUR');
  });

  it('falls back to the code when the settings have no symbol', () => {
    expect(formatMoney(20, 'EUR', undefined)).toBe('20 EUR');
  });
});
