import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '../routing';

import { GuardDialog } from './guard-dialog';
import type { GuardRequirements } from './guard-rules';
import { useGuardOutcome } from './use-guard';

export interface RequireAccessProps {
  requirements?: GuardRequirements;
  children: ReactNode;
  /** Shown while the settings a verification check needs are loading. */
  pending?: ReactNode;
  /** Where cancelling the dialog goes (default: home). */
  cancelTo?: string;
}

/**
 * Guards a whole page: visitors go straight to `/login?redirect=<this page>`; a signed-in
 * user who fails another rule sees the "Opps!" dialog instead of the page.
 */
export function RequireAccess({ requirements, children, pending = null, cancelTo = '/' }: RequireAccessProps) {
  const outcome = useGuardOutcome(requirements);
  const navigate = useNavigate();
  if (!outcome) return <>{pending}</>;
  if (outcome.allowed) return <>{children}</>;
  if (outcome.reason === 'notSignedIn') return <Navigate to={outcome.redirectTo} replace />;
  return (
    <GuardDialog failure={outcome} onConfirm={() => navigate(outcome.redirectTo)} onCancel={() => navigate(cancelTo)} />
  );
}
