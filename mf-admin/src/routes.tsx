import { Route, Routes } from '@domus/shared/routing';
import type { ReactNode } from 'react';

import { NotFoundPage } from './components/not-found-page';
import { OperatorsOnly } from './components/operators-only';
import { OverviewPage } from './components/overview-page';
import { ArticlesPage } from './features/content/components/articles-page';
import { BannersPage } from './features/content/components/banners-page';
import { FaqsPage } from './features/content/components/faqs-page';
import { SitePagesPage } from './features/content/components/site-pages-page';
import { SliderPage } from './features/content/components/slider-page';
import { UsersPage } from './features/users/components/users-page';
import { VerificationPage } from './features/verification/components/verification-page';
import { consolePaths } from './lib/console-paths';

const operatorsOnly = (page: ReactNode) => <OperatorsOnly>{page}</OperatorsOnly>;
/** A screen for admins alone: a moderator is told so, and its calls are never sent. */
const adminsOnly = (page: ReactNode) => <OperatorsOnly role="admin">{page}</OperatorsOnly>;

/** The Content screen's sections, one page each. */
const contentPages = [
  [consolePaths.content, ArticlesPage],
  [consolePaths.contentFaqs, FaqsPage],
  [consolePaths.contentSlider, SliderPage],
  [consolePaths.contentBanners, BannersPage],
  [consolePaths.contentPages, SitePagesPage],
] as const;

/** The console's pages, at the absolute paths the shell hands to this remote. Small: no lazy chunks. */
export default function ConsoleRoutes() {
  return (
    <Routes>
      <Route path={consolePaths.overview} element={operatorsOnly(<OverviewPage />)} />
      <Route path={consolePaths.users} element={operatorsOnly(<UsersPage />)} />
      <Route path={consolePaths.verification} element={operatorsOnly(<VerificationPage />)} />
      {contentPages.map(([path, Page]) => (
        <Route key={path} path={path} element={adminsOnly(<Page />)} />
      ))}
      <Route path={`${consolePaths.overview}/*`} element={operatorsOnly(<NotFoundPage />)} />
      {/* Only the dev harness hands this remote a path outside /admin (e.g. /login). */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
