import { Route, Routes } from '@domus/shared/routing';
import type { ReactNode } from 'react';

import { NotFoundPage } from './components/not-found-page';
import { OperatorsOnly } from './components/operators-only';
import { OverviewPage } from './components/overview-page';
import { PaymentsPage } from './features/payments/components/payments-page';
import { UsersPage } from './features/users/components/users-page';
import { VerificationPage } from './features/verification/components/verification-page';
import { consolePaths } from './lib/console-paths';

const operatorsOnly = (page: ReactNode) => <OperatorsOnly>{page}</OperatorsOnly>;

/** The console's pages, at the absolute paths the shell hands to this remote. Small: no lazy chunks. */
export default function ConsoleRoutes() {
  return (
    <Routes>
      <Route path={consolePaths.overview} element={operatorsOnly(<OverviewPage />)} />
      <Route path={consolePaths.users} element={operatorsOnly(<UsersPage />)} />
      <Route path={consolePaths.verification} element={operatorsOnly(<VerificationPage />)} />
      <Route
        path={consolePaths.payments}
        element={
          <OperatorsOnly role="admin">
            <PaymentsPage />
          </OperatorsOnly>
        }
      />
      <Route path={`${consolePaths.overview}/*`} element={operatorsOnly(<NotFoundPage />)} />
      {/* Only the dev harness hands this remote a path outside /admin (e.g. /login). */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
