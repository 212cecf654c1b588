import type { AdminCategory, AdminNearbyPlace, AdminPackage, AdminParameter } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import AdminRoutes from '../../../routes';
import {
  anAdmin,
  aUser,
  createTestI18n,
  failure,
  formBody,
  jsonBody,
  mockApi,
  ok,
  renderPage,
  requestsTo,
} from '../../../testing/render-page';
import { CategoriesPage } from '../components/categories-page';
import { NearbyPlacesPage } from '../components/nearby-places-page';
import { PackagesPage } from '../components/packages-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));

const category = (id: number, overrides: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name: `Category ${id}`,
  name_ar: '',
  slug_id: `category-${id}`,
  image: '',
  status: 'active',
  parameter_ids: [],
  listings: 0,
  ...overrides,
});
const parameter = (id: number, name: string): AdminParameter => ({
  id,
  name,
  name_ar: '',
  type_of_parameter: 'number',
  type_values: [],
  type_values_ar: [],
  is_required: false,
  image: '',
  status: 'active',
  categories: 1,
  listings: 0,
});
const place = (id: number, overrides: Partial<AdminNearbyPlace> = {}): AdminNearbyPlace => ({
  id,
  name: `Place ${id}`,
  name_ar: '',
  image: '',
  status: 'active',
  listings: 0,
  ...overrides,
});
const aPackage = (overrides: Partial<AdminPackage> = {}): AdminPackage => ({
  id: 3,
  name: 'Gold',
  name_ar: 'ذهبي',
  package_type: 'paid',
  price: 49,
  currency: 'USD',
  duration_days: 30,
  on_sale: true,
  subscribers: 2,
  features: [{ id: 1, key: 'property_list', name: 'Property list', limit_type: 'limited', limit: 10 }],
  ...overrides,
});

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('/admin/catalogue (categories)', () => {
  it('lists the categories with their Arabic names, status, facilities and listings', async () => {
    mockApi({
      'admin/catalogue/categories': ok([
        category(1, { name: 'Villa', name_ar: 'فيلا', parameter_ids: [4, 5], listings: 12 }),
        category(2, { name: 'Shop', status: 'inactive' }),
      ]),
    });
    renderPage(<CategoriesPage />, { url: '/admin/catalogue', user: anAdmin() });
    const villa = within(await screen.findByRole('heading', { level: 3, name: 'Villa' }).then((h) => h.closest('li')!));
    villa.getByText('فيلا');
    villa.getByText('12');
    villa.getByText('2');
    villa.getByRole('button', { name: 'Deactivate Villa' });
    within(card('Shop')).getByText('Deactivated');
    within(card('Shop')).getByText('none yet');
    within(card('Shop')).getByRole('button', { name: 'Activate Shop' });
    screen.getByText('2 categories');
    const tabs = screen.getByRole('navigation', { name: 'Catalogue lists' });
    expect(within(tabs).getByRole('link', { name: 'Categories' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches by name through the address, and says when nothing matches', async () => {
    const fetchMock = mockApi({
      'admin/catalogue/categories': ({ url }) => (url.searchParams.get('search') ? ok([]) : ok([category(1)])),
    });
    renderPage(<CategoriesPage />, { url: '/admin/catalogue', user: anAdmin() });
    await screen.findByText('Category 1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: ' houseboat ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/admin/catalogue?q=houseboat');
    await screen.findByText('Nothing matches');
    expect(requestsTo(fetchMock, 'admin/catalogue/categories').at(-1)!.url.searchParams.get('search')).toBe(
      'houseboat',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await screen.findByText('Category 1');
  });

  it('shows an empty catalogue as such', async () => {
    mockApi({ 'admin/catalogue/categories': ok([]) });
    renderPage(<CategoriesPage />, { url: '/admin/catalogue', user: anAdmin() });
    await screen.findByText('No categories yet');
    screen.getByText('Add the first one with the button above.');
  });

  it('adds a category with English and Arabic names, an icon and its facilities in order', async () => {
    const fetchMock = mockApi({
      'admin/catalogue/categories': ok([]),
      'admin/catalogue/parameters': ok([parameter(4, 'Bedrooms'), parameter(5, 'Parking'), parameter(6, 'Garden')]),
      'POST admin/catalogue/categories/save': {
        body: { error: false, message: 'Category created', data: category(9) },
      },
    });
    renderPage(<CategoriesPage />, { url: '/admin/catalogue', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a category' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New category' }));

    // Nothing is sent without the English name.
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    dialog.getByText('Enter the name in English.');
    expect(requestsTo(fetchMock, 'admin/catalogue/categories/save')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Name in English'), { target: { value: 'Houseboat' } });
    const arabic = dialog.getByLabelText('Name in Arabic');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'عوّامة' } });
    const icon = new File([new Uint8Array([137, 80, 78, 71])], 'boat.png', { type: 'image/png' });
    fireEvent.change(dialog.getByLabelText('Icon'), { target: { files: [icon] } });
    expect(dialog.getByRole('img', { name: 'The icon' }).getAttribute('src')).toBe('blob:preview');

    const chooser = await dialog.findByRole('combobox', { name: 'Facility to add' });
    for (const id of ['5', '4']) {
      fireEvent.change(chooser, { target: { value: id } });
      fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    }
    fireEvent.click(dialog.getByRole('button', { name: 'Move Bedrooms up' }));
    fireEvent.change(chooser, { target: { value: '6' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove Garden' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category created'));
    const sent = requestsTo(fetchMock, 'admin/catalogue/categories/save', 'POST')[0]!.body as FormData;
    expect(sent.get('name')).toBe('Houseboat');
    expect(sent.get('name_ar')).toBe('عوّامة');
    expect(sent.getAll('parameter_ids[]')).toEqual(['4', '5']);
    expect((sent.get('icon') as File).name).toBe('boat.png');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an SVG icon before sending, and shows what the API refused', async () => {
    const fetchMock = mockApi({
      'admin/catalogue/categories': ok([category(1, { name: 'Villa' })]),
      'admin/catalogue/parameters': ok([]),
      'POST admin/catalogue/categories/save': failure(409, 'conflict', 'A category named "Shop" exists already'),
    });
    renderPage(<CategoriesPage />, { url: '/admin/catalogue', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Villa' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Villa' }));
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(dialog.getByLabelText('Icon'), { target: { files: [svg] } });
    dialog.getByText('The icon must be a PNG or JPEG image.');
    fireEvent.change(dialog.getByLabelText('Name in English'), { target: { value: 'Shop' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByText('A category named "Shop" exists already');
    const sent = formBody(requestsTo(fetchMock, 'admin/catalogue/categories/save', 'POST')[0]);
    expect(sent).toEqual({ id: '1', name: 'Shop', name_ar: '', parameter_ids: '' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('deactivates a category after asking', async () => {
    let status: AdminCategory['status'] = 'active';
    const fetchMock = mockApi({
      'admin/catalogue/categories': () => ok([category(1, { name: 'Villa', status })]),
      'POST admin/catalogue/categories/status': () => {
        status = 'inactive';
        return { body: { error: false, message: 'Category deactivated', data: category(1, { status }) } };
      },
    });
    renderPage(<CategoriesPage />, { url: '/admin/catalogue', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Villa' }));
    const dialog = within(screen.getByRole('alertdialog', { name: /Deactivate .*Villa.*\?/ }));
    dialog.getByText(/Listings that use it keep it/);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'admin/catalogue/categories/status')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Villa' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category deactivated'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/catalogue/categories/status', 'POST')[0])).toEqual({
      id: 1,
      active: 0,
    });
    await within(card('Villa')).findByText('Deactivated');
  });

  it('is for admins: a moderator is told so and nothing is asked of the API', async () => {
    const fetchMock = mockApi({});
    renderPage(<AdminRoutes />, { url: '/admin/catalogue/packages', user: aUser({ role: 'moderator' }) });
    await screen.findByText('Admins only');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/admin/catalogue/nearby-places', () => {
  it('adds a nearby place with its Arabic name', async () => {
    const fetchMock = mockApi({
      'admin/catalogue/nearby-places': ok([place(1, { name: 'School', listings: 40 })]),
      'POST admin/catalogue/nearby-places/save': {
        body: { error: false, message: 'Nearby place created', data: place(2) },
      },
    });
    renderPage(<NearbyPlacesPage />, { url: '/admin/catalogue/nearby-places', user: anAdmin() });
    within(await screen.findByRole('heading', { level: 3, name: 'School' }).then((h) => h.closest('li')!)).getByText(
      '40',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a nearby place' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New nearby place' }));
    fireEvent.change(dialog.getByLabelText('Name in English'), { target: { value: 'Harbour' } });
    fireEvent.change(dialog.getByLabelText('Name in Arabic'), { target: { value: 'ميناء' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Nearby place created'));
    expect(formBody(requestsTo(fetchMock, 'admin/catalogue/nearby-places/save', 'POST')[0])).toEqual({
      name: 'Harbour',
      name_ar: 'ميناء',
    });
  });
});

describe('/admin/catalogue/packages', () => {
  it('changes a package’s price and limits', async () => {
    const fetchMock = mockApi({
      'admin/catalogue/packages': ok([aPackage()]),
      'POST admin/catalogue/packages/save': { body: { error: false, message: 'Package saved', data: aPackage() } },
    });
    renderPage(<PackagesPage />, { url: '/admin/catalogue/packages', user: anAdmin() });
    const gold = within(await screen.findByRole('heading', { level: 3, name: 'Gold' }).then((h) => h.closest('li')!));
    gold.getByText('$49.00');
    gold.getByText('30 days');
    gold.getByText('Property listings: 10');
    fireEvent.click(gold.getByRole('button', { name: 'Edit Gold' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Gold' }));
    fireEvent.change(dialog.getByLabelText('Price'), { target: { value: 'free' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    dialog.getByText('Enter a price from 0.');
    fireEvent.change(dialog.getByLabelText('Price'), { target: { value: '59.5' } });
    fireEvent.change(dialog.getByLabelText('Premium properties'), { target: { value: 'unlimited' } });
    fireEvent.change(dialog.getByLabelText('Limit of Property listings'), { target: { value: '25' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Package saved'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/catalogue/packages/save', 'POST')[0])).toEqual({
      id: 3,
      name: 'Gold',
      name_ar: 'ذهبي',
      package_type: 'paid',
      price: '59.5',
      currency: 'USD',
      duration_days: '30',
      features: {
        property_list: '25',
        property_feature: 'none',
        project_list: 'none',
        project_feature: 'none',
        mortgage_calculator_detail: 'none',
        premium_properties: 'unlimited',
        project_access: 'none',
      },
    });
  });

  it('withdraws a package after asking, and reads in Arabic', async () => {
    const fetchMock = mockApi({
      'admin/catalogue/packages': ok([aPackage()]),
      'POST admin/catalogue/packages/on-sale': {
        body: { error: false, message: 'Package withdrawn', data: aPackage({ on_sale: false }) },
      },
    });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <PackagesPage />
      </I18nextProvider>,
      { url: '/admin/catalogue/packages', user: anAdmin() },
    );
    await screen.findByRole('heading', { level: 1, name: ar.screens.catalogue.title });
    await screen.findByText(ar.catalogue.count.packages_one);
    fireEvent.click(screen.getByRole('button', { name: `${ar.catalogue.withdrawShort} Gold` }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: ar.catalogue.confirm.withdrawButton }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Package withdrawn'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/catalogue/packages/on-sale', 'POST')[0])).toEqual({
      id: 3,
      on_sale: 0,
    });
  });
});
