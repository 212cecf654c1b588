import type { MortgageCalculation } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { aUser, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { MortgagePage } from '../components/mortgage-page';

const totals = {
  principal_amount: 200_000,
  down_payment: 50_000,
  payable_interest: 255_090.4,
  monthly_emi: 1264.14,
  total_amount: 505_090.4,
};

const month = (number: number) => ({
  month: number,
  principal_amount: 180.81,
  payable_interest: 1083.33,
  remaining_balance: 199_819.19,
});
const schedule: MortgageCalculation['yearly_totals'] = [1, 2].map((year) => ({
  year,
  principal_amount: 2_400 * year,
  interest_paid: 12_800 - 100 * year,
  remaining_balance: 200_000 - 2_400 * year,
  monthly_totals: Array.from({ length: 12 }, (_, index) => month(index + 1)),
}));

/** The API: totals always; the schedule only with show_all_details=1 and when `allowed`. */
const calculator = (allowed: boolean, message = 'ok') =>
  mockApi({
    'mortgage-calculator': ({ url }) =>
      ok(
        url.searchParams.get('show_all_details') === '1' && allowed
          ? { main_total: totals, yearly_totals: schedule }
          : { main_total: totals },
        { details_allowed: allowed, message },
      ),
    'check-package-limit': ok({ package_available: allowed, feature_available: allowed, limit_available: allowed }),
  });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn() {
  type('Property price', '250000');
  type('Down payment', '50000');
  type('Interest rate (% per year)', '6.5');
  type('Loan term (years)', '30');
  fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

describe('/mortgage-calculator', () => {
  it('titles the tab and the page', () => {
    renderPage(<MortgagePage />, { url: '/mortgage-calculator' });
    screen.getByRole('heading', { level: 1, name: 'Mortgage calculator' });
    expect(document.title).toBe('Mortgage calculator');
  });

  it('says what is wrong as it is typed', async () => {
    renderPage(<MortgagePage />, { url: '/mortgage-calculator' });
    // Validation runs on every change; the messages shown are those of the API's schema.
    const shows = (message: string) =>
      waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message));
    type('Property price', '-5');
    await shows('The amount cannot be negative');
    type('Property price', 'lots');
    await shows('Enter a number, such as 250000 or 6.5');
    type('Property price', '1000');
    type('Down payment', '2000');
    await shows('The down payment cannot be more than the property price');
    type('Loan term (years)', '0');
    await shows('The loan term must be a whole number of years from 1 to 50');
    expect(screen.getByLabelText('Loan term (years)').getAttribute('aria-invalid')).toBe('true');
    type('Down payment', '500');
    await waitFor(() =>
      expect(screen.queryByText('The down payment cannot be more than the property price')).toBeNull(),
    );
  });

  it('opens with a usual rate and term, and no price', () => {
    calculator(false);
    renderPage(<MortgagePage />, { url: '/mortgage-calculator' });
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([value('Property price'), value('Down payment')]).toEqual(['', '']);
    expect([value('Interest rate (% per year)'), value('Loan term (years)')]).toEqual(['6.5', '25']);
  });

  it('opened from a listing, starts from its price with a fifth down and shows the figures at once', async () => {
    const fetchMock = calculator(false);
    renderPage(<MortgagePage />, { url: '/mortgage-calculator?price=250000' });
    expect((screen.getByLabelText('Property price') as HTMLInputElement).value).toBe('250000');
    expect((screen.getByLabelText('Down payment') as HTMLInputElement).value).toBe('50000');
    await screen.findByRole('region', { name: 'Results' });
    expect(Object.fromEntries(requestsTo(fetchMock, 'mortgage-calculator')[0]!.url.searchParams)).toMatchObject({
      loan_amount: '250000',
      down_payment: '50000',
      interest_rate: '6.5',
      loan_term_years: '25',
    });
  });

  it('asks for the missing figures and calls nothing when sent empty', async () => {
    const fetchMock = calculator(false);
    renderPage(<MortgagePage />, { url: '/mortgage-calculator' });
    type('Interest rate (% per year)', '');
    type('Loan term (years)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByText('Enter the property price');
    screen.getByText('Enter the interest rate');
    screen.getByText('Enter the loan term in years');
    expect(requestsTo(fetchMock, 'mortgage-calculator')).toHaveLength(0);
  });

  it('shows the EMI, total interest and total payable the API worked out, with two decimals and the currency', async () => {
    const fetchMock = calculator(false);
    renderPage(<MortgagePage />, { url: '/mortgage-calculator' });
    fillIn();
    const results = await screen.findByRole('region', { name: 'Results' });
    const figure = (label: string) => within(results).getByText(label).nextElementSibling?.textContent;
    expect(figure('Monthly EMI')).toBe('$1,264.14');
    expect(figure('Total interest')).toBe('$255,090.40');
    expect(figure('Total payable')).toBe('$505,090.40');
    expect(figure('Principal')).toBe('$200,000');
    expect(Object.fromEntries(requestsTo(fetchMock, 'mortgage-calculator')[0]!.url.searchParams)).toEqual({
      loan_amount: '250000',
      down_payment: '50000',
      interest_rate: '6.5',
      loan_term_years: '30',
      show_all_details: '0',
    });
  });

  it('shows a visitor asking for the schedule the "Opps!" dialog, which leads to sign in', async () => {
    calculator(false);
    renderPage(<MortgagePage />, { url: '/mortgage-calculator' });
    fillIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the yearly schedule' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Opps!' });
    within(dialog).getByText('You have not logged in. Please log in first.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fmortgage-calculator');
  });

  it('sends a member without the package feature to the plans', async () => {
    calculator(false);
    renderPage(<MortgagePage />, { url: '/mortgage-calculator', user: aUser() });
    fillIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the yearly schedule' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Opps!' });
    within(dialog).getByText('You have not subscribed. Please subscribe first');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location').textContent).toBe('/subscription-plan');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a member with the feature the chart and the yearly schedule, each year opening onto its months', async () => {
    const fetchMock = calculator(true);
    renderPage(<MortgagePage />, { url: '/mortgage-calculator', user: aUser() });
    fillIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the yearly schedule' }));
    const table = await screen.findByRole('table', { name: 'Yearly schedule' });
    expect(requestsTo(fetchMock, 'mortgage-calculator').at(-1)!.url.searchParams.get('show_all_details')).toBe('1');
    screen.getByRole('img', { name: 'Principal and interest paid each year' });
    expect(screen.getAllByTestId('chart-year')).toHaveLength(2);

    const yearOne = within(table).getByRole('button', { name: 'Year 1' });
    expect(yearOne.getAttribute('aria-expanded')).toBe('false');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(yearOne);
    expect(yearOne.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    const firstMonth = within(table).getByRole('rowheader', { name: 'Month 1' }).closest('tr')!;
    expect(firstMonth.textContent).toBe('Month 1$180.81$1,083.33$199,819.19');
    fireEvent.click(yearOne);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('says so when the down payment covers the whole loan, and offers no schedule', async () => {
    mockApi({
      'mortgage-calculator': ok(
        { main_total: { ...totals, principal_amount: 0, payable_interest: 0, monthly_emi: 0, total_amount: 50_000 } },
        {
          details_allowed: false,
          message: 'The down payment covers the whole price: there is nothing to borrow',
        },
      ),
    });
    renderPage(<MortgagePage />, { url: '/mortgage-calculator' });
    fillIn();
    await screen.findByText('The down payment covers the whole price: there is nothing to borrow');
    expect(screen.queryByRole('button', { name: 'Show the yearly schedule' })).toBeNull();
  });
});
