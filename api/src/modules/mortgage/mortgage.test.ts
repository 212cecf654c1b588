import { accountMessages, featureUnavailableMessages, mortgageMessages, packageMessages } from '@domus/shared/contract';
import { seedPackagesAndContent, seedSiteRules } from '../../db/seed/reference-data';
import { createTestUser } from '../../../test/listing-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The calculator needs no listings: only the features and packages, to grant mortgage_calculator_detail.
  t = await startTestApp({ seed: false });
  await seedSiteRules(t.db);
  await seedPackagesAndContent(t.db, new Date());
});
afterAll(() => t.close());

const calculate = (query: string, token?: string) => t.get(`/api/mortgage-calculator?${query}`, token);
const published = 'loan_amount=200000&down_payment=0&interest_rate=6.5&loan_term_years=30';

describe('mortgage-calculator', () => {
  it('answers a visitor with the totals (the published 1,264.14 a month) and no schedule', async () => {
    const { status, body } = await calculate(published);
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(body.data.main_total).toMatchObject({ principal_amount: 200_000, down_payment: 0, monthly_emi: 1264.14 });
    expect(body.data.main_total.total_amount).toBeCloseTo(200_000 + body.data.main_total.payable_interest, 2);
    expect(body.data.yearly_totals).toBeUndefined();
    expect(body.details_allowed).toBe(false);
  });

  it('leaves the schedule out for a visitor asking for it, saying to log in', async () => {
    const { status, body } = await calculate(`${published}&show_all_details=1`);
    expect(status).toBe(200);
    expect(body.data.main_total.monthly_emi).toBe(1264.14);
    expect(body.data.yearly_totals).toBeUndefined();
    expect(body.details_allowed).toBe(false);
    expect(body.message).toBe(accountMessages.notSignedIn);
  });

  it('leaves it out for a member without a package, or whose package lacks the feature', async () => {
    const member = await createTestUser(t);
    const without = await calculate(`${published}&show_all_details=1`, member.token);
    expect(without.status).toBe(200);
    expect(without.body).toMatchObject({ details_allowed: false, message: packageMessages.notSubscribed });
    expect(without.body.data.yearly_totals).toBeUndefined();

    const other = await createTestUser(t, { packageName: 'Starter' });
    await t.db.query(
      `delete from user_package_limits
        where user_package_id in (select id from user_packages where user_id = $1)
          and feature_id = (select id from features where key = 'mortgage_calculator_detail')`,
      [other.id],
    );
    const lacking = await calculate(`${published}&show_all_details=1`, other.token);
    expect(lacking.body).toMatchObject({
      details_allowed: false,
      message: featureUnavailableMessages.mortgage_calculator_detail,
    });
    expect(lacking.body.data.yearly_totals).toBeUndefined();
  });

  it('gives a member with the mortgage_calculator_detail feature the yearly and monthly schedule', async () => {
    const member = await createTestUser(t, { packageName: 'Starter' });
    const { status, body } = await calculate(`${published}&show_all_details=1`, member.token);
    expect(status).toBe(200);
    expect(body.details_allowed).toBe(true);
    expect(body.data.yearly_totals).toHaveLength(30);
    expect(body.data.yearly_totals[0].monthly_totals).toHaveLength(12);
    expect(body.data.yearly_totals.at(-1).remaining_balance).toBe(0);
    const plain = await calculate(published, member.token);
    expect(plain.body.details_allowed).toBe(true);
    expect(plain.body.data.yearly_totals).toBeUndefined();
  });

  it('says there is nothing to borrow when the down payment covers the loan', async () => {
    const { status, body } = await calculate('loan_amount=90000&down_payment=90000&interest_rate=5&loan_term_years=20');
    expect(status).toBe(200);
    expect(body.message).toBe(mortgageMessages.nothingBorrowed);
    expect(body.data.main_total).toEqual({
      principal_amount: 0,
      down_payment: 90_000,
      payable_interest: 0,
      monthly_emi: 0,
      total_amount: 90_000,
    });
  });

  it('takes a missing down payment as 0 and a 0% rate as interest-free', async () => {
    const { body } = await calculate('loan_amount=12000&interest_rate=0&loan_term_years=1');
    expect(body.data.main_total).toMatchObject({ down_payment: 0, monthly_emi: 1000, payable_interest: 0 });
  });

  it.each([
    ['down_payment=0&interest_rate=6.5&loan_term_years=30', mortgageMessages.loanAmountRequired],
    ['loan_amount=-5&interest_rate=6.5&loan_term_years=30', mortgageMessages.negativeAmount],
    ['loan_amount=abc&interest_rate=6.5&loan_term_years=30', mortgageMessages.notANumber],
    ['loan_amount=100000000001&interest_rate=6.5&loan_term_years=30', mortgageMessages.amountTooLarge],
    ['loan_amount=1000&interest_rate=6.5', mortgageMessages.loanTermRequired],
    ['loan_amount=1000&interest_rate=6.5&loan_term_years=0', mortgageMessages.loanTermRange],
    ['loan_amount=1000&interest_rate=6.5&loan_term_years=2.5', mortgageMessages.loanTermRange],
    ['loan_amount=1000&loan_term_years=10', mortgageMessages.interestRateRequired],
    ['loan_amount=1000&interest_rate=101&loan_term_years=10', mortgageMessages.interestRateRange],
    ['loan_amount=1000&down_payment=-1&interest_rate=5&loan_term_years=10', mortgageMessages.negativeAmount],
    ['loan_amount=1000&down_payment=1001&interest_rate=5&loan_term_years=10', mortgageMessages.downPaymentAboveLoan],
    [`${published}&show_all_details=maybe`, 'show_all_details must be 1 or 0'],
  ])('answers 400 to %s with a clear message', async (query, message) => {
    const { status, body } = await calculate(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: true, code: 'invalidInput' });
    expect(body.message).toContain(message);
    // The reply names the field, so an API client knows which one to fix.
    expect(body.message).toMatch(/^(loan_amount|down_payment|interest_rate|loan_term_years|show_all_details)/);
  });

  it('is described in the OpenAPI document with its five parameters', async () => {
    const { body } = await t.get('/api/docs/json');
    const parameters = body.paths['/api/mortgage-calculator'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters.sort()).toEqual([
      'down_payment',
      'interest_rate',
      'loan_amount',
      'loan_term_years',
      'show_all_details',
    ]);
  });
});
