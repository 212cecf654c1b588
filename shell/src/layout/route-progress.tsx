import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@domus/shared/routing';

// nprogress's own markup gives the bar role="bar", which is no ARIA role (axe: critical), and finds
// it by that role. The bar only decorates a navigation, so assistive technology skips it.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/**
 * The top progress bar during route changes (shell-owned; remotes signal nothing). A page that
 * writes its own state into its address in place (a replace on the same path: the map's view
 * after every pan) is not going anywhere, so the bar stays still.
 */
export function RouteProgress() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    if (samePage && navigationType === 'REPLACE') return undefined;
    NProgress.start();
    const timer = setTimeout(() => NProgress.done(), 300);
    return () => {
      clearTimeout(timer);
      NProgress.done();
    };
  }, [location.pathname, location.search, navigationType]);
  return null;
}
