import { Route, Routes } from '@domus/shared/routing';
import type { ComponentType, ReactNode } from 'react';

import { NotFoundPage } from './components/not-found-page';
import { OperatorsOnly } from './components/operators-only';
import { OverviewPage } from './components/overview-page';
import { ChatReportsPage } from './features/chat-reports/components/chat-reports-page';
import { DuplicatesPage } from './features/duplicates/components/duplicates-page';
import { UsersPage } from './features/users/components/users-page';
import { VerificationPage } from './features/verification/components/verification-page';
import { consolePaths } from './lib/console-paths';

const operatorsOnly = (page: ReactNode) => <OperatorsOnly>{page}</OperatorsOnly>;

/** Each console path and its page, every one for operators only. */
const consolePages: readonly [string, ComponentType][] = [
  [consolePaths.overview, OverviewPage],
  [consolePaths.users, UsersPage],
  [consolePaths.verification, VerificationPage],
  [consolePaths.duplicates, DuplicatesPage],
  [consolePaths.chatReports, ChatReportsPage],
];

/** The console's pages, at the absolute paths the shell hands to this remote. Small: no lazy chunks. */
export default function ConsoleRoutes() {
  return (
    <Routes>
      {consolePages.map(([path, Page]) => (
        <Route key={path} path={path} element={operatorsOnly(<Page />)} />
      ))}
      <Route path={`${consolePaths.overview}/*`} element={operatorsOnly(<NotFoundPage />)} />
      {/* Only the dev harness hands this remote a path outside /admin (e.g. /login). */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
