import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Navigate, useNavigate } from '../routing';

import { Spinner } from '../ui/spinner';
import { GuardDialog } from './guard-dialog';
import type { GuardRequirements } from './guard-rules';
import { GUARD_NAMESPACE, registerGuardTexts } from './guard-texts';
import { usePageGuard } from './use-guard';

export interface RequireAccessProps {
  requirements?: GuardRequirements;
  children: ReactNode;
  /** Shown while the settings or the package check the rules need are loading (default: a spinner). */
  pending?: ReactNode;
  /** Where cancelling the dialog goes (default: home). */
  cancelTo?: string;
}

function CheckingAccount() {
  const { i18n } = useTranslation();
  registerGuardTexts(i18n);
  const { t } = useTranslation(GUARD_NAMESPACE);
  return <Spinner label={t('checking', { defaultValue: 'Checking your account…' })} />;
}

/**
 * Guards a whole page: visitors go straight to `/login?redirect=<this page>`; a signed-in
 * user who fails another rule (profile, verification, package) sees the "Opps!" dialog
 * instead of the page.
 */
export function RequireAccess({ requirements, children, pending, cancelTo = '/' }: RequireAccessProps) {
  const { outcome, retry } = usePageGuard(requirements);
  const navigate = useNavigate();
  if (!outcome) return <>{pending === undefined ? <CheckingAccount /> : pending}</>;
  if (outcome.allowed) return <>{children}</>;
  if (outcome.reason === 'notSignedIn') return <Navigate to={outcome.redirectTo} replace />;
  return (
    <GuardDialog
      failure={outcome}
      onConfirm={() => (outcome.reason === 'packageCheckFailed' ? retry() : navigate(outcome.redirectTo))}
      onCancel={() => navigate(cancelTo)}
    />
  );
}
