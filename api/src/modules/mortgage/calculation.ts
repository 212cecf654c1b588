import type { MortgageCalculation, MortgageYear } from '@domus/shared/contract';

export interface MortgageTerms {
  /** The price financed, in currency units. */
  loanAmount: number;
  downPayment: number;
  /** Per year, in percent. */
  annualRatePercent: number;
  years: number;
}

interface Payment {
  interest: number;
  principal: number;
  balance: number;
}

// Everything is worked in whole cents so the schedule adds up exactly; floats only for the EMI formula.
const toCents = (amount: number) => Math.round(amount * 100);
const toAmount = (cents: number) => cents / 100;

/** The standard annuity instalment P·r·(1+r)^n / ((1+r)^n − 1), to the cent; P/n without interest. */
export function monthlyInstalmentCents(principalCents: number, monthlyRate: number, months: number): number {
  if (principalCents === 0) return 0;
  if (monthlyRate === 0) return Math.round(principalCents / months);
  const growth = (1 + monthlyRate) ** months;
  return Math.round((principalCents * monthlyRate * growth) / (growth - 1));
}

/**
 * Month by month: interest is the balance times the monthly rate, rounded to the cent; the rest
 * of the instalment repays principal. The last month repays whatever balance is left, so the
 * rounding of every earlier month lands there and the balance ends at exactly 0.
 */
function schedule(principalCents: number, monthlyRate: number, months: number, instalment: number): Payment[] {
  const payments: Payment[] = [];
  let balance = principalCents;
  for (let month = 1; month <= months; month++) {
    const interest = Math.round(balance * monthlyRate);
    // A tiny loan over many months can be repaid early by rounded-up instalments: never below 0.
    const principal = month === months ? balance : Math.min(balance, Math.max(0, instalment - interest));
    balance -= principal;
    payments.push({ interest, principal, balance });
  }
  return payments;
}

function yearlyTotals(payments: Payment[]): MortgageYear[] {
  const years: MortgageYear[] = [];
  payments.forEach((payment, index) => {
    const month = (index % 12) + 1;
    if (month === 1) {
      years.push({
        year: years.length + 1,
        principal_amount: 0,
        interest_paid: 0,
        remaining_balance: 0,
        monthly_totals: [],
      });
    }
    const year = years.at(-1)!;
    year.principal_amount += payment.principal;
    year.interest_paid += payment.interest;
    year.remaining_balance = payment.balance;
    year.monthly_totals.push({
      month,
      principal_amount: toAmount(payment.principal),
      payable_interest: toAmount(payment.interest),
      remaining_balance: toAmount(payment.balance),
    });
  });
  // Summed in cents above; converted once so no float error accumulates.
  return years.map((year) => ({
    ...year,
    principal_amount: toAmount(year.principal_amount),
    interest_paid: toAmount(year.interest_paid),
    remaining_balance: toAmount(year.remaining_balance),
  }));
}

/**
 * The amortisation of a fixed-rate loan with monthly payments. `total_amount` is what the buyer
 * pays in all: the down payment, the principal and the interest. Nothing borrowed (a down payment
 * equal to the price) gives zero instalments and an empty schedule.
 */
export function calculateMortgage(terms: MortgageTerms): Required<MortgageCalculation> {
  const downPayment = toCents(terms.downPayment);
  const principal = toCents(terms.loanAmount) - downPayment;
  const monthlyRate = terms.annualRatePercent / 12 / 100;
  const months = terms.years * 12;
  const instalment = monthlyInstalmentCents(principal, monthlyRate, months);
  const payments = principal === 0 ? [] : schedule(principal, monthlyRate, months, instalment);
  const interest = payments.reduce((sum, payment) => sum + payment.interest, 0);
  return {
    main_total: {
      principal_amount: toAmount(principal),
      down_payment: toAmount(downPayment),
      payable_interest: toAmount(interest),
      monthly_emi: toAmount(instalment),
      total_amount: toAmount(downPayment + principal + interest),
    },
    yearly_totals: yearlyTotals(payments),
  };
}
