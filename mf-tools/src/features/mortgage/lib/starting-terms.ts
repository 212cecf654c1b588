import type { MortgageCalculatorQuery } from '@domus/shared/contract';

/** The calculator's fields as typed (text), before the schema reads them. */
export type TypedTerms = Required<
  Pick<MortgageCalculatorQuery, 'loan_amount' | 'down_payment' | 'interest_rate' | 'loan_term_years'>
>;

/** A common fixed rate and term, for a first figure without typing them. */
export const usualRatePercent = '6.5';
export const usualTermYears = '25';
/** The share of the price lenders commonly ask as a down payment. */
const usualDownPaymentShare = 0.2;

/**
 * The fields the calculator opens with: a usual rate and term, and, when it is opened from a
 * listing (`?price=`), that price with a fifth of it as the down payment. A price that is not a
 * positive number is ignored.
 */
export function startingTerms(search: URLSearchParams): { terms: TypedTerms; fromListing: boolean } {
  const price = Number(search.get('price') ?? '');
  const fromListing = Number.isFinite(price) && price > 0 && price <= 100_000_000_000;
  return {
    fromListing,
    terms: {
      loan_amount: fromListing ? String(Math.round(price)) : '',
      down_payment: fromListing ? String(Math.round(price * usualDownPaymentShare)) : '',
      interest_rate: usualRatePercent,
      loan_term_years: usualTermYears,
    },
  };
}
