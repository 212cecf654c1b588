/**
 * The page's router as one federated singleton: the parts of react-router that the shell and the
 * remotes use. Sharing `react-router-dom` itself would ship all of it on the first load (data
 * routers, fetchers, server components...) because webpack cannot tree-shake a shared module;
 * this entry is built from named re-exports, so only what is listed here travels.
 * A screen that needs another export adds it here.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
export { lazyPage, preloadPageFor } from './lazy-page';
export type { LazyPage, PageParams } from './lazy-page';
export { pageFrom, usePageParam } from './page-param';
export { MovedTo } from './moved-to';
export { safeSitePath } from './site-path';
