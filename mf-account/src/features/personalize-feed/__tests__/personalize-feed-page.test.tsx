import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aUser } from '../../../testing/fixtures';
import { jsonBody, mockApi, ok, renderPage, requestsTo, type MockRequest } from '../../../testing/render-page';
import { PersonalizeFeedPage } from '../components/personalize-feed-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Names in the reader's language; an empty translation (Villa, Garden) shows the stored name.
const filterData = {
  categories: [
    { id: 3, category: 'Villa', translated_name: '', image: '', slug_id: 'villa' },
    { id: 4, category: 'Apartment', translated_name: 'Apartamento', image: '', slug_id: 'apartment' },
  ],
  facilities: [
    { id: 1, name: 'Pool', translated_name: 'Piscina', image: '' },
    { id: 2, name: 'Garden', translated_name: '', image: '' },
  ],
  price_range: { min_price: 1000, max_price: 2000000 },
  cities: ['Lisbon', 'Porto'],
  property_types: ['sell', 'rent'],
};
const saved = {
  category_ids: [3],
  outdoor_facilitiy_ids: [2],
  price_range: '100000,500000',
  min_price: 100000,
  max_price: 500000,
  property_type: ['sell'],
  city: 'Porto',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('/user/personalize-feed', () => {
  it('shows the saved preferences', async () => {
    mockApi({ 'get-filter-data': ok(filterData), 'GET personalised-fields': ok(saved) });
    renderPage(<PersonalizeFeedPage />, { url: '/user/personalize-feed', user: aUser() });

    await screen.findByRole('checkbox', { name: 'Villa' });
    expect(checked('Villa')).toBe(true);
    expect(checked('Apartamento')).toBe(false);
    expect(checked('Garden')).toBe(true);
    expect(checked('For sale')).toBe(true);
    expect(checked('For rent')).toBe(false);
    expect(value('Minimum price')).toBe('100000');
    expect(value('Maximum price')).toBe('500000');
    expect(value('City')).toBe('Porto');
  });

  it('saves the choices', async () => {
    const fetchMock = mockApi({
      'get-filter-data': ok(filterData),
      'GET personalised-fields': ok(null),
      'POST personalised-fields': ({ body }: MockRequest) => ok({ ...saved, ...JSON.parse(String(body)) }),
    });
    renderPage(<PersonalizeFeedPage />, { url: '/user/personalize-feed', user: aUser() });

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Apartamento' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Piscina' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'For rent' }));
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lisbon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'personalised-fields', 'POST')).toHaveLength(1));
    expect(jsonBody(requestsTo(fetchMock, 'personalised-fields', 'POST')[0])).toEqual({
      category_ids: [4],
      outdoor_facilitiy_ids: [1],
      price_range: ',1500',
      property_type: ['rent'],
      city: 'Lisbon',
    });
  });

  it('refuses a maximum below the minimum', async () => {
    const fetchMock = mockApi({ 'get-filter-data': ok(filterData), 'GET personalised-fields': ok(null) });
    renderPage(<PersonalizeFeedPage />, { url: '/user/personalize-feed', user: aUser() });
    fireEvent.change(await screen.findByLabelText('Minimum price'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('The maximum price must not be lower than the minimum.');
    expect(requestsTo(fetchMock, 'personalised-fields', 'POST')).toHaveLength(0);
  });

  it('clears the preferences', async () => {
    const fetchMock = mockApi({
      'get-filter-data': ok(filterData),
      'GET personalised-fields': ok(saved),
      'DELETE personalised-fields': ok(null),
    });
    renderPage(<PersonalizeFeedPage />, { url: '/user/personalize-feed', user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear preferences' }));

    await waitFor(() => expect(checked('Villa')).toBe(false));
    expect(value('City')).toBe('');
    expect(requestsTo(fetchMock, 'personalised-fields', 'DELETE')).toHaveLength(1);
  });
});
