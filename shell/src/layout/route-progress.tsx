import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useLocation } from '@domus/shared/routing';

NProgress.configure({ showSpinner: false });

/** The top progress bar during route changes (shell-owned; remotes signal nothing). */
export function RouteProgress() {
  const location = useLocation();
  useEffect(() => {
    NProgress.start();
    const timer = setTimeout(() => NProgress.done(), 300);
    return () => {
      clearTimeout(timer);
      NProgress.done();
    };
  }, [location.pathname, location.search]);
  return null;
}
