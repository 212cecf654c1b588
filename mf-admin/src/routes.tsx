import { Route, Routes } from '@domus/shared/routing';
import type { ReactNode } from 'react';

import { NotFoundPage } from './components/not-found-page';
import { OperatorsOnly } from './components/operators-only';
import { OverviewPage } from './components/overview-page';
import { CategoriesPage } from './features/catalogue/components/categories-page';
import { FacilitiesPage } from './features/catalogue/components/facilities-page';
import { NearbyPlacesPage } from './features/catalogue/components/nearby-places-page';
import { PackagesPage } from './features/catalogue/components/packages-page';
import { UsersPage } from './features/users/components/users-page';
import { VerificationPage } from './features/verification/components/verification-page';
import { consolePaths } from './lib/console-paths';

const operatorsOnly = (page: ReactNode) => <OperatorsOnly>{page}</OperatorsOnly>;
const adminsOnly = (page: ReactNode) => <OperatorsOnly role="admin">{page}</OperatorsOnly>;

/** The Catalogue screen's lists, each at its own path (admins only). */
const catalogueScreens: [string, ReactNode][] = [
  [consolePaths.catalogue, <CategoriesPage key="categories" />],
  [consolePaths.catalogueFacilities, <FacilitiesPage key="facilities" />],
  [consolePaths.catalogueNearbyPlaces, <NearbyPlacesPage key="nearby-places" />],
  [consolePaths.cataloguePackages, <PackagesPage key="packages" />],
];

/** The console's pages, at the absolute paths the shell hands to this remote. Small: no lazy chunks. */
export default function ConsoleRoutes() {
  return (
    <Routes>
      <Route path={consolePaths.overview} element={operatorsOnly(<OverviewPage />)} />
      <Route path={consolePaths.users} element={operatorsOnly(<UsersPage />)} />
      <Route path={consolePaths.verification} element={operatorsOnly(<VerificationPage />)} />
      {catalogueScreens.map(([path, page]) => (
        <Route key={path} path={path} element={adminsOnly(page)} />
      ))}
      <Route path={`${consolePaths.overview}/*`} element={operatorsOnly(<NotFoundPage />)} />
      {/* Only the dev harness hands this remote a path outside /admin (e.g. /login). */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
