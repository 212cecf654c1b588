import { safeRedirectPath } from '@domus/shared/guards';
import { useTranslation } from '@domus/shared/i18n';
import { useNavigate, useSearchParams } from '@domus/shared/routing';
import { toast } from 'react-toastify';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { useSessionActions, type SignedIn } from './session';

export const DASHBOARD_PATH = pagePaths.dashboard;
export const PROFILE_PATH = pagePaths.profile;

/**
 * Stores the session and goes where the user came from (`?redirect=`), else to the
 * dashboard; a new account goes to its profile to complete it.
 */
export function useFinishSignIn() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signedIn } = useSessionActions();
  return ({ user, token, isNewUser }: SignedIn) => {
    signedIn(user, token);
    toast.success(isNewUser ? t('signIn.registered') : t('signIn.welcome', { name: user.name }));
    const fallback = isNewUser ? PROFILE_PATH : DASHBOARD_PATH;
    navigate(safeRedirectPath(searchParams.get('redirect'), fallback), { replace: true });
  };
}
