import type { RenewalState } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import { aProperty } from '../../../../testing/fixtures';
import { bodiesTo, failure, mockApi, ok, renderPage, signedIn } from '../../../../testing/render-page';
import { MyPropertiesPage } from '../components/my-properties-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fresh: RenewalState = { renewal_due_at: '2027-02-01T00:00:00.000Z', needs_renewal: 0, inactive_as_stale: 0 };
const reminded: RenewalState = { ...fresh, needs_renewal: 1 };
const switchedOff: RenewalState = { ...fresh, needs_renewal: 1, inactive_as_stale: 1 };
const property = (id: number, title: string, renewal: RenewalState, status: 0 | 1 = 1) => ({
  ...aProperty({ id, slug_id: `flat-${id}`, title, status, request_status: 'approved', property_type: 'sell' }),
  ...renewal,
});
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('renewing from My properties', () => {
  it('shows "Needs renewal" with Renew on a reminded listing only; Renew asks once and the refreshed list drops the badge', async () => {
    let renewed = false;
    const fetchMock = mockApi({
      'get-added-properties': () =>
        ok([property(1, 'Old flat', renewed ? fresh : reminded), property(2, 'New flat', fresh)], { total: 2 }),
      'renew-property': () => {
        renewed = true;
        return ok(property(1, 'Old flat', fresh));
      },
    });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });

    await screen.findByText('Old flat');
    expect(within(rowOf('Old flat')).getByTestId('needs-renewal').textContent).toBe('Needs renewal');
    expect(within(rowOf('New flat')).queryByTestId('needs-renewal')).toBeNull();
    expect(within(rowOf('New flat')).queryByRole('button', { name: 'Renew' })).toBeNull();

    fireEvent.click(within(rowOf('Old flat')).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(bodiesTo(fetchMock, 'renew-property')).toEqual([{ property_id: 1 }]));
    await waitFor(() => expect(within(rowOf('Old flat')).queryByTestId('needs-renewal')).toBeNull());
    expect(within(rowOf('Old flat')).queryByRole('button', { name: 'Renew' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Listing renewed.');
  });

  it('says a listing was switched off for want of renewal, and shows a refusal in the row', async () => {
    mockApi({
      'get-added-properties': ok([property(3, 'Quiet flat', switchedOff, 0)], { total: 1 }),
      'renew-property': failure(403, 'forbidden', 'Only the owner can change this listing.'),
    });
    renderPage(<MyPropertiesPage />, { url: '/user/my-properties', user: signedIn() });

    const row = (await screen.findByText('Quiet flat')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('needs-renewal').textContent).toBe('Switched off: needs renewal');
    expect(within(row).getByTestId('listing-state').textContent).toBe('Inactive');
    fireEvent.click(within(row).getByRole('button', { name: 'Renew' }));
    expect((await within(row).findByRole('alert')).textContent).toBe('Only the owner can change this listing.');
    within(row).getByTestId('needs-renewal');
  });
});
