import type { PackageFeatureKey } from '@domus/shared/contract';
import { RequireAccess } from '@domus/shared/guards';
import { useTranslation } from '@domus/shared/i18n';
import { createRemoteSpa } from '@domus/shared/remotes';
import { preloadPageFor, Route, Routes, type LazyPage } from '@domus/shared/routing';
import { Spinner } from '@domus/shared/ui';
import { Suspense, type ComponentType, type ReactNode } from 'react';

// The base styles of the shared parts a page restyles with its own class of equal specificity
// (ListingImage's `className`, PriceLabel's, the page frame): injected before any page's, so the
// page's rules come later and win in every area, whichever page is visited first.
import '../components/page.module.css';
import '../components/listing-image.module.css';
import '../components/price-label.module.css';
import { NotFoundPage } from '../components/not-found-message';
import { english } from '../lib/english';
import { CompareTraySlot } from './features/compare-tray/compare-tray-slot';

/** A page of an area at its path (react-router pattern). */
export type PageRoute = readonly [path: string, Page: LazyPage];
/** A posting page: its path, the package feature it uses up, and the page. */
export type PostingRoute = readonly [path: string, feature: PackageFeatureKey, Page: LazyPage];

/** The pages of one area of mf-listings (browse, studio, content): each is its own exposed module. */
export interface AreaPages {
  /** Pages anyone may see. */
  pages?: readonly PageRoute[];
  /** Posting pages: a complete profile (and verification when the site requires it) and a package with a use left. */
  posting?: readonly PostingRoute[];
  /** The signed-in user's own pages: a visitor goes to the login page and comes back. */
  owner?: readonly PageRoute[];
}

/** Loads the code of the area's page at `pathname` ahead of a visit (with `data`, its first data too). */
export function prefetchFor(area: AreaPages) {
  const lazyRoutes: PageRoute[] = [
    ...(area.pages ?? []),
    ...(area.posting ?? []).map(([path, , Page]) => [path, Page] as const),
    ...(area.owner ?? []),
  ];
  return (pathname: string, options: { data?: boolean } = {}) => preloadPageFor(pathname, lazyRoutes, options);
}

/**
 * The `<Routes>` of an area, at the absolute paths the shell hands to it: `children` (routes drawn
 * as they are), its pages, a not-found page for any other path, and the compare tray every page
 * of mf-listings shows.
 */
export function AreaRoutes({ area, children }: { area: AreaPages; children?: ReactNode }) {
  const { t } = useTranslation('listings');
  return (
    <Suspense fallback={<Spinner label={t('state.loading')} />}>
      <Routes>
        {children}
        {(area.pages ?? []).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {(area.posting ?? []).map(([path, feature, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess requirements={{ profile: true, verification: true, package: feature }}>
                <Page />
              </RequireAccess>
            }
          />
        ))}
        {(area.owner ?? []).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess>
                <Page />
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <CompareTraySlot />
    </Suspense>
  );
}

/**
 * single-spa lifecycles of an area, with the remote's `listings` texts. English ships with the
 * remote as the default; every language's texts come from the API.
 */
export function createAreaSpa(Routes: ComponentType) {
  return createRemoteSpa({ remote: 'mf-listings', namespace: 'listings', locales: { en: english }, Routes });
}
