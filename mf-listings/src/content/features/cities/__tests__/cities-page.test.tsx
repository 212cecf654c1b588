import { cachedDataAtom, domusStore } from '@domus/shared/store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { CitiesPage } from '../components/cities-page';

const aCity = (City: string, Count: number, latitude: number, longitude: number) => ({
  City,
  Count,
  image: `https://example.test/${City.toLowerCase().replace(/\W+/g, '-')}.jpg`,
  state: City,
  country: 'Portugal',
  latitude,
  longitude,
});

const cities = [
  aCity('Lisbon', 12, 38.7223, -9.1393),
  aCity('Porto', 7, 41.1579, -8.6291),
  aCity('Faro', 3, 37.0194, -7.9322),
  aCity('Vila Nova de Gaia', 1, 41.1239, -8.6118),
];

describe('/cities', () => {
  it('shows every city with its listing count, each linking to the search in that city', async () => {
    const fetchMock = mockApi({ 'get-cities-data': ok(cities, { total: cities.length }) });
    renderPage(<CitiesPage />, { url: '/cities' });
    const all = await screen.findByRole('list', { name: 'All cities' });
    const cards = within(all).getAllByTestId('city-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/properties?city=Lisbon',
      '/properties?city=Porto',
      '/properties?city=Faro',
      '/properties?city=Vila+Nova+de+Gaia',
    ]);
    expect(cards[0]!.textContent).toContain('12 listings');
    expect(cards[3]!.textContent).toContain('1 listing');
    screen.getByRole('heading', { level: 1, name: 'Cities' });
    expect(requestsTo(fetchMock, 'get-cities-data')[0]!.searchParams.get('limit')).toBe('100');
    fireEvent.click(cards[1]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/properties?city=Porto'));
  });

  it('without the browser position explains why there are no nearby cities', async () => {
    mockApi({ 'get-cities-data': ok(cities, { total: cities.length }) });
    renderPage(<CitiesPage />, { url: '/cities' });
    await screen.findByText('Allow this site to use your location to see the cities nearest to you.');
    expect(screen.queryByRole('list', { name: 'Nearby cities' })).toBeNull();
  });

  it('with the browser position lists the nearest cities first, with their distance', async () => {
    mockApi({ 'get-cities-data': ok(cities, { total: cities.length }) });
    renderPage(<CitiesPage />, { url: '/cities' });
    await screen.findByRole('list', { name: 'All cities' });
    act(() => {
      // Just south of the Douro, in Vila Nova de Gaia.
      domusStore.set(cachedDataAtom, {
        ...domusStore.get(cachedDataAtom),
        locationData: { latitude: 41.13, longitude: -8.611 },
      });
    });
    const nearby = await screen.findByRole('list', { name: 'Nearby cities' });
    const names = within(nearby)
      .getAllByTestId('city-card')
      .map((card) => card.getAttribute('href'));
    expect(names).toEqual([
      '/properties?city=Vila+Nova+de+Gaia',
      '/properties?city=Porto',
      '/properties?city=Lisbon',
      '/properties?city=Faro',
    ]);
    expect(within(nearby).getAllByTestId('city-card')[2]!.textContent).toContain('271 km away');
  });

  it('reads every page of get-cities-data', async () => {
    const many = Array.from({ length: 130 }, (_, i) => aCity(`Town ${i + 1}`, 130 - i, 38 + i / 100, -9));
    const fetchMock = mockApi({
      'get-cities-data': (url) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return ok(many.slice(offset, offset + limit), { total: many.length });
      },
    });
    renderPage(<CitiesPage />, { url: '/cities' });
    const all = await screen.findByRole('list', { name: 'All cities' });
    expect(within(all).getAllByTestId('city-card')).toHaveLength(130);
    expect(requestsTo(fetchMock, 'get-cities-data').map((url) => url.searchParams.get('offset'))).toEqual(['0', '100']);
  });

  it('says so when no city has listings', async () => {
    mockApi({ 'get-cities-data': ok([], { total: 0 }) });
    renderPage(<CitiesPage />, { url: '/cities' });
    await screen.findByText('No city has listings yet.');
  });
});
