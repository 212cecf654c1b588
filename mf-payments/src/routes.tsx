import { RequireAccess } from '@domus/shared/guards';
import { Route, Routes } from '@domus/shared/routing';
import { Spinner } from '@domus/shared/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { NotFoundPage } from './components/not-found-page';
import { PlansPage } from './features/plans/components/plans-page';

// The plans ship with the remote's entry (where the guards send people); the rest load on first visit.
const PaymentReturnPage = lazy(() =>
  import('./features/payment-return/components/payment-return-page').then((m) => ({ default: m.PaymentReturnPage })),
);
const SubscriptionsPage = lazy(() =>
  import('./features/subscriptions/components/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })),
);
const TransactionHistoryPage = lazy(() =>
  import('./features/transactions/components/transaction-history-page').then((m) => ({
    default: m.TransactionHistoryPage,
  })),
);

/** Signed-in pages: a visitor goes to `/login?redirect=<this page>`. */
const signedIn = (page: ReactNode) => <RequireAccess>{page}</RequireAccess>;

/** The pages of mf-payments, at the absolute paths the shell hands to this remote. */
export default function PaymentsRoutes() {
  const { t } = useTranslation('payments');
  return (
    <Suspense fallback={<Spinner label={t('state.loading')} />}>
      <Routes>
        <Route path={pagePaths.subscriptionPlans} element={<PlansPage />} />
        <Route path={pagePaths.subscriptions} element={signedIn(<SubscriptionsPage />)} />
        <Route path={pagePaths.transactionHistory} element={signedIn(<TransactionHistoryPage />)} />
        <Route path="/payment/success" element={signedIn(<PaymentReturnPage arrivedAt="success" />)} />
        <Route path="/payment/failure" element={signedIn(<PaymentReturnPage arrivedAt="failure" />)} />
        <Route path="/payment/cancel" element={signedIn(<PaymentReturnPage arrivedAt="cancel" />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
