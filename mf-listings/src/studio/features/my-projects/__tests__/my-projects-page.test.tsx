import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import { aWholeProject } from '../../../../testing/fixtures';
import { bodiesTo, failure, mockApi, ok, renderPage, requestsTo, signedIn } from '../../../../testing/render-page';
import { MyProjectsPage } from '../components/my-projects-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const approved = aWholeProject({
  id: 4,
  slug_id: 'harbour-towers',
  title: 'Harbour Towers',
  type: 'under_construction',
  status: 1,
  request_status: 'approved',
});
const pending = aWholeProject({
  id: 5,
  slug_id: 'hill-homes',
  title: 'Hill Homes',
  status: 0,
  request_status: 'pending',
});
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('/user/my-projects', () => {
  it('lists the projects with their one status, 10 a page; a project in review has no switch and no feature', async () => {
    const fetchMock = mockApi({ 'get-added-projects': ok([approved, pending], { total: 3 }) });
    renderPage(<MyProjectsPage />, { url: '/user/my-projects', user: signedIn() });

    const row = (await screen.findByText('Harbour Towers')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('listing-state').textContent).toBe('Live');
    within(row).getByRole('button', { name: 'Feature' });
    expect(within(rowOf('Hill Homes')).getByTestId('listing-state').textContent).toBe('Pending review');
    expect(within(rowOf('Hill Homes')).queryByRole('switch')).toBeNull();
    expect(within(rowOf('Hill Homes')).queryByRole('button', { name: 'Feature' })).toBeNull();
    expect(requestsTo(fetchMock, 'get-added-projects')[0]!.searchParams.get('limit')).toBe('10');
  });

  it('switches a project off, and says "Failed to Update Status" when that is refused', async () => {
    const fetchMock = mockApi({
      'get-added-projects': ok([approved], { total: 1 }),
      'change-project-status': failure(400, 'error', 'Failed to Update Status'),
    });
    renderPage(<MyProjectsPage />, { url: '/user/my-projects', user: signedIn() });

    fireEvent.click(await screen.findByRole('switch'));
    await waitFor(() => expect(bodiesTo(fetchMock, 'change-project-status')).toEqual([{ project_id: 4, status: 0 }]));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to Update Status');
    expect(toast.error).toHaveBeenCalledWith('Failed to Update Status');
  });

  it('deletes a project after confirming', async () => {
    const fetchMock = mockApi({ 'get-added-projects': ok([approved], { total: 1 }), delete_project: ok(null) });
    renderPage(<MyProjectsPage />, { url: '/user/my-projects', user: signedIn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesTo(fetchMock, 'delete_project')).toEqual([{ id: 4 }]));
  });
});
