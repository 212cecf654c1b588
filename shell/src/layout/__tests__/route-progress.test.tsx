import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@domus/shared/routing';

import { RouteProgress } from '../route-progress';

/** The router's navigate, as a link or a page would call it. */
const router: { navigate?: NavigateFunction } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate!(to, options);

function renderProgress(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <RouteProgress />
      <Navigator />
    </MemoryRouter>,
  );
}

/** The bar the reader sees across the top of the page, or null when there is none. */
const progressBar = () => document.querySelector<HTMLElement>('#nprogress .bar');

/** Lets the route change settle: the bar finishes, fades and leaves the page. */
const settle = () => act(() => jest.advanceTimersByTime(2_000));

describe('RouteProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    settle();
    jest.useRealTimers();
  });

  it('shows the bar when the page opens and on every navigation to another address, then takes it away', () => {
    renderProgress('/properties');
    expect(progressBar()).not.toBeNull();
    settle();
    expect(progressBar()).toBeNull();

    act(() => navigate('/properties?city=Lisbon'));
    expect(progressBar()).not.toBeNull();
    settle();
    expect(progressBar()).toBeNull();

    act(() => navigate('/map', { replace: true }));
    expect(progressBar()).not.toBeNull();
    settle();
    expect(progressBar()).toBeNull();
  });

  it('shows no bar while a page writes its own state into its address in place', () => {
    renderProgress('/map?lat=38.7&lng=-9.1&zoom=10');
    settle();
    act(() => navigate('/map?lat=38.8&lng=-9.1&zoom=10', { replace: true }));
    expect(progressBar()).toBeNull();
    act(() => navigate('/map?lat=38.9&lng=-9.2&zoom=11', { replace: true }));
    expect(progressBar()).toBeNull();
  });
});
