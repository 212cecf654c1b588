import { screen } from '@testing-library/react';

import AccountRoutes from '../routes';
import { aDashboard, aUser } from '../testing/fixtures';
import { mockApi, ok, renderPage } from '../testing/render-page';

describe('mf-account routes', () => {
  it.each([
    '/user/profile',
    '/user/dashboard',
    '/user/agent-verification',
    '/user/notifications',
    '/user/personalise-feed',
    '/user/delete-account',
  ])('sends a visitor from %s to /login?redirect=', async (path) => {
    mockApi({});
    renderPage(<AccountRoutes />, { url: path });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByTestId('location').textContent).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it.each([
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/forgot-password', 'Forgot password'],
  ])('shows %s to a visitor', async (path, title) => {
    mockApi({});
    renderPage(<AccountRoutes />, { url: path });
    await screen.findByRole('heading', { level: 1, name: title });
  });

  it('shows the dashboard to a signed-in user', async () => {
    mockApi({ 'dashboard-stats': ok(aDashboard()) });
    renderPage(<AccountRoutes />, { url: '/user/dashboard', user: aUser() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  });

  it('has a not-found page for other paths under its prefixes', async () => {
    mockApi({});
    renderPage(<AccountRoutes />, { url: '/login/elsewhere' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });
});
