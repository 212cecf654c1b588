import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { aCategory, aProperty, propertyListReply, testSettings } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { PropertiesPage } from '../components/properties-page';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../../testing/fixtures').testSettings,
}));

const categories = ok(
  [
    { id: 3, category: 'Villa', slug_id: 'villa' },
    { id: 4, category: 'Apartment', slug_id: 'apartment' },
  ],
  { total: 2 },
);
const cities = ok(
  [
    { City: 'Lisbon', Count: 12, image: '' },
    { City: 'Porto', Count: 4, image: '' },
  ],
  { total: 2 },
);

const villa = aProperty();
const flat = aProperty({
  id: 2,
  slug_id: 'porto-flat',
  title: 'River flat in Porto',
  city: 'Porto',
  price: 2400,
  property_type: 'rent',
  rentduration: 'monthly',
});

describe('/properties', () => {
  it('shows the properties of the filters in the URL, with price, badge and link', async () => {
    const fetchMock = mockApi({
      get_property: propertyListReply([villa]),
      get_categories: categories,
      'get-cities-data': cities,
    });
    renderPage(<PropertiesPage />, { url: '/properties?city=Lisbon&page=1' });

    const card = await screen.findByRole('link', { name: /Sunny villa in Lisbon/ });
    expect(card.getAttribute('href')).toBe('/properties-details/sunny-villa-lisbon');
    expect(card.textContent).toContain(`${testSettings.currency_symbol}1.5M`);
    expect(card.textContent).toContain('For sale');
    expect(card.textContent).toContain('Villa');
    expect(screen.getByTestId('result-count').textContent).toBe('1 property found');

    const [request] = requestsTo(fetchMock, 'get_property');
    expect(Object.fromEntries(request!.searchParams)).toEqual({ city: 'Lisbon', offset: '0', limit: '12' });
  });

  /** The count shown for the villa's page of `url` when get_property counts its matches so. */
  async function countShownFor(totals: Parameters<typeof propertyListReply>[1], url = '/properties') {
    mockApi({
      get_property: propertyListReply([villa], totals),
      get_categories: categories,
      'get-cities-data': cities,
    });
    renderPage(<PropertiesPage />, { url });
    await screen.findByText('Sunny villa in Lisbon');
    return screen.getByTestId('result-count').textContent;
  }

  it('shows "10,000+ properties found" when the total is capped', async () => {
    expect(await countShownFor({ total: 10000, total_is_capped: true })).toBe('10,000+ properties found');
  });

  it('shows "About 7,700 properties found" when the total is an estimate', async () => {
    const totals = { total: 7700, total_is_estimate: true };
    expect(await countShownFor(totals, '/properties?search=old%20town')).toBe('About 7,700 properties found');
  });

  it('shows every match in the count but offers only the pages the API serves', async () => {
    expect(await countShownFor({ total: 30689, pageable_total: 10000 })).toBe('30,689 properties found');
    // 10,000 matches at 12 a page
    screen.getByRole('button', { name: 'Page 834' });
    expect(screen.queryByRole('button', { name: 'Page 2558' })).toBeNull();
  });

  it('puts a changed filter in the URL, drops the page and loads the new results', async () => {
    const fetchMock = mockApi({
      get_property: (url) =>
        url.searchParams.get('property_type') === 'rent'
          ? propertyListReply([flat])
          : propertyListReply([villa], { total: 30 }),
      get_categories: categories,
      'get-cities-data': cities,
    });
    renderPage(<PropertiesPage />, { url: '/properties?page=2' });
    await screen.findByText('Sunny villa in Lisbon');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'rent' } });

    expect(screen.getByTestId('location').textContent).toBe('/properties?property_type=rent');
    await screen.findByText('River flat in Porto');
    expect(screen.getByRole('link', { name: /River flat in Porto/ }).textContent).toContain('$2.4K/mo');
    const last = requestsTo(fetchMock, 'get_property').at(-1)!;
    expect(last.searchParams.get('property_type')).toBe('rent');
    expect(last.searchParams.get('offset')).toBe('0');
  });

  it('fills the city and category filters from the API and labels every control', async () => {
    mockApi({ get_property: propertyListReply([]), get_categories: categories, 'get-cities-data': cities });
    renderPage(<PropertiesPage />, { url: '/properties' });

    await screen.findByRole('option', { name: 'Porto' });
    await screen.findByRole('option', { name: 'Apartment' });
    for (const label of ['City', 'Category', 'Type', 'Min price', 'Max price', 'Posted since', 'Search']) {
      screen.getByLabelText(label);
    }
  });

  it("shows category names in the reader's language while the filter keeps the category's id", async () => {
    mockApi({
      get_property: propertyListReply([
        aProperty({ category: aCategory({ id: 3, category: 'Villa', translated_name: 'Moradia' }) }),
      ]),
      get_categories: ok(
        [
          { id: 3, category: 'Villa', translated_name: 'Moradia', slug_id: 'villa' },
          { id: 4, category: 'Apartment', translated_name: '', slug_id: 'apartment' },
        ],
        { total: 2 },
      ),
      'get-cities-data': cities,
    });
    renderPage(<PropertiesPage />, { url: '/properties' });

    const card = await screen.findByRole('link', { name: /Sunny villa in Lisbon/ });
    expect(card.textContent).toContain('Moradia');
    expect((await screen.findByRole('option', { name: 'Moradia' })).getAttribute('value')).toBe('3');
    // An empty translation falls back to the stored name.
    expect(screen.getByRole('option', { name: 'Apartment' }).getAttribute('value')).toBe('4');
  });

  it('says so when no property matches, and clears the filters on request', async () => {
    mockApi({ get_property: propertyListReply([]), get_categories: categories, 'get-cities-data': cities });
    renderPage(<PropertiesPage />, { url: '/properties?city=Porto&max_price=10' });

    await screen.findByText('No properties match these filters');
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/properties');
  });

  it('does not ask the API when the minimum price is above the maximum, and says how to fix it', async () => {
    const fetchMock = mockApi({
      get_property: propertyListReply([villa]),
      get_categories: categories,
      'get-cities-data': cities,
    });
    renderPage(<PropertiesPage />, { url: '/properties?min_price=900&max_price=100' });

    await screen.findByText('Lower the minimum price or raise the maximum price.');
    expect(screen.getByLabelText('Min price').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, 'get_property')).toHaveLength(0);
  });

  it('offers every posted-since window of the API', async () => {
    mockApi({ get_property: propertyListReply([]), get_categories: categories, 'get-cities-data': cities });
    renderPage(<PropertiesPage />, { url: '/properties?posted_since=0' });

    const select = screen.getByLabelText<HTMLSelectElement>('Posted since');
    expect(select.value).toBe('lastweek');
    expect(Array.from(select.options).map((option) => option.value)).toEqual([
      '',
      'yesterday',
      'lastweek',
      'lastmonth',
      'last3months',
      'last6months',
      'lastyear',
    ]);
  });

  it('shows the error with a Retry that loads again', async () => {
    let fail = true;
    const fetchMock = mockApi({
      get_property: () =>
        fail
          ? { status: 500, body: { error: true, message: 'The database is unavailable.', code: 'internal' } }
          : propertyListReply([villa]),
      get_categories: categories,
      'get-cities-data': cities,
    });
    renderPage(<PropertiesPage />, { url: '/properties' });

    expect((await screen.findByRole('alert')).textContent).toContain('The database is unavailable.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Sunny villa in Lisbon');
    expect(requestsTo(fetchMock, 'get_property')).toHaveLength(2);
  });

  it('pages through the results with offset and limit', async () => {
    const fetchMock = mockApi({
      get_property: propertyListReply([villa], { total: 30 }),
      get_categories: categories,
      'get-cities-data': cities,
    });
    renderPage(<PropertiesPage />, { url: '/properties?search=garden' });
    await screen.findByText('Sunny villa in Lisbon');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(screen.getByTestId('location').textContent).toBe('/properties?search=garden&page=3');
    await waitFor(() => expect(requestsTo(fetchMock, 'get_property').at(-1)!.searchParams.get('offset')).toBe('24'));
  });

  it('offers the first page when the URL points past the last one', async () => {
    mockApi({
      get_property: propertyListReply([], { total: 5 }),
      get_categories: categories,
      'get-cities-data': cities,
    });
    renderPage(<PropertiesPage />, { url: '/properties?city=Porto&page=9' });

    fireEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(screen.getByTestId('location').textContent).toBe('/properties?city=Porto');
  });

  it('writes typed search text to the URL once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      mockApi({ get_property: propertyListReply([]), get_categories: categories, 'get-cities-data': cities });
      renderPage(<PropertiesPage />, { url: '/properties?city=Porto&page=2' });

      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'pool' } });
      expect(screen.getByTestId('location').textContent).toBe('/properties?city=Porto&page=2');
      act(() => jest.advanceTimersByTime(600));
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/properties?search=pool&city=Porto'),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the map of the same search, and a Filters button (shown on a phone) that opens and closes the filters', async () => {
    mockApi({ get_property: propertyListReply([villa]), get_categories: categories, 'get-cities-data': cities });
    renderPage(<PropertiesPage />, { url: '/properties?city=Lisbon&property_type=sell&page=2' });
    await screen.findByText('Sunny villa in Lisbon');

    const views = screen.getByRole('navigation', { name: 'List or map' });
    expect(views.querySelector('[aria-current="page"]')?.textContent).toBe('List');
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('/map?city=Lisbon&property_type=sell');

    const button = screen.getByRole('button', { name: 'Filters (2)' });
    const form = screen.getByRole('search', { name: 'Filters' });
    expect(button.getAttribute('aria-controls')).toBe(form.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(form.dataset.open).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(form.dataset.open).toBe('true');
  });
});
