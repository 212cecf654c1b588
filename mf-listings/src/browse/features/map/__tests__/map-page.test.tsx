import type { MapCluster, MapPin } from '@domus/shared/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import L from 'leaflet';

import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { MapPage } from '../components/map-page';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../../testing/fixtures').testSettings,
}));

// jsdom lays nothing out: give the map a screen-sized container so its bounds are a real box.
const sizes = { clientWidth: 800, clientHeight: 600 };
const originals = Object.fromEntries(
  Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

// Every map the page creates, to drive it as a person (or geoman) would.
const maps: L.Map[] = [];
L.Map.addInitHook(function (this: L.Map) {
  maps.push(this);
});
beforeEach(() => {
  maps.length = 0;
});
const theMap = () => maps.at(-1)!;

const lisbonCluster: MapCluster = {
  latitude: 38.72,
  longitude: -9.14,
  count: 12,
  min_lat: 38.7,
  max_lat: 38.76,
  min_lng: -9.2,
  max_lng: -9.1,
};
const portoCluster: MapCluster = {
  latitude: 41.15,
  longitude: -8.61,
  count: 1234,
  min_lat: 41.1,
  max_lat: 41.2,
  min_lng: -8.7,
  max_lng: -8.5,
};
const villaPin: MapPin = {
  id: 7,
  slug_id: 'sunny-villa-lisbon',
  title: 'Sunny villa in Lisbon',
  price: 1500000,
  property_type: 'sell',
  rentduration: '',
  city: 'Lisbon',
  title_image: '',
  latitude: 38.75,
  longitude: -9.15,
};

const reply = (clusters: MapCluster[], properties: MapPin[], total: number) => ok({ clusters, properties }, { total });

const baseReplies = {
  get_categories: ok([{ id: 3, category: 'Villa', slug_id: 'villa' }], { total: 1 }),
  'get-cities-data': ok([{ City: 'Lisbon', Count: 12, image: '' }], { total: 1 }),
};

const clusterRequests = (fetchMock: jest.Mock) => requestsTo(fetchMock, 'get-map-clusters');
const paramsOf = (url: URL) => Object.fromEntries(url.searchParams);

describe('/map', () => {
  it('asks for the clusters of the visible box at its zoom, with the filters of the URL', async () => {
    const fetchMock = mockApi({ ...baseReplies, 'get-map-clusters': reply([lisbonCluster], [], 12) });
    renderPage(<MapPage />, { url: '/map?lat=38.7&lng=-9.1&zoom=10&city=Lisbon&property_type=sell' });

    expect((await screen.findByTestId('map-count')).textContent).toBe('');
    await waitFor(() => expect(screen.getByTestId('map-count').textContent).toBe('12 listings in this area'));
    expect(document.title).toBe('Map view');

    const [request] = clusterRequests(fetchMock);
    const query = paramsOf(request!);
    expect(query).toMatchObject({ zoom: '10', city: 'Lisbon', property_type: 'sell' });
    const [minLat, maxLat, minLng, maxLng] = ['min_lat', 'max_lat', 'min_lng', 'max_lng'].map((key) =>
      Number(query[key]),
    );
    expect(minLat).toBeLessThan(38.7);
    expect(maxLat).toBeGreaterThan(38.7);
    expect(minLng).toBeLessThan(-9.1);
    expect(maxLng).toBeGreaterThan(-9.1);
    expect(screen.getByTestId('location').textContent).toContain('lat=38.7&lng=-9.1&zoom=10');
  });

  it('opens at the world view without a view in the URL and keeps the box within -180..180', async () => {
    const fetchMock = mockApi({ ...baseReplies, 'get-map-clusters': reply([], [], 0) });
    renderPage(<MapPage />, { url: '/map' });

    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(1));
    const query = paramsOf(clusterRequests(fetchMock)[0]!);
    expect(query.zoom).toBe('2');
    expect(Number(query.min_lng)).toBeGreaterThanOrEqual(-180);
    expect(Number(query.max_lng)).toBeLessThanOrEqual(180);
    expect(Number(query.min_lat)).toBeGreaterThanOrEqual(-90);
    await waitFor(() => expect(screen.getByTestId('map-count').textContent).toBe('0 listings in this area'));
  });

  it('asks again with a changed filter, which goes into the URL beside the view', async () => {
    const fetchMock = mockApi({ ...baseReplies, 'get-map-clusters': reply([lisbonCluster], [], 12) });
    renderPage(<MapPage />, { url: '/map?lat=38.7&lng=-9.1&zoom=10' });
    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'rent' } });

    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(2));
    expect(paramsOf(clusterRequests(fetchMock)[1]!)).toMatchObject({ property_type: 'rent', zoom: '10' });
    expect(screen.getByTestId('location').textContent).toBe('/map?lat=38.7&lng=-9.1&zoom=10&property_type=rent');
  });

  it('asks for the new box once the map has stopped moving', async () => {
    const fetchMock = mockApi({ ...baseReplies, 'get-map-clusters': reply([], [], 0) });
    renderPage(<MapPage />, { url: '/map?lat=38.7&lng=-9.1&zoom=10' });
    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(1));

    act(() => {
      theMap().setView([41.15, -8.61], 12, { animate: false });
      theMap().setView([41.16, -8.62], 13, { animate: false });
    });

    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(2));
    expect(paramsOf(clusterRequests(fetchMock)[1]!).zoom).toBe('13');
    // The router writes the address in a transition: it may land a render after the request.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/map?lat=41.16&lng=-8.62&zoom=13'));
  });

  it('says "Updating…" over the map while a new view loads, keeping the markers it has until then', async () => {
    const fetchMock = mockApi({ ...baseReplies, 'get-map-clusters': reply([lisbonCluster], [], 12) });
    const answer = fetchMock.getMockImplementation()!;
    let answerNewView: (() => void) | undefined;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('get-map-clusters') && clusterRequests(fetchMock).length > 1) {
        await new Promise<void>((resolve) => (answerNewView = resolve));
      }
      return answer(input, init);
    });
    renderPage(<MapPage />, { url: '/map?lat=40&lng=-9&zoom=6' });
    await screen.findByRole('button', { name: '12 listings, zoom in' });
    expect(screen.queryByTestId('map-updating')).toBeNull();

    act(() => {
      theMap().setView([41, -8], 6, { animate: false });
    });

    expect((await screen.findByTestId('map-updating')).textContent).toBe('Updating…');
    screen.getByRole('button', { name: '12 listings, zoom in' });
    act(() => answerNewView!());
    await waitFor(() => expect(screen.queryByTestId('map-updating')).toBeNull());
  });

  it('draws clusters with their counts and pins with a card linking to the listing', async () => {
    mockApi({ ...baseReplies, 'get-map-clusters': reply([lisbonCluster, portoCluster], [villaPin], 1247) });
    renderPage(<MapPage />, { url: '/map?lat=40&lng=-9&zoom=6' });

    const cluster = await screen.findByRole('button', { name: '12 listings, zoom in' });
    expect(cluster.textContent).toBe('12');
    screen.getByRole('button', { name: '1234 listings, zoom in' });
    expect(screen.getByTestId('map-count').textContent).toBe('1247 listings in this area');

    const pin = screen.getByRole('button', { name: 'Sunny villa in Lisbon' });
    fireEvent.click(pin);
    const link = await screen.findByRole('link', { name: 'View Sunny villa in Lisbon' });
    expect(link.getAttribute('href')).toBe('/properties-details/sunny-villa-lisbon');
    const card = screen.getByTestId('map-pin-card');
    expect(card.textContent).toContain('$1.5M');
    expect(card.textContent).toContain('Lisbon');
  });

  it('keeps the markers a new reply did not change and replaces the ones it did', async () => {
    let replies = 0;
    mockApi({
      ...baseReplies,
      'get-map-clusters': () =>
        ++replies === 1
          ? reply([lisbonCluster, portoCluster], [villaPin], 1247)
          : reply([lisbonCluster, { ...portoCluster, count: 1300 }], [], 1312),
    });
    renderPage(<MapPage />, { url: '/map?lat=40&lng=-9&zoom=6' });
    const lisbon = await screen.findByRole('button', { name: '12 listings, zoom in' });
    screen.getByRole('button', { name: 'Sunny villa in Lisbon' });

    act(() => {
      theMap().setView([40.01, -9.01], 6, { animate: false });
    });

    await screen.findByRole('button', { name: '1300 listings, zoom in' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: '12 listings, zoom in' })).toBe(lisbon);
    expect(screen.queryByRole('button', { name: '1234 listings, zoom in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sunny villa in Lisbon' })).toBeNull();
  });

  it('zooms into the box of a clicked cluster', async () => {
    mockApi({ ...baseReplies, 'get-map-clusters': reply([lisbonCluster], [], 12) });
    renderPage(<MapPage />, { url: '/map?lat=40&lng=-9&zoom=5' });
    const cluster = await screen.findByRole('button', { name: '12 listings, zoom in' });
    const fitBounds = jest.spyOn(theMap(), 'fitBounds').mockImplementation(() => theMap());

    fireEvent.click(cluster);

    expect(fitBounds).toHaveBeenCalledWith(
      [
        [38.7, -9.2],
        [38.76, -9.1],
      ],
      { padding: [24, 24] },
    );
  });

  it('puts a drawn polygon into the URL and the request, and clears it', async () => {
    const fetchMock = mockApi({ ...baseReplies, 'get-map-clusters': reply([], [], 0) });
    renderPage(<MapPage />, { url: '/map?lat=38.7&lng=-9.1&zoom=10' });
    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(1));
    const enableDraw = jest.spyOn(theMap().pm, 'enableDraw');

    fireEvent.click(screen.getByRole('button', { name: 'Draw area' }));
    expect(enableDraw).toHaveBeenCalledWith('Polygon', expect.anything());
    expect(screen.getByRole('button', { name: 'Draw area' }).getAttribute('aria-pressed')).toBe('true');

    const shape = L.polygon([
      [38.7, -9.2],
      [38.8, -9.2],
      [38.8, -9.1],
    ]);
    act(() => {
      theMap().fire('pm:create', { shape: 'Polygon', layer: shape });
    });

    const polygon = '38.7,-9.2;38.8,-9.2;38.8,-9.1';
    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(2));
    expect(clusterRequests(fetchMock)[1]!.searchParams.get('polygon')).toBe(polygon);
    expect(new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]).get('polygon')).toBe(polygon);
    expect(screen.getByRole('button', { name: 'Draw area' }).getAttribute('aria-pressed')).toBe('false');

    // Cleared, the query is the first one again: its cached reply shows without asking twice.
    fireEvent.click(screen.getByRole('button', { name: 'Clear area' }));
    expect(screen.getByTestId('location').textContent).toBe('/map?lat=38.7&lng=-9.1&zoom=10');
    expect(screen.queryByRole('button', { name: 'Clear area' })).toBeNull();
  });

  it('puts a drawn circle into the URL and the request in place of the polygon', async () => {
    const fetchMock = mockApi({ ...baseReplies, 'get-map-clusters': reply([], [], 0) });
    renderPage(<MapPage />, { url: '/map?lat=38.7&lng=-9.1&zoom=10&polygon=38.7,-9.2;38.8,-9.2;38.8,-9.1' });
    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(1));
    expect(clusterRequests(fetchMock)[0]!.searchParams.get('polygon')).toBe('38.7,-9.2;38.8,-9.2;38.8,-9.1');
    const enableDraw = jest.spyOn(theMap().pm, 'enableDraw');

    fireEvent.click(screen.getByRole('button', { name: 'Draw circle' }));
    expect(enableDraw).toHaveBeenCalledWith('Circle', expect.anything());
    act(() => {
      theMap().fire('pm:create', { shape: 'Circle', layer: L.circle([38.72, -9.14], { radius: 1500 }) });
    });

    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(2));
    expect(paramsOf(clusterRequests(fetchMock)[1]!)).toMatchObject({
      center_lat: '38.72',
      center_lng: '-9.14',
      radius_km: '1.5',
    });
    expect(clusterRequests(fetchMock)[1]!.searchParams.get('polygon')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(
      '/map?lat=38.7&lng=-9.1&zoom=10&center_lat=38.72&center_lng=-9.14&radius_km=1.5',
    );
  });

  it('moves the map to a place found with "Search a place"', async () => {
    const fetchMock = mockApi({
      ...baseReplies,
      'get-map-clusters': reply([], [], 0),
      'get-location': ok([
        {
          city: 'Porto',
          state: 'Porto',
          country: 'Portugal',
          formatted_address: 'Porto, Portugal',
          latitude: 41.1579,
          longitude: -8.6291,
        },
      ]),
    });
    renderPage(<MapPage />, { url: '/map?lat=38.7&lng=-9.1&zoom=10' });
    await waitFor(() => expect(clusterRequests(fetchMock)).toHaveLength(1));
    const flyTo = jest.spyOn(theMap(), 'flyTo').mockImplementation(() => theMap());

    fireEvent.change(screen.getByLabelText('Search a place'), { target: { value: 'Porto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Porto, Portugal' }));

    expect(flyTo).toHaveBeenCalledWith([41.1579, -8.6291], 12);
    expect(requestsTo(fetchMock, 'get-location')[0]!.searchParams.get('search')).toBe('Porto');
  });
});
