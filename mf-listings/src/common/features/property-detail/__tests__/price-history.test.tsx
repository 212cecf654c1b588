import type { PricePoint } from '@domus/shared/contract';
import { Route, Routes } from '@domus/shared/routing';
import { act, screen, waitFor, within } from '@testing-library/react';

import { aProperty, propertyListReply } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import type { PriceHistoryChartProps } from '../components/price-history-chart';
import { PropertyDetailPage } from '../components/property-detail-page';
import { priceChangeOf, withStepChanges } from '../price-history';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// uPlot draws on a canvas jsdom does not have: the chart is replaced by the points it was given.
jest.mock('../components/price-history-chart', () => ({
  __esModule: true,
  default: ({ points, priceText, dateText }: PriceHistoryChartProps) => (
    <ol data-testid="price-history-chart">
      {points.map((point) => (
        <li key={point.recorded_at}>
          {dateText(new Date(point.recorded_at))}: {priceText(point.price)}
        </li>
      ))}
    </ol>
  ),
}));

const villa = aProperty({ id: 41, price: 1350000 });
const point = (price: number, recorded_at: string): PricePoint => ({ price, recorded_at });
const dropped = [point(1500000, '2026-03-12T10:00:00.000Z'), point(1350000, '2026-06-01T10:00:00.000Z')];

const renderDetail = () =>
  renderPage(
    <Routes>
      <Route path="/properties-details/:slug_id" element={<PropertyDetailPage />} />
    </Routes>,
    { url: '/properties-details/sunny-villa-lisbon', user: null },
  );

describe('price history on the property page', () => {
  it('shows the chart, a summary and a table of the prices once the price has changed', async () => {
    const fetchMock = mockApi({ get_property: propertyListReply([villa]), 'get-price-history': ok(dropped) });
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Price history' });
    within(section).getByText('Price dropped 10% since Mar 12, 2026');
    expect((await within(section).findByTestId('price-history-chart')).textContent).toBe(
      'Mar 12, 2026: $1.5MJun 1, 2026: $1.35M',
    );
    const table = within(section).getByRole('table', { name: 'Prices of this listing, oldest first' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DatePriceChange', 'Mar 12, 2026$1.5MFirst price', 'Jun 1, 2026$1.35MDown 10%']);
    expect(requestsTo(fetchMock, 'get-price-history').map((url) => url.searchParams.get('property_id'))).toEqual([
      '41',
    ]);
  });

  it('says a rise as a rise', async () => {
    mockApi({
      get_property: propertyListReply([villa]),
      'get-price-history': ok([point(1200000, '2026-01-05T10:00:00.000Z'), point(1350000, '2026-02-01T10:00:00.000Z')]),
    });
    renderDetail();
    await screen.findByText('Price rose 13% since Jan 5, 2026');
  });

  it('leaves the section (and the chart chunk) out while the listing has one price, or the history fails', async () => {
    for (const reply of [ok([point(1350000, '2026-03-12T10:00:00.000Z')]), undefined]) {
      const fetchMock = mockApi({
        get_property: propertyListReply([villa]),
        ...(reply ? { 'get-price-history': reply } : {}),
      });
      const { unmount } = renderDetail();
      await screen.findByRole('region', { name: 'Description' });
      // The history was asked for (and answered), and nothing of it is shown.
      await waitFor(() => expect(requestsTo(fetchMock, 'get-price-history')).toHaveLength(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByRole('region', { name: 'Price history' })).toBeNull();
      expect(screen.queryByTestId('price-history-chart')).toBeNull();
      unmount();
    }
  });
});

describe('price changes', () => {
  it('compares the last price with the first, and each with the one before', () => {
    expect(priceChangeOf([point(100, 'a')])).toBeUndefined();
    expect(priceChangeOf([point(200, 'a'), point(150, 'b'), point(190, 'c')])).toEqual({
      direction: 'down',
      percent: 5,
      since: 'a',
    });
    expect(priceChangeOf([point(1000, 'a'), point(1004, 'b')])).toMatchObject({ direction: 'up', percent: 0.4 });
    expect(priceChangeOf([point(100, 'a'), point(120, 'b'), point(100, 'c')])).toMatchObject({
      direction: 'same',
      percent: 0,
    });
    expect(withStepChanges([point(200, 'a'), point(150, 'b')]).map((step) => step.change?.direction)).toEqual([
      undefined,
      'down',
    ]);
  });
});
