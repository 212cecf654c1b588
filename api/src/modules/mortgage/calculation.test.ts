import { calculateMortgage, monthlyInstalmentCents } from './calculation';

const cents = (amount: number) => Math.round(amount * 100);
const months = (result: ReturnType<typeof calculateMortgage>) =>
  result.yearly_totals.flatMap((year) => year.monthly_totals);

describe('calculateMortgage', () => {
  // Wikipedia, "Mortgage calculator" (monthly payment formula): "a home loan of $200,000 with a
  // fixed yearly interest rate of 6.5% for 30 years ... the fixed monthly payment c equals $1,264.14".
  const published = calculateMortgage({ loanAmount: 200_000, downPayment: 0, annualRatePercent: 6.5, years: 30 });

  it('gives the published instalment: 200,000 at 6.5% over 30 years is 1,264.14 a month', () => {
    expect(published.main_total.monthly_emi).toBe(1264.14);
    expect(published.main_total.principal_amount).toBe(200_000);
  });

  it('pays the instalment every month but the last, which clears the balance to exactly 0', () => {
    const all = months(published);
    expect(all).toHaveLength(360);
    for (const month of all.slice(0, -1)) {
      expect(cents(month.principal_amount) + cents(month.payable_interest)).toBe(126_414);
    }
    const last = all.at(-1)!;
    expect(last.remaining_balance).toBe(0);
    // The exact instalment is 1,264.136…: rounded up, every month repays a little more, so the
    // last payment is smaller, here by 4.58. Bound: half a cent per month grown at the loan's
    // rate, ((1+r)^n − 1)/r × 0.5¢, plus half a cent of interest rounding per month.
    const lastPayment = cents(last.principal_amount) + cents(last.payable_interest);
    expect(lastPayment).toBe(126_414 - 458);
    const r = 0.065 / 12;
    expect(126_414 - lastPayment).toBeLessThan((((1 + r) ** 360 - 1) / r) * 0.5 + 360 * 0.5);
    expect(published.yearly_totals.at(-1)!.remaining_balance).toBe(0);
  });

  it('adds up: principal parts to the principal, interest parts to the payable interest, and the total', () => {
    const { main_total, yearly_totals } = published;
    const principalPaid = yearly_totals.reduce((sum, year) => sum + cents(year.principal_amount), 0);
    const interestPaid = yearly_totals.reduce((sum, year) => sum + cents(year.interest_paid), 0);
    expect(principalPaid).toBe(cents(main_total.principal_amount));
    expect(interestPaid).toBe(cents(main_total.payable_interest));
    const monthlyInterest = months(published).reduce((sum, month) => sum + cents(month.payable_interest), 0);
    expect(monthlyInterest).toBe(interestPaid);
    expect(cents(main_total.total_amount)).toBe(
      cents(main_total.down_payment) + cents(main_total.principal_amount) + cents(main_total.payable_interest),
    );
    // 360 instalments of 1,264.14 less 200,000 is 255,090.40, less what the last payment saves (4.58).
    expect(main_total.payable_interest).toBe(255_085.82);
  });

  it('runs a year per row with months 1 to 12 and the balance after each', () => {
    const [first] = published.yearly_totals;
    expect(published.yearly_totals).toHaveLength(30);
    expect(first!.year).toBe(1);
    expect(first!.monthly_totals.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // First month: 200,000 × 6.5% / 12 = 1,083.33 interest; the rest of 1,264.14 repays principal.
    expect(first!.monthly_totals[0]).toEqual({
      month: 1,
      payable_interest: 1083.33,
      principal_amount: 180.81,
      remaining_balance: 199_819.19,
    });
    expect(first!.remaining_balance).toBe(first!.monthly_totals[11]!.remaining_balance);
  });

  it('subtracts the down payment and counts it in the total', () => {
    const result = calculateMortgage({ loanAmount: 250_000, downPayment: 50_000, annualRatePercent: 6.5, years: 30 });
    expect(result.main_total).toMatchObject({ principal_amount: 200_000, down_payment: 50_000, monthly_emi: 1264.14 });
    expect(result.main_total.total_amount).toBeCloseTo(50_000 + 200_000 + result.main_total.payable_interest, 2);
  });

  it('without interest splits the principal evenly, the last month taking the odd cents', () => {
    const result = calculateMortgage({ loanAmount: 1000, downPayment: 0, annualRatePercent: 0, years: 1 });
    expect(result.main_total).toEqual({
      principal_amount: 1000,
      down_payment: 0,
      payable_interest: 0,
      monthly_emi: 83.33,
      total_amount: 1000,
    });
    const all = months(result);
    expect(all.slice(0, -1).every((month) => month.principal_amount === 83.33)).toBe(true);
    expect(all.at(-1)).toEqual({ month: 12, principal_amount: 83.37, payable_interest: 0, remaining_balance: 0 });
  });

  it('with nothing borrowed (down payment = loan amount) has no instalment and no schedule', () => {
    const result = calculateMortgage({ loanAmount: 90_000, downPayment: 90_000, annualRatePercent: 5, years: 20 });
    expect(result.main_total).toEqual({
      principal_amount: 0,
      down_payment: 90_000,
      payable_interest: 0,
      monthly_emi: 0,
      total_amount: 90_000,
    });
    expect(result.yearly_totals).toEqual([]);
  });

  it('never lets a tiny loan go below 0 before its last month', () => {
    const result = calculateMortgage({ loanAmount: 1, downPayment: 0, annualRatePercent: 0, years: 50 });
    const all = months(result);
    expect(all.every((month) => month.remaining_balance >= 0)).toBe(true);
    expect(all.reduce((sum, month) => sum + cents(month.principal_amount), 0)).toBe(100);
    expect(all.at(-1)!.remaining_balance).toBe(0);
  });

  it('rounds the instalment formula to the cent', () => {
    expect(monthlyInstalmentCents(20_000_000, 0.065 / 12, 360)).toBe(126_414);
    expect(monthlyInstalmentCents(0, 0.01, 12)).toBe(0);
    expect(monthlyInstalmentCents(1200, 0, 12)).toBe(100);
  });
});
