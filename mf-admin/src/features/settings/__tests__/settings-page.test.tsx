import { secretSettingKeys, type AdminSettings } from '@domus/shared/contract';
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
  jsonBody,
  mockApi,
  ok,
  renderPage,
  requestsTo,
} from '../../../testing/render-page';
import { SettingsPage } from '../components/settings-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));

function settings(
  overrides: { site?: Partial<AdminSettings['site']>; secrets?: Partial<AdminSettings['secrets']> } = {},
) {
  return {
    site: {
      company_name: 'Domus',
      company_email: 'hello@domus.example',
      company_tel: '+1 555 0100',
      company_address: '1 Market Square',
      currency_symbol: '$',
      selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
      number_with_suffix: '1',
      default_language: 'en',
      map_tile_url: '',
      map_tile_attribution: '',
      distance_option: 'km',
      ...overrides.site,
    },
    providers: {
      mail_from: '',
      sms_gateway_url: '',
      stripe_publishable_key: '',
      razorpay_key_id: '',
      paystack_public_key: '',
      paypal_client_id: '',
      paypal_webhook_id: '',
      flutterwave_public_key: '',
      bank_transfer_status: '0',
      bank_details: [],
    },
    secrets: {
      ...Object.fromEntries(secretSettingKeys.map((key) => [key, { set: false, last4: '' }])),
      ...overrides.secrets,
    },
    languages: [
      { id: 1, code: 'en', name: 'English', rtl: 0 },
      { id: 2, code: 'ar', name: 'العربية', rtl: 1 },
    ],
    map_defaults: { map_tile_url: '', map_tile_attribution: '' },
    sources: {
      smtp: 'off',
      sms: 'off',
      stripe: 'environment',
      razorpay: 'off',
      paystack: 'off',
      paypal: 'off',
      flutterwave: 'off',
    },
  } as AdminSettings;
}

const section = async (name: string) =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('section')!);

beforeEach(() => jest.mocked(toast.success).mockClear());

describe('/admin/settings', () => {
  it('saves only what changed in a section, and says so', async () => {
    const fetchMock = mockApi({
      'admin/settings': ok(settings()),
      'POST admin/settings/update': ok(settings({ site: { company_name: 'Domus Riviera' } })),
    });
    renderPage(<SettingsPage />, { url: '/admin/settings', user: anAdmin() });
    const site = await section('Site');
    fireEvent.change(site.getByLabelText('Site name'), { target: { value: 'Domus Riviera' } });
    fireEvent.click(site.getByRole('button', { name: 'Save Site' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Site saved.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/settings/update', 'POST')[0])).toEqual({
      company_name: 'Domus Riviera',
    });
    expect((site.getByLabelText('Site name') as HTMLInputElement).value).toBe('Domus Riviera');
  });

  it('shows each refused field beside it and sends nothing', async () => {
    const fetchMock = mockApi({ 'admin/settings': ok(settings()) });
    renderPage(<SettingsPage />, { url: '/admin/settings', user: anAdmin() });
    const site = await section('Site');
    const email = site.getByLabelText('Contact e-mail');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(site.getByRole('button', { name: 'Save Site' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Enter an e-mail address, such as hello@example.com.',
    );
    site.getByRole('alert');

    const map = await section('Map');
    const tiles = map.getByLabelText('Map tiles address');
    fireEvent.change(tiles, { target: { value: 'https://tiles.example.org/tile.png' } });
    fireEvent.click(map.getByRole('button', { name: 'Save Map' }));
    map.getByText('Enter an address starting with https:// or http:// that holds {z}, {x} and {y}.');

    const currency = await section('Currency and numbers');
    fireEvent.change(currency.getByLabelText('Currency code'), { target: { value: 'EURO' } });
    fireEvent.click(currency.getByRole('button', { name: 'Save Currency and numbers' }));
    currency.getByText('Enter a 3-letter code, such as USD or EUR.');
    expect(requestsTo(fetchMock, 'admin/settings/update', 'POST')).toHaveLength(0);
  });

  it('shows a secret by its last four characters, replaces it after the identity prompt, and clears one', async () => {
    let proved = false;
    const fetchMock = mockApi({
      'admin/settings': ok(settings({ secrets: { stripe_webhook_secret: { set: true, last4: 'Ab12' } } })),
      'POST admin/settings/providers': () =>
        proved
          ? ok(
              settings({
                secrets: {
                  stripe_secret_key: { set: true, last4: '9xQz' },
                  stripe_webhook_secret: { set: false, last4: '' },
                },
              }),
            )
          : failure(403, 'reauthenticationRequired', 'Please confirm it is you.'),
      'POST confirm-identity': () => {
        proved = true;
        return ok({ confirmed_until: '2026-12-06T19:10:00.000Z' });
      },
    });
    renderPage(<SettingsPage />, { url: '/admin/settings', user: anAdmin() });
    const payments = await section('Payments');
    payments.getByText('Set: •••• Ab12', { normalizer: (text) => text.replace(/[\u2066-\u2069]/g, '') });
    within(payments.getByRole('group', { name: 'Stripe' })).getByText(
      "In use: the server's environment, which wins over what is saved here.",
    );
    fireEvent.click(payments.getByRole('button', { name: 'Replace Stripe secret key' }));
    fireEvent.change(payments.getByLabelText('Stripe secret key'), { target: { value: 'sk_live_Zq81pLmN9xQz' } });
    fireEvent.click(payments.getByRole('button', { name: 'Clear Stripe webhook signing secret' }));
    payments.getByText('Will be cleared when you save');
    fireEvent.click(payments.getByRole('button', { name: 'Save Payments' }));

    const identity = within(await screen.findByRole('dialog', { name: /confirm it is you/i }));
    fireEvent.change(identity.getByLabelText('Your password'), { target: { value: 'right password' } });
    fireEvent.click(identity.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payments saved.'));
    const sent = requestsTo(fetchMock, 'admin/settings/providers', 'POST');
    expect(sent).toHaveLength(2);
    expect(jsonBody(sent[1])).toEqual({ stripe_secret_key: 'sk_live_Zq81pLmN9xQz', stripe_webhook_secret: null });
    payments.getByText('Set: •••• 9xQz', { normalizer: (text) => text.replace(/[\u2066-\u2069]/g, '') });
    expect(payments.queryByDisplayValue('sk_live_Zq81pLmN9xQz')).toBeNull();
  });

  it('reads in Arabic', async () => {
    mockApi({ 'admin/settings': ok(settings()) });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <SettingsPage />
      </I18nextProvider>,
      { url: '/admin/settings', user: anAdmin() },
    );
    await screen.findByRole('heading', { level: 1, name: ar.screens.settings.title });
    await screen.findByRole('heading', { level: 2, name: ar.settings.sections.payments.title });
    screen.getByLabelText(ar.settings.fields.company_name);
  });
});

describe('the console', () => {
  it('lists Settings for an admin, and tells a moderator it is for admins', async () => {
    mockApi({ 'admin/settings': ok(settings()), 'admin/overview': failure(500, 'x', 'x') });
    const admin = renderPage(<AdminRoutes />, { url: '/admin/settings', user: anAdmin() });
    const nav = within(await screen.findByRole('navigation', { name: 'Operator console' }));
    nav.getByRole('link', { name: 'Settings' });
    await screen.findByRole('heading', { level: 2, name: 'Site' });
    admin.unmount();

    renderPage(<AdminRoutes />, { url: '/admin/settings', user: aUser({ id: 2, name: 'Mo', role: 'moderator' }) });
    await screen.findByText('Admins only');
    expect(screen.queryByRole('heading', { level: 2, name: 'Site' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });
});
