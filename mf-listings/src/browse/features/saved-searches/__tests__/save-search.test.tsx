import { savedSearchMessages, type SavedSearch } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { propertyListReply } from '../../../../testing/fixtures';
import { bodiesTo, failure, mockApi, ok, renderPage, requestsTo, signedIn } from '../../../../testing/render-page';
import { MapPage } from '../../map/components/map-page';
import { PropertiesPage } from '../../property-search/components/properties-page';

// jsdom lays nothing out: the map needs a screen-sized container for its box in view.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

const categories = ok(
  [
    { id: 3, category: 'Villa', slug_id: 'villa', translated_name: 'Villa' },
    { id: 4, category: 'Apartment', slug_id: 'apartment', translated_name: 'Apartment' },
  ],
  { total: 2 },
);
const cities = ok([{ City: 'Lisbon', Count: 12, image: '' }], { total: 1 });

const savedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 11,
  name: 'Lisbon · Villa · For sale',
  frequency: 'daily',
  paused: 0,
  filters: { category_id: 3, city: 'Lisbon', property_type: 'sell' },
  results_path: '/properties?category_id=3&city=Lisbon&property_type=sell',
  total_matches: 0,
  last_matched_at: null,
  created_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

function mockSite(saveReply: Parameters<typeof mockApi>[0][string] = ok(savedSearch())) {
  return mockApi({
    get_property: propertyListReply([]),
    get_categories: categories,
    'get-cities-data': cities,
    'save-search': saveReply,
    'get-map-clusters': ok({ clusters: [], properties: [] }, { total: 0 }),
  });
}

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
};

describe('"Save search" on /properties', () => {
  it('suggests a name from the filters, saves only the filters (never the page) with the chosen frequency, and links to the saved searches', async () => {
    const fetchMock = mockSite();
    renderPage(<PropertiesPage />, {
      url: '/properties?city=Lisbon&category_id=3&property_type=sell&page=2',
      user: signedIn(),
    });
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Lisbon · Villa · For sale'));
    expect((within(dialog).getByLabelText(/^Daily/) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByLabelText(/^Weekly/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const saved = await screen.findByRole('dialog', { name: 'Search saved' });
    expect(bodiesTo(fetchMock, 'save-search')).toEqual([
      {
        name: 'Lisbon · Villa · For sale',
        frequency: 'weekly',
        filters: { city: 'Lisbon', category_id: '3', property_type: 'sell' },
      },
    ]);
    expect(saved.textContent).toContain('Lisbon · Villa · For sale is saved.');
    expect(within(saved).getByRole('link', { name: 'See saved searches' }).getAttribute('href')).toBe(
      '/user/saved-searches',
    );
  });

  it('refuses an empty name beside the field and saves nothing', async () => {
    const fetchMock = mockSite();
    renderPage(<PropertiesPage />, { url: '/properties?city=Lisbon', user: signedIn() });
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Lisbon'));
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await within(dialog).findByText('Give this search a name.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, 'save-search')).toHaveLength(0);
  });

  it.each([
    ['the 50-search limit', failure(409, 'conflict', savedSearchMessages.capReached), savedSearchMessages.capReached],
    [
      'a refused field',
      failure(400, 'invalidInput', 'min_price must not be more than max_price'),
      'min_price must not be more than max_price',
    ],
  ])('shows the API’s words for %s and keeps the dialog open', async (_, reply, message) => {
    mockSite(reply);
    renderPage(<PropertiesPage />, { url: '/properties?city=Lisbon', user: signedIn() });
    const dialog = await openDialog();
    await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Lisbon'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('says a filter is needed when none is set, without asking the API', async () => {
    const fetchMock = mockSite();
    renderPage(<PropertiesPage />, { url: '/properties?page=2', user: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    await screen.findByText(/Choose at least one filter first/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, 'save-search')).toHaveLength(0);

    // Once a filter is chosen, the hint has done its work.
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'rent' } });
    await waitFor(() => expect(screen.queryByText(/Choose at least one filter first/)).toBeNull());
  });

  it('sends a visitor to sign in, coming back to the same search', async () => {
    mockSite();
    renderPage(<PropertiesPage />, { url: '/properties?city=Lisbon' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    await screen.findByText('Opps!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('location').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/properties?city=Lisbon')}`,
    );
  });
});

describe('"Save search" on /map', () => {
  const polygon = '38.7,-9.2;38.8,-9.2;38.8,-9.1';

  it('saves the drawn polygon with the filters, never the view', async () => {
    const fetchMock = mockSite();
    renderPage(<MapPage />, {
      url: `/map?lat=38.7&lng=-9.1&zoom=10&property_type=rent&polygon=${polygon}`,
      user: signedIn(),
    });
    await waitFor(() => expect(requestsTo(fetchMock, 'get-map-clusters')).toHaveLength(1));
    const dialog = await openDialog();
    await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('For rent'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Search saved' });
    expect(bodiesTo(fetchMock, 'save-search')[0]).toEqual({
      name: 'For rent',
      frequency: 'daily',
      filters: { property_type: 'rent', polygon },
    });
  });

  it('saves the box in view when no area is drawn', async () => {
    const fetchMock = mockSite();
    renderPage(<MapPage />, { url: '/map?lat=38.7&lng=-9.1&zoom=10', user: signedIn() });
    await waitFor(() => expect(requestsTo(fetchMock, 'get-map-clusters')).toHaveLength(1));
    const dialog = await openDialog();
    await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Map area'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Search saved' });
    const { filters } = bodiesTo(fetchMock, 'save-search')[0] as { filters: Record<string, string> };
    const box = Object.fromEntries(requestsTo(fetchMock, 'get-map-clusters')[0]!.searchParams);
    expect(filters).toEqual({
      min_lat: box.min_lat,
      max_lat: box.max_lat,
      min_lng: box.min_lng,
      max_lng: box.max_lng,
    });
  });

  it('says a drawn circle cannot be saved', async () => {
    const fetchMock = mockSite();
    renderPage(<MapPage />, {
      url: '/map?lat=38.7&lng=-9.1&zoom=10&center_lat=38.7&center_lng=-9.1&radius_km=2',
      user: signedIn(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    await screen.findByText(/A drawn circle cannot be saved/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, 'save-search')).toHaveLength(0);
  });
});
