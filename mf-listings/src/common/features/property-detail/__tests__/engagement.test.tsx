import { listingMessages } from '@domus/shared/contract';
import { Route, Routes } from '@domus/shared/routing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { aProperty, aUser, propertyListReply } from '../../../../testing/fixtures';
import { bodiesTo, mockApi, ok, renderPage, requestsTo } from '../../../../testing/render-page';
import { MyPropertyPage, PropertyDetailPage } from '../components/property-detail-page';
import { reportForm } from '../report-form';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const owner = aUser({ id: 7 });
const reader = aUser({ id: 8, name: 'Rui Lima', email: 'rui@example.test' });
const villa = aProperty({ customer_id: 7, is_favourite: 0, is_interested: 0, is_reported: 0 });

const renderDetail = (user: ReturnType<typeof aUser> | null, url = '/properties-details/sunny-villa-lisbon') =>
  renderPage(
    <Routes>
      <Route path="/properties-details/:slug_id" element={<PropertyDetailPage />} />
      <Route path="/my-property/:slug_id" element={<MyPropertyPage />} />
    </Routes>,
    { url, user },
  );

describe('the report rule', () => {
  it('needs a reason or a message', () => {
    const messages = (form: { reason_id: string; other_message: string }) => {
      const result = reportForm.safeParse(form);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ reason_id: '', other_message: '  ' })).toEqual([listingMessages.reportReasonRequired]);
    expect(messages({ reason_id: '2', other_message: '' })).toEqual([]);
    expect(messages({ reason_id: '', other_message: 'Fake photos' })).toEqual([]);
  });
});

describe('engagement on /properties-details/:slug_id', () => {
  it('toggles the favourite and shows the new state', async () => {
    const fetchMock = mockApi({
      get_property: propertyListReply([villa]),
      add_favourite: ok({ property_id: 1, is_favourite: 1, total_favourite_users: 5 }),
    });
    renderDetail(reader);
    const button = await screen.findByRole('button', { name: /Add to favourites/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const pressed = await screen.findByRole('button', { name: /Remove from favourites/ });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(bodiesTo(fetchMock, 'add_favourite')).toEqual([{ property_id: 1, type: 1 }]);
  });

  it('shows interest and takes it back', async () => {
    let interested: 0 | 1 = 0;
    const fetchMock = mockApi({
      get_property: propertyListReply([{ ...villa, is_interested: 1 }]),
      interested_users: () => ok({ property_id: 1, is_interested: interested, total_interested_users: 0 }),
    });
    renderDetail(reader);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove my interest' }));
    await screen.findByRole('button', { name: "I'm interested" });
    interested = 1;
    fireEvent.click(screen.getByRole('button', { name: "I'm interested" }));
    await screen.findByRole('button', { name: 'Remove my interest' });
    expect(bodiesTo(fetchMock, 'interested_users')).toEqual([
      { property_id: 1, type: 0 },
      { property_id: 1, type: 1 },
    ]);
  });

  it('asks a visitor to log in instead of favouriting', async () => {
    const fetchMock = mockApi({ get_property: propertyListReply([villa]) });
    renderDetail(null);
    fireEvent.click(await screen.findByRole('button', { name: /Add to favourites/ }));
    await screen.findByText('Opps!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('location').textContent).toMatch(/^\/login\?redirect=/);
    expect(requestsTo(fetchMock, 'add_favourite')).toHaveLength(0);
  });

  it('reports with a reason, refusing an empty report, then shows it as reported', async () => {
    const fetchMock = mockApi({
      get_property: propertyListReply([villa]),
      get_report_reasons: ok([
        { id: 1, reason: 'Wrong price', translated_reason: '' },
        { id: 2, reason: 'Already sold', translated_reason: 'Já vendido' },
      ]),
      add_reports: ok({ id: 4, property_id: 1 }),
    });
    renderDetail(reader);
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    // The reasons in the reader's language (the stored text when a translation is empty).
    await within(dialog).findByLabelText('Já vendido');
    within(dialog).getByLabelText('Wrong price');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(listingMessages.reportReasonRequired);
    expect(requestsTo(fetchMock, 'add_reports')).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('Já vendido'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetchMock, 'add_reports')).toEqual([{ property_id: 1, reason_id: 2, other_message: '' }]);
    expect(screen.getByRole('button', { name: 'Reported' })).toHaveProperty('disabled', true);
  });

  it('shows the owner Edit instead of the reader actions', async () => {
    mockApi({ get_property: propertyListReply([villa]) });
    renderDetail(owner);
    const actions = await screen.findByTestId('owner-actions');
    expect(within(actions).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/user/edit-property/sunny-villa-lisbon',
    );
    expect(screen.queryByTestId('engagement')).toBeNull();
  });

  it('guards a premium property with premium_properties for a reader who does not own it', async () => {
    const fetchMock = mockApi({
      get_property: propertyListReply([{ ...villa, is_premium: true }]),
      'check-package-limit': ok({ package_available: false, feature_available: false, limit_available: false }),
    });
    renderDetail(reader);
    await screen.findByText('Opps!');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(requestsTo(fetchMock, 'check-package-limit')[0]!.searchParams.get('type')).toBe('premium_properties');
  });

  it('shows /my-property/:slug_id to its owner only', async () => {
    mockApi({ get_property: propertyListReply([{ ...villa, is_premium: true }]) });
    const view = renderDetail(owner, '/my-property/sunny-villa-lisbon');
    await screen.findByTestId('owner-actions');
    view.unmount();
    renderDetail(reader, '/my-property/sunny-villa-lisbon');
    await screen.findByText('This page shows your own properties only.');
  });
});
