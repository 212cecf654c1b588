import { Route, Routes } from '@domus/shared/routing';
import type { ComponentType } from 'react';

import { NotFoundPage } from './components/not-found-page';
import { OperatorsOnly } from './components/operators-only';
import { OverviewPage } from './components/overview-page';
import { CategoriesPage } from './features/catalogue/components/categories-page';
import { FacilitiesPage } from './features/catalogue/components/facilities-page';
import { NearbyPlacesPage } from './features/catalogue/components/nearby-places-page';
import { PackagesPage } from './features/catalogue/components/packages-page';
import { ChatReportsPage } from './features/chat-reports/components/chat-reports-page';
import { ArticlesPage } from './features/content/components/articles-page';
import { BannersPage } from './features/content/components/banners-page';
import { FaqsPage } from './features/content/components/faqs-page';
import { SitePagesPage } from './features/content/components/site-pages-page';
import { SliderPage } from './features/content/components/slider-page';
import { DecisionLogPage } from './features/decision-log/components/decision-log-page';
import { DuplicatesPage } from './features/duplicates/components/duplicates-page';
import { NoticesPage } from './features/notices/components/notices-page';
import { PaymentsPage } from './features/payments/components/payments-page';
import { QueuesPage } from './features/queues/components/queues-page';
import { SettingsPage } from './features/settings/components/settings-page';
import { UsersPage } from './features/users/components/users-page';
import { VerificationPage } from './features/verification/components/verification-page';
import { consolePaths, roleOfPath } from './lib/console-paths';

/** Each console path and its page; who may open it is its screen's role (`consoleScreens`). */
const consolePages: readonly [string, ComponentType][] = [
  [consolePaths.overview, OverviewPage],
  [consolePaths.queues, QueuesPage],
  [consolePaths.users, UsersPage],
  [consolePaths.verification, VerificationPage],
  [consolePaths.duplicates, DuplicatesPage],
  [consolePaths.chatReports, ChatReportsPage],
  [consolePaths.decisionLog, DecisionLogPage],
  [consolePaths.content, ArticlesPage],
  [consolePaths.contentFaqs, FaqsPage],
  [consolePaths.contentSlider, SliderPage],
  [consolePaths.contentBanners, BannersPage],
  [consolePaths.contentPages, SitePagesPage],
  [consolePaths.catalogue, CategoriesPage],
  [consolePaths.catalogueFacilities, FacilitiesPage],
  [consolePaths.catalogueNearbyPlaces, NearbyPlacesPage],
  [consolePaths.cataloguePackages, PackagesPage],
  [consolePaths.payments, PaymentsPage],
  [consolePaths.notices, NoticesPage],
  [consolePaths.settings, SettingsPage],
];

/** The console's pages, at the absolute paths the shell hands to this remote. Small: no lazy chunks. */
export default function ConsoleRoutes() {
  return (
    <Routes>
      {consolePages.map(([path, Page]) => (
        <Route
          key={path}
          path={path}
          element={
            <OperatorsOnly role={roleOfPath(path)}>
              <Page />
            </OperatorsOnly>
          }
        />
      ))}
      <Route
        path={`${consolePaths.overview}/*`}
        element={
          <OperatorsOnly>
            <NotFoundPage />
          </OperatorsOnly>
        }
      />
      {/* Only the dev harness hands this remote a path outside /admin (e.g. /login). */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
