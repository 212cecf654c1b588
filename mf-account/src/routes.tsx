import { RequireAccess } from '@domus/shared/guards';
import { Spinner } from '@domus/shared/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { MovedTo, Route, Routes } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { NotFoundPage } from './components/not-found-page';
import { LoginPage } from './features/auth/components/login-page';

// Sign-in ships with the remote's entry (the page people arrive on); every other page loads when first visited.
const RegisterPage = lazy(() =>
  import('./features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ProfilePage = lazy(() =>
  import('./features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const DashboardPage = lazy(() =>
  import('./features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const AgentVerificationPage = lazy(() =>
  import('./features/agent-verification/components/agent-verification-page').then((m) => ({
    default: m.AgentVerificationPage,
  })),
);
const NotificationsPage = lazy(() =>
  import('./features/notifications/components/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
const PersonalizeFeedPage = lazy(() =>
  import('./features/personalize-feed/components/personalize-feed-page').then((m) => ({
    default: m.PersonalizeFeedPage,
  })),
);
const DeleteAccountPage = lazy(() =>
  import('./features/delete-account/components/delete-account-page').then((m) => ({ default: m.DeleteAccountPage })),
);

/** `/user/*` pages: a visitor goes to `/login?redirect=<this page>`. */
const signedIn = (page: ReactNode) => <RequireAccess>{page}</RequireAccess>;

/** The pages of mf-account, at the absolute paths the shell hands to this remote. */
export default function AccountRoutes() {
  const { t } = useTranslation('account');
  return (
    <Suspense fallback={<Spinner label={t('state.loading')} />}>
      <Routes>
        <Route path={pagePaths.login} element={<LoginPage />} />
        <Route path={pagePaths.register} element={<RegisterPage />} />
        <Route path={pagePaths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={pagePaths.profile} element={signedIn(<ProfilePage />)} />
        <Route path={pagePaths.dashboard} element={signedIn(<DashboardPage />)} />
        <Route path={pagePaths.agentVerification} element={signedIn(<AgentVerificationPage />)} />
        <Route path={pagePaths.notifications} element={signedIn(<NotificationsPage />)} />
        <Route path={pagePaths.personaliseFeed} element={signedIn(<PersonalizeFeedPage />)} />
        <Route path="/user/personalize-feed" element={<MovedTo path={pagePaths.personaliseFeed} />} />
        <Route path={pagePaths.deleteAccount} element={signedIn(<DeleteAccountPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
