import type { RenewalState } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { aWholeProject } from '../../../../testing/fixtures';
import { bodiesTo, mockApi, ok, renderPage, signedIn } from '../../../../testing/render-page';
import { MyProjectsPage } from '../components/my-projects-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fresh: RenewalState = { renewal_due_at: '2027-02-01T00:00:00.000Z', needs_renewal: 0, inactive_as_stale: 0 };
const reminded: RenewalState = { ...fresh, needs_renewal: 1 };
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('renewing from My projects', () => {
  it('renews a reminded project with one click', async () => {
    let renewed = false;
    const project = () => ({
      ...aWholeProject({ id: 7, slug_id: 'river-park', title: 'River Park', status: 1, request_status: 'approved' }),
      ...(renewed ? fresh : reminded),
    });
    const fetchMock = mockApi({
      'get-added-projects': () => ok([project()], { total: 1 }),
      'renew-project': () => {
        renewed = true;
        return ok(project());
      },
    });
    renderPage(<MyProjectsPage />, { url: '/user/my-projects', user: signedIn() });

    const row = (await screen.findByText('River Park')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('needs-renewal').textContent).toBe('Needs renewal');
    fireEvent.click(within(row).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(bodiesTo(fetchMock, 'renew-project')).toEqual([{ project_id: 7 }]));
    await waitFor(() => expect(within(rowOf('River Park')).queryByTestId('needs-renewal')).toBeNull());
  });
});
