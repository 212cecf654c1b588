import { priceLabelParts, rentPeriodOf } from '../price-label';

const settings = {
  currency_symbol: '₹',
  number_with_suffix: '1',
  selected_currency_data: { code: 'INR', symbol: '₹' },
};

describe('price label', () => {
  it('shows a sale price by the suffix rule of the currency', () => {
    expect(priceLabelParts({ price: 25000000, property_type: 'sell' }, settings)).toEqual({ price: '₹2.5Cr' });
  });

  it('adds the rent period for rentals', () => {
    expect(priceLabelParts({ price: 45000, property_type: 'rent', rentduration: 'Monthly' }, settings)).toEqual({
      price: '₹45K',
      period: 'month',
    });
  });

  it('shows no period for a sale even when a rent duration is stored', () => {
    expect(
      priceLabelParts({ price: 100, property_type: 'sell', rentduration: 'Yearly' }, settings).period,
    ).toBeUndefined();
  });

  it('knows the four rent durations of the spec', () => {
    expect(['Daily', 'Monthly', 'Quarterly', 'Yearly'].map(rentPeriodOf)).toEqual(['day', 'month', 'quarter', 'year']);
    expect(rentPeriodOf('weekly')).toBeUndefined();
  });
});
