import type { PackageFeatureKey } from '@domus/shared/contract';
import { RequireAccess } from '@domus/shared/guards';
import { Spinner } from '@domus/shared/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@domus/shared/routing';

import { NotFoundPage } from './components/not-found-message';
import { PlannedPage, plannedPrefixes } from './components/planned-page';
import { HomePage } from './features/home/components/home-page';

// The home page ships with the remote's entry; every other page loads when first visited.
const PropertiesPage = lazy(() =>
  import('./features/property-search/components/properties-page').then((m) => ({ default: m.PropertiesPage })),
);
const PropertyDetailPage = lazy(() =>
  import('./features/property-detail/components/property-detail-page').then((m) => ({
    default: m.PropertyDetailPage,
  })),
);
const ProjectDetailPage = lazy(() =>
  import('./features/project-detail/components/project-detail-page').then((m) => ({ default: m.ProjectDetailPage })),
);

/** The posting pages and the package feature each one uses up. */
const postingRoutes = [
  ['/user/properties', 'property_list'],
  ['/user/add-project', 'project_list'],
] as const satisfies readonly (readonly [string, PackageFeatureKey])[];

/** The pages of mf-listings, at the absolute paths the shell hands to this remote. */
export default function ListingsRoutes() {
  const { t } = useTranslation('listings');
  return (
    <Suspense fallback={<Spinner label={t('state.loading')} />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/properties" element={<PropertiesPage />} />
        <Route path="/properties-details/:slug_id" element={<PropertyDetailPage />} />
        <Route path="/project-details/:slug_id" element={<ProjectDetailPage />} />
        {/* Posting needs a complete profile (and verification when the site requires it) and a package with a use left. */}
        {postingRoutes.map(([path, feature]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess requirements={{ profile: true, verification: true, package: feature }}>
                <PlannedPage />
              </RequireAccess>
            }
          />
        ))}
        {plannedPrefixes.map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<PlannedPage />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
