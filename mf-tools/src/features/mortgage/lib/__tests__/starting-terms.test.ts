import { startingTerms } from '../starting-terms';

describe('startingTerms', () => {
  it('opens with a usual rate and term and no price of its own', () => {
    expect(startingTerms(new URLSearchParams())).toEqual({
      fromListing: false,
      terms: { loan_amount: '', down_payment: '', interest_rate: '6.5', loan_term_years: '25' },
    });
  });

  it("takes a listing's price, with a fifth of it down", () => {
    expect(startingTerms(new URLSearchParams('price=300000'))).toEqual({
      fromListing: true,
      terms: { loan_amount: '300000', down_payment: '60000', interest_rate: '6.5', loan_term_years: '25' },
    });
    expect(startingTerms(new URLSearchParams('price=250000.5')).terms.down_payment).toBe('50000');
  });

  it('ignores a price that is not a positive amount', () => {
    for (const price of ['', 'abc', '0', '-5', '1e20', 'Infinity']) {
      expect(startingTerms(new URLSearchParams({ price })).fromListing).toBe(false);
    }
  });
});
