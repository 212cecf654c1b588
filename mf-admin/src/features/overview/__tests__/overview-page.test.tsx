import type { OperatorDay, OperatorOverview } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, within } from '@testing-library/react';

import ar from '../../../../locales/ar.json';
import { OverviewPage } from '../../../components/overview-page';
import { anAdmin, createTestI18n, failure, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';

jest.mock('../../../lib/console-paths', () => {
  const actual = jest.requireActual('../../../lib/console-paths');
  // A console that also has the verification screen: its queue links to it.
  return { ...actual, consolePaths: { ...actual.consolePaths, verification: '/admin/verification' } };
});

/** 30 days to December 6, 2026, each 0 unless `figures` names it by its index (29: today). */
function days(figures: Record<number, Partial<OperatorDay>> = {}): OperatorDay[] {
  return Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 11, 6 - 29 + i)).toISOString().slice(0, 10),
    sign_ups: 0,
    new_listings: 0,
    payments: 0,
    reports: 0,
    ...figures[i],
  }));
}

function anOverview(overrides: Partial<OperatorOverview> = {}): OperatorOverview {
  return {
    waiting: {
      properties: 12,
      projects: 3,
      advertisements: 0,
      listing_reports: 4,
      chat_reports: 1,
      duplicates: 2,
      verifications: 1234,
    },
    today: {
      since: '2026-12-06T00:00:00.000Z',
      sign_ups: 5,
      new_listings: 7,
      payments: 3,
      payment_totals: [
        { currency: 'USD', count: 2, amount: 120 },
        { currency: 'EUR', count: 1, amount: 50.5 },
      ],
      reports: 2,
    },
    daily: days({ 3: { sign_ups: 9, reports: 1 }, 28: { sign_ups: 4, reports: 1 }, 29: { sign_ups: 5, reports: 2 } }),
    ...overrides,
  };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));
/** The card of a figure, by its label. */
const card = (scope: Awaited<ReturnType<typeof section>>, label: string) => scope.getByText(label).closest('li')!;
/** The x of each drawn bar of a chart, in the order of the days. */
const barsOf = (title: string) =>
  [...screen.getByRole('img', { name: new RegExp(`^${title}:`) }).querySelectorAll('rect')].map((bar) =>
    Number(bar.getAttribute('x')),
  );

