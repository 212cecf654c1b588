import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '@domus/shared/routing';

import { aCategory, aFacility, aParameter, aProperty, propertyListReply } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { PropertyDetailPage } from '../components/property-detail-page';

let mockTileUrl = '';
jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => ({
    ...jest.requireActual('../../../../testing/fixtures').testSettings,
    map_tile_url: mockTileUrl,
  }),
}));

const villa = aProperty({
  property_type: 'rent',
  price: 3200,
  rentduration: 'monthly',
  parameters: [
    aParameter({ id: 1, name: 'Bedrooms', value: '4' }),
    aParameter({ id: 2, name: 'Furnished', value: 'Yes' }),
    aParameter({ id: 3, name: 'Empty one', value: '' }),
  ],
  assign_facilities: [aFacility({ id: 1, facility_id: 5, name: 'Metro station', distance: 2 })],
  customer_name: 'Ana Costa',
  profile: 'https://example.test/ana.jpg',
  mobile: '+351 900 000 000',
  email: 'ana@example.test',
  video_link: 'https://video.example.test/villa',
  three_d_image: 'https://example.test/villa-3d.jpg',
});
const similar = aProperty({ id: 9, slug_id: 'other-villa', title: 'Another villa nearby' });

const renderDetail = (slug: string) =>
  renderPage(
    <Routes>
      <Route path="/properties-details/:slug_id" element={<PropertyDetailPage />} />
    </Routes>,
    { url: `/properties-details/${slug}` },
  );

describe('/properties-details/:slug_id', () => {
  beforeEach(() => {
    mockTileUrl = '';
  });

  it('shows the property: title, rent price, address, parameters, facilities, owner and similar properties', async () => {
    const fetchMock = mockApi({
      get_property: propertyListReply([villa], { similar_properties: [similar] }),
      'draft-tours/get': ok(null),
    });
    renderDetail('sunny-villa-lisbon');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sunny villa in Lisbon');
    expect(requestsTo(fetchMock, 'get_property')[0]!.searchParams.get('slug_id')).toBe('sunny-villa-lisbon');
    const detail = screen.getByTestId('property-detail');
    expect(detail.textContent).toContain('$3.2K/mo');
    expect(detail.textContent).toContain('Rua Augusta 10, Lisbon, Portugal');

    const parameters = await screen.findByTestId('property-parameters');
    expect(parameters.textContent).toContain('Bedrooms4');
    expect(parameters.textContent).toContain('FurnishedYes');
    expect(parameters.textContent).not.toContain('Empty one');
    expect(screen.getByTestId('property-facilities').textContent).toContain('Metro station2 km');

    expect(screen.getByRole('link', { name: '+351 900 000 000' }).getAttribute('href')).toBe('tel:+351900000000');
    expect(screen.getByRole('link', { name: 'Watch video' }).getAttribute('href')).toBe(
      'https://video.example.test/villa',
    );
    // Its 360° photo opens in the viewer (no tour saved).
    await screen.findByRole('button', { name: '360° view' });
    expect(screen.getByRole('link', { name: /Another villa nearby/ }).getAttribute('href')).toBe(
      '/properties-details/other-villa',
    );
    expect(document.title).toBe('Sunny villa in Lisbon');
  });

  it("shows the category, parameters, values and facilities in the reader's language", async () => {
    const translated = aProperty({
      category: aCategory({ id: 3, category: 'Villa', translated_name: 'Moradia', slug_id: 'villa' }),
      parameters: [
        aParameter({ id: 1, name: 'Bedrooms', translated_name: 'Quartos', value: '4', translated_value: '4' }),
        aParameter({ id: 4, name: 'View', translated_name: 'Vista', value: 'Sea', translated_value: 'Mar' }),
        aParameter({ id: 5, name: 'Heating', translated_name: '', value: 'Gas', translated_value: '' }),
      ],
      assign_facilities: [
        aFacility({ id: 1, facility_id: 5, name: 'Metro station', translated_name: 'Estação de metro', distance: 2 }),
      ],
    });
    mockApi({ get_property: propertyListReply([translated]), 'draft-tours/get': ok(null) });
    renderDetail('sunny-villa-lisbon');

    const parameters = await screen.findByTestId('property-parameters');
    expect(parameters.textContent).toContain('Quartos4');
    expect(parameters.textContent).toContain('VistaMar');
    expect(parameters.textContent).not.toContain('Sea');
    // An empty translation falls back to the stored text.
    expect(parameters.textContent).toContain('HeatingGas');
    expect(screen.getByTestId('property-facilities').textContent).toContain('Estação de metro2 km');
    expect(screen.getByTestId('property-detail').textContent).toContain('Moradia');
  });

  it('switches the main photo when a thumbnail is chosen', async () => {
    mockApi({ get_property: propertyListReply([villa]) });
    renderDetail('sunny-villa-lisbon');

    const gallery = await screen.findByRole('region', { name: 'Photos' });
    expect(within(gallery).getAllByRole('img')[0]!.getAttribute('src')).toBe('https://example.test/villa.jpg');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show photo 3' }));
    expect(
      within(gallery)
        .getByRole('img', { name: /photo 3 of 3/ })
        .getAttribute('src'),
    ).toBe('https://example.test/villa-garden.jpg');
    expect(within(gallery).getByRole('button', { name: 'Show photo 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts a marker on the map, without tiles when no tile URL is set', async () => {
    mockApi({ get_property: propertyListReply([villa]) });
    const { container } = renderDetail('sunny-villa-lisbon');

    const map = await screen.findByTestId('property-map');
    expect(map.querySelector('.leaflet-marker-icon')).not.toBeNull();
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(map.querySelector('.leaflet-tile-pane')?.children.length ?? 0).toBe(0);
  });

  it('adds the tile layer when the settings give a tile URL', async () => {
    mockTileUrl = 'https://tiles.example.test/{z}/{x}/{y}.png';
    mockApi({ get_property: propertyListReply([villa]) });
    renderDetail('sunny-villa-lisbon');

    const map = await screen.findByTestId('property-map');
    expect(map.querySelector('.leaflet-tile-pane')?.children.length).toBeGreaterThan(0);
  });

  it('says clearly that an unknown slug is not a property', async () => {
    mockApi({ get_property: propertyListReply([]) });
    renderDetail('no-such-home');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Property not found');
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe('/properties');
  });

  it('treats a 404 reply as not found too', async () => {
    mockApi({ get_property: { status: 404, body: { error: true, message: 'No such property', code: 'notFound' } } });
    renderDetail('gone');
    await screen.findByText('Property not found');
  });
});
