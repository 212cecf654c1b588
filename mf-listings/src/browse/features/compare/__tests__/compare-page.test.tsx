import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '@domus/shared/routing';

import { addToCompare } from '../../../../hooks/use-compare-list';
import { aCategory, aFacility, aParameter, aProperty, propertyListReply } from '../../../../testing/fixtures';
import { failure, mockApi, renderPage, requestsTo, type MockReply } from '../../../../testing/render-page';
import { ComparePage } from '../components/compare-page';
import { CompareTray } from '../../../../common/features/compare-tray/compare-tray';
import { parameterNames } from '../lib/compare-table';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../../testing/fixtures').testSettings,
}));

const villa = aProperty({
  id: 1,
  slug_id: 'sunny-villa',
  title: 'Sunny villa',
  parameters: [aParameter({ id: 1, name: 'Bedrooms', value: '4' }), aParameter({ id: 2, name: 'Pool', value: 'Yes' })],
  assign_facilities: [aFacility({ id: 1, name: 'Metro station', distance: 2 })],
});
const flat = aProperty({
  id: 2,
  slug_id: 'city-flat',
  title: 'City flat',
  property_type: 'rent',
  rentduration: 'monthly',
  price: 2400,
  city: 'Porto',
  category: aCategory({ id: 4, category: 'Apartment' }),
  parameters: [aParameter({ id: 1, name: 'Bedrooms', value: '2' }), aParameter({ id: 3, name: 'Floor', value: '5' })],
  assign_facilities: [],
});

const byId =
  (...properties: ReturnType<typeof aProperty>[]) =>
  (url: URL): MockReply => {
    const found = properties.find((property) => String(property.id) === url.searchParams.get('id'));
    return found ? propertyListReply([found]) : failure(404, 'notFound', 'Property not found');
  };

const renderCompare = () =>
  renderPage(
    <>
      <Routes>
        <Route path="/compare" element={<ComparePage />} />
      </Routes>
      <CompareTray />
    </>,
    { url: '/compare' },
  );

const rowCells = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('/compare', () => {
  beforeEach(() => localStorage.clear());

  it('fetches each property by id and shows them side by side with the union of their parameters', async () => {
    addToCompare(villa);
    addToCompare(flat);
    const fetchMock = mockApi({ get_property: byId(villa, flat) });
    renderCompare();

    await screen.findByRole('rowheader', { name: 'Floor' });
    expect(requestsTo(fetchMock, 'get_property').map((url) => url.searchParams.get('id'))).toEqual(['1', '2']);
    screen.getByRole('columnheader', { name: /Sunny villa/ });
    expect(screen.getByRole('link', { name: 'City flat' }).getAttribute('href')).toBe('/properties-details/city-flat');
    expect(rowCells('Bedrooms')).toEqual(['4', '2']);
    expect(rowCells('Pool')).toEqual(['Yes', '—']);
    expect(rowCells('Floor')).toEqual(['—', '5']);
    expect(rowCells('Price')).toEqual(['$1.5M', '$2.4K/mo']);
    expect(rowCells('Type')).toEqual(['For sale', 'For rent']);
    expect(rowCells('Category')).toEqual(['Villa', 'Apartment']);
    expect(rowCells('City')).toEqual(['Lisbon', 'Porto']);
    expect(rowCells('Nearby places')).toEqual(['Metro station · 2 km', '—']);
    expect(rowCells('Location')[1]).toContain('Porto');
    // The tray is not needed on the compare page itself.
    expect(screen.queryByTestId('compare-tray')).toBeNull();
  });

  it("shows names and values in the reader's language, matching parameters by their stored name", async () => {
    const translated = aProperty({
      ...villa,
      category: aCategory({ id: 3, category: 'Villa', translated_name: 'Moradia' }),
      parameters: [
        aParameter({ id: 1, name: 'Bedrooms', translated_name: 'Quartos', value: '4', translated_value: '4' }),
        aParameter({ id: 4, name: 'View', translated_name: 'Vista', value: 'Sea', translated_value: 'Mar' }),
      ],
      assign_facilities: [
        aFacility({ id: 1, name: 'Metro station', translated_name: 'Estação de metro', distance: 2 }),
      ],
    });
    addToCompare(translated);
    addToCompare(flat);
    mockApi({ get_property: byId(translated, flat) });
    renderCompare();

    await screen.findByRole('rowheader', { name: 'Vista' });
    expect(rowCells('Quartos')).toEqual(['4', '2']);
    expect(rowCells('Vista')).toEqual(['Mar', '—']);
    expect(rowCells('Category')).toEqual(['Moradia', 'Apartment']);
    expect(rowCells('Nearby places')).toEqual(['Estação de metro · 2 km', '—']);
  });

  it('removes a property from the comparison', async () => {
    addToCompare(villa);
    addToCompare(flat);
    mockApi({ get_property: byId(villa, flat) });
    renderCompare();
    await screen.findByRole('rowheader', { name: 'Floor' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove City flat from compare' }));
    expect(screen.queryByRole('columnheader', { name: /City flat/ })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Floor' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('domus:compare') ?? '[]')).toHaveLength(1);
  });

  it('says when a property is no longer available', async () => {
    addToCompare(villa);
    addToCompare(aProperty({ id: 99, slug_id: 'gone-house', title: 'Gone house' }));
    mockApi({ get_property: byId(villa) });
    renderCompare();
    expect((await screen.findAllByText('No longer available')).length).toBeGreaterThan(0);
    screen.getByRole('link', { name: 'Gone house' });
  });

  it('shows an empty state with a way back to the listings', () => {
    mockApi({});
    renderCompare();
    screen.getByText('Nothing to compare yet');
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe('/properties');
  });
});

describe('the compare tray', () => {
  beforeEach(() => localStorage.clear());

  it('lists the chosen properties and links to /compare with their count', () => {
    addToCompare(villa);
    addToCompare(flat);
    renderPage(<CompareTray />, { url: '/properties' });
    const tray = screen.getByRole('complementary', { name: 'Properties to compare' });
    within(tray).getByText('Sunny villa');
    expect(within(tray).getByRole('link', { name: 'Compare (2)' }).getAttribute('href')).toBe('/compare');
    fireEvent.click(within(tray).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('parameterNames', () => {
  it('keeps each name once, in the order first seen, skipping missing properties', () => {
    expect(parameterNames([villa, null, flat, undefined]).map(({ name }) => name)).toEqual([
      'Bedrooms',
      'Pool',
      'Floor',
    ]);
  });

  it("labels each with its name in the reader's language, from the first property that has it", () => {
    const translated = aProperty({
      parameters: [aParameter({ id: 3, name: 'Floor', translated_name: 'Andar', value: '1' })],
    });
    expect(parameterNames([villa, translated, flat])).toEqual([
      { name: 'Bedrooms', label: 'Bedrooms' },
      { name: 'Pool', label: 'Pool' },
      { name: 'Floor', label: 'Andar' },
    ]);
  });
});
