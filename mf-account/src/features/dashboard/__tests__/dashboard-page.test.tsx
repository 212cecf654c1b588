import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aDashboard, aUser } from '../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { DashboardPage } from '../components/dashboard-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const stats = aDashboard();

describe('/user/dashboard', () => {
  it('shows the counts and the active package', async () => {
    mockApi({ 'dashboard-stats': ok(stats) });
    renderPage(<DashboardPage />, { url: '/user/dashboard', user: aUser() });
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());

    const figure = async (label: string) =>
      (await screen.findAllByText(label)).find((element) => element.tagName === 'DT')?.nextElementSibling?.textContent;
    expect(await figure('Properties')).toBe('12');
    expect(await figure('Projects')).toBe('2');
    expect(await figure('Views')).toBe('1,530');
    expect(await figure('Favourites')).toBe('41');
    expect(await figure('Advertisements')).toBe('3');
    screen.getByText(/\u2068Ouro\u2069, active until/);
  });

  it('draws the figures empty while they load, so the links below do not move', async () => {
    mockApi({ 'dashboard-stats': ok(stats) });
    renderPage(<DashboardPage />, { url: '/user/dashboard', user: aUser() });
    expect(screen.getByText('Loading…').getAttribute('role')).toBe('status');
    const terms = () => [...document.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms()).toEqual(['Properties', 'Projects', 'Views', 'Favourites', 'Advertisements']);
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(terms()).toHaveLength(5);
  });

  it('offers a package when none is active', async () => {
    mockApi({ 'dashboard-stats': ok({ ...stats, active_package: null }) });
    renderPage(<DashboardPage />, { url: '/user/dashboard', user: aUser() });
    await screen.findByText('You have no active package.');
    expect(screen.getByRole('link', { name: 'Choose a package' }).getAttribute('href')).toBe('/subscription-plan');
  });

  it("links to the user's screens", () => {
    mockApi({ 'dashboard-stats': ok(stats) });
    renderPage(<DashboardPage />, { url: '/user/dashboard', user: aUser() });
    const links = screen.getByRole('navigation', { name: 'Your account' });
    for (const [name, href] of [
      ['My profile', '/user/profile'],
      ['Notifications', '/user/notifications'],
      ['Agent verification', '/user/agent-verification'],
      ['Personalise feed', '/user/personalise-feed'],
      ['Delete account', '/user/delete-account'],
    ]) {
      expect(links.querySelector(`a[href="${href}"]`)?.textContent).toBe(name);
    }
  });

  it('logs out: tells the server, forgets the session and goes home', async () => {
    const fetchMock = mockApi({ 'dashboard-stats': ok(stats), 'before-logout': ok(null) });
    const { session } = renderPage(<DashboardPage />, { url: '/user/dashboard', user: aUser() });

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(session().data).toBeNull();
    expect(requestsTo(fetchMock, 'before-logout', 'POST')).toHaveLength(1);
  });

  it('logs out even when the server cannot be reached', async () => {
    const fetchMock = mockApi({ 'dashboard-stats': ok(stats) });
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('offline');
    });
    const { session } = renderPage(<DashboardPage />, { url: '/user/dashboard', user: aUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session().data).toBeNull());
  });
});
