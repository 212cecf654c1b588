import { act, render } from '@testing-library/react';
import NProgress from 'nprogress';
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

describe('RouteProgress', () => {
  const start = jest.spyOn(NProgress, 'start');
  beforeEach(() => start.mockClear());

  it('runs when the page opens and on every navigation to another address', () => {
    renderProgress('/properties');
    expect(start).toHaveBeenCalledTimes(1);
    act(() => navigate('/properties?city=Lisbon'));
    expect(start).toHaveBeenCalledTimes(2);
    act(() => navigate('/map', { replace: true }));
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('stays still while a page writes its own state into its address in place', () => {
    renderProgress('/map?lat=38.7&lng=-9.1&zoom=10');
    expect(start).toHaveBeenCalledTimes(1);
    act(() => navigate('/map?lat=38.8&lng=-9.1&zoom=10', { replace: true }));
    act(() => navigate('/map?lat=38.9&lng=-9.2&zoom=11', { replace: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
