/* The mortgage calculator's texts without zod, for the bundles that show them without the contract's schemas. */

/** The calculator's texts, in English (the form of mf-tools shows the same ones). */
export const mortgageMessages = {
  loanAmountRequired: 'Enter the property price',
  interestRateRequired: 'Enter the interest rate',
  loanTermRequired: 'Enter the loan term in years',
  notANumber: 'Enter a number, such as 250000 or 6.5',
  negativeAmount: 'The amount cannot be negative',
  amountTooLarge: 'The amount can be at most 100,000,000,000',
  interestRateRange: 'The interest rate must be from 0 to 100%',
  loanTermRange: 'The loan term must be a whole number of years from 1 to 50',
  downPaymentAboveLoan: 'The down payment cannot be more than the property price',
  /** Not a failure: the down payment covers the whole price, so there is nothing to repay. */
  nothingBorrowed: 'The down payment covers the whole price: there is nothing to borrow',
} as const;