describe('/admin overview figures', () => {
  it('shows what waits in each queue, linking a queue to its screen when the console has one', async () => {
    const fetchMock = mockApi({ 'admin/overview': ok(anOverview()) });
    renderPage(<OverviewPage />, { url: '/admin', user: anAdmin() });
    const waiting = await section('What waits');
    await waiting.findByText('Properties to review');
    expect(card(waiting, 'Properties to review').textContent).toBe('12Properties to review');
    expect(card(waiting, 'Advertisements to review').textContent).toBe('0Advertisements to review');
    const verification = waiting.getByRole('link', { name: '1,234 Agent verification requests' });
    expect(verification.getAttribute('href')).toBe('/admin/verification');
    // The listing queues open the Review queues screen on their own queue.
    expect(waiting.getByRole('link', { name: /^12 Properties/ }).getAttribute('href')).toBe(
      '/admin/queues?kind=property',
    );
    expect(waiting.getByRole('link', { name: /^4 / }).getAttribute('href')).toBe('/admin/queues?kind=report');
    expect(waiting.getByRole('link', { name: '2 Suspected duplicates' }).getAttribute('href')).toBe(
      '/admin/duplicates',
    );
    expect(waiting.getByRole('link', { name: '1 Reports of chats' }).getAttribute('href')).toBe('/admin/chat-reports');
    // Every queue has its screen: each figure is a link.
    expect(waiting.getAllByRole('link')).toHaveLength(7);
    expect(requestsTo(fetchMock, 'admin/overview')).toHaveLength(1);
    // The screens are listed below the figures still.
    screen.getByRole('heading', { level: 2, name: 'Users' });
  });

  it("shows today's four figures, the payments' sums by currency", async () => {
    mockApi({ 'admin/overview': ok(anOverview()) });
    renderPage(<OverviewPage />, { url: '/admin', user: anAdmin() });
    const today = await section('Today');
    await today.findByText('Sign-ups');
    expect(card(today, 'Sign-ups').textContent).toBe('5Sign-ups');
    expect(card(today, 'New listings').textContent).toBe('7New listings');
    expect(card(today, 'Reports').textContent).toBe('2Reports');
    const payments = within(card(today, 'Payments'));
    payments.getByText('3');
    payments.getByText('$120.00 (2)');
    payments.getByText('€50.50 (1)');
    today.getByText('Since midnight, UTC.');
  });

  it('charts each series over 30 days: a title, its total and busiest day in words, a table of the days', async () => {
    mockApi({ 'admin/overview': ok(anOverview()) });
    renderPage(<OverviewPage />, { url: '/admin', user: anAdmin() });
    const daily = await section('Last 30 days');
    const signUps = await daily.findByRole('figure', { name: 'Sign-ups' });
    within(signUps).getByText('18 in 30 days; the busiest day: November 10, 2026, with 9.');
    within(signUps).getByRole('img', {
      name: 'Sign-ups: 18 in 30 days; the busiest day: November 10, 2026, with 9.',
    });
    const table = within(within(signUps).getByRole('table', { name: 'Sign-ups' }));
    expect(table.getAllByRole('row')).toHaveLength(31);
    expect(
      within(table.getByRole('rowheader', { name: 'December 6, 2026' }).closest('tr')!).getByRole('cell').textContent,
    ).toBe('5');
    expect(
      within(table.getByRole('rowheader', { name: 'November 8, 2026' }).closest('tr')!).getByRole('cell').textContent,
    ).toBe('0');
    // Equal days: the latest is the busiest.
    within(daily.getByRole('figure', { name: 'Reports' })).getByText(
      '4 in 30 days; the busiest day: December 6, 2026, with 2.',
    );
    within(daily.getByRole('figure', { name: 'Payments' })).getByText('None in the last 30 days.');
    // Left to right, oldest first: a bar for each day with any, today's the last.
    expect(barsOf('Sign-ups')).toEqual([31, 281, 291]);
  });

  it('says when nothing waits and nothing happened', async () => {
    const zero = anOverview();
    mockApi({
      'admin/overview': ok({
        waiting: Object.fromEntries(Object.keys(zero.waiting).map((queue) => [queue, 0])),
        today: { ...zero.today, sign_ups: 0, new_listings: 0, payments: 0, payment_totals: [], reports: 0 },
        daily: days(),
      }),
    });
    renderPage(<OverviewPage />, { url: '/admin', user: anAdmin() });
    await screen.findByText('Nothing waits: every queue is empty.');
    expect(screen.getAllByText('None in the last 30 days.')).toHaveLength(4);
    expect(screen.getByRole('img', { name: /^Sign-ups:/ }).querySelectorAll('rect')).toHaveLength(0);
    expect(card(await section('Today'), 'Payments').textContent).toBe('0Payments');
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'admin/overview': () => (++calls === 1 ? failure(500, 'internal', 'Boom') : ok(anOverview())),
    });
    renderPage(<OverviewPage />, { url: '/admin', user: anAdmin() });
    await screen.findByText('The figures could not be loaded.');
    // The screens stay reachable meanwhile.
    screen.getByRole('heading', { level: 2, name: 'Users' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Properties to review');
    expect(calls).toBe(2);
  });

  it('reads in Arabic, its numbers and days as Arabic writes them, the days running right to left', async () => {
    mockApi({ 'admin/overview': ok(anOverview()) });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <OverviewPage />
      </I18nextProvider>,
      { url: '/admin', user: anAdmin() },
    );
    const waiting = await section(ar.overview.waiting);
    await waiting.findByText(ar.overview.queues.properties);
    const arabic = new Intl.NumberFormat('ar');
    expect(card(waiting, ar.overview.queues.properties).textContent).toBe(
      `${arabic.format(12)}${ar.overview.queues.properties}`,
    );
    const signUps = (await section(ar.overview.daily)).getByRole('figure', { name: ar.overview.series.sign_ups });
    const busiest = new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    within(signUps).getByText(
      ar.overview.chartSummary
        .replace('{{total}}', arabic.format(18))
        .replace('{{day}}', busiest.format(new Date('2026-11-10T00:00:00Z')))
        .replace('{{busiest}}', arabic.format(9)),
    );
    // Right to left: the oldest day's bar on the right, today's on the left.
    expect(barsOf(ar.overview.series.sign_ups)).toEqual([261, 11, 1]);
  });
});
