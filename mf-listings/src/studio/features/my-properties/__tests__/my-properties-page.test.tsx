import { listingMessages } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import { aProperty } from '../../../../testing/fixtures';
import { bodiesTo, failure, mockApi, ok, renderPage, requestsTo, signedIn } from '../../../../testing/render-page';
import { MyPropertiesPage } from '../components/my-properties-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const approved = aProperty({
  id: 1,
  status: 1,
  request_status: 'approved',
  property_type: 'sell',
  total_view: 42,
  total_interested_users: 2,
});
const pending = aProperty({
  id: 2,
  slug_id: 'pending-flat',
  title: 'Pending flat',
  status: 0,
  request_status: 'pending',
});
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('/user/my-properties', () => {
  it('lists the properties with status, views and interest, 10 a page', async () => {
    const fetchMock = mockApi({ 'get-added-properties': ok([approved, pending], { total: 12 }) });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });

    const row = (await screen.findByText('Sunny villa in Lisbon')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('listing-state').textContent).toBe('Live');
    expect(row.textContent).toContain('For sale');
    expect(row.textContent).toContain('42');
    expect(row.textContent).toContain('2 interested');
    // One status a person understands, and only what it allows: no switch, stage move or feature while in review.
    const waiting = rowOf('Pending flat');
    expect(within(waiting).getByTestId('listing-state').textContent).toBe('Pending review');
    expect(waiting.textContent).not.toMatch(/Live|Active|Approved/);
    expect(within(waiting).queryByRole('switch')).toBeNull();
    expect(within(waiting).queryByRole('button', { name: 'Mark as sold' })).toBeNull();
    expect(within(waiting).queryByRole('button', { name: 'Feature' })).toBeNull();
    expect(within(waiting).getByRole('link', { name: 'Edit' }).className).toMatch(/button/);
    expect(requestsTo(fetchMock, 'get-added-properties')[0]!.searchParams.get('limit')).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'get-added-properties').at(-1)!.searchParams.get('offset')).toBe('10'),
    );
  });

  it('switches an approved property off and shows the new state', async () => {
    let current = approved;
    const fetchMock = mockApi({
      'get-added-properties': () => ok([current], { total: 1 }),
      'change-property-status': () => {
        current = { ...approved, status: 0 };
        return ok(null);
      },
    });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });

    fireEvent.click(await screen.findByRole('switch'));
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false));
    expect(bodiesTo(fetchMock, 'change-property-status')).toEqual([{ property_id: 1, status: 0 }]);
    expect(rowOf('Sunny villa in Lisbon').textContent).toContain('Inactive');
  });

  it('says "Failed to Update Status" when a change is refused and leaves the row as it was', async () => {
    mockApi({
      'get-added-properties': ok([approved], { total: 1 }),
      update_property_status: failure(403, 'forbidden', listingMessages.notOwner),
    });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });

    fireEvent.click(await screen.findByRole('button', { name: 'Mark as sold' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to Update Status');
    expect(toast.error).toHaveBeenCalledWith('Failed to Update Status');
    expect(rowOf('Sunny villa in Lisbon').textContent).toContain('For sale');
  });

  it('marks a property sold through update_property_status', async () => {
    const fetchMock = mockApi({
      'get-added-properties': ok([approved], { total: 1 }),
      update_property_status: ok(null),
    });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as sold' }));
    await waitFor(() =>
      expect(bodiesTo(fetchMock, 'update_property_status')).toEqual([{ property_id: 1, status: 'sold' }]),
    );
  });

  it('features a property after the package check and lands on /user/advertisement', async () => {
    const fetchMock = mockApi({
      'get-added-properties': ok([approved], { total: 1 }),
      'check-package-limit': ok({ package_available: true, feature_available: true, limit_available: true }),
      store_advertisement: ok({ id: 9 }),
    });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Feature' }));
    fireEvent.click(await screen.findByLabelText('Slider'));
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/advertisement'));
    expect(requestsTo(fetchMock, 'check-package-limit')[0]!.searchParams.get('type')).toBe('property_feature');
    expect(bodiesTo(fetchMock, 'store_advertisement')).toEqual([
      { feature_for: 'property', property_id: 1, type: 'slider' },
    ]);
  });

  it('shows the "Opps!" dialog instead of featuring without the package', async () => {
    const fetchMock = mockApi({
      'get-added-properties': ok([approved], { total: 1 }),
      'check-package-limit': ok({ package_available: false, feature_available: false, limit_available: false }),
    });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Feature' }));
    await screen.findByText('Opps!');
    expect(requestsTo(fetchMock, 'store_advertisement')).toHaveLength(0);
  });

  it('lists the interested users in a dialog', async () => {
    mockApi({
      'get-added-properties': ok([approved], { total: 1 }),
      get_interested_users: ok(
        [{ id: 3, name: 'Rui Lima', email: 'rui@example.test', mobile: '+351 911', profile: '', created_at: '' }],
        { total: 1 },
      ),
    });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: '2 interested' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Rui Lima');
  });

  it('deletes a property after confirming', async () => {
    const fetchMock = mockApi({ 'get-added-properties': ok([approved], { total: 1 }), delete_property: ok(null) });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesTo(fetchMock, 'delete_property')).toEqual([{ id: 1 }]));
  });
});
