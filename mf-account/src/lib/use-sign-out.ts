import { settingsStateAtom } from '@domus/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';

import { useBeforeLogout } from '../api/before-logout';
import { useSessionActions } from './session';

/** Logs out: tells the server (a failure there still ends the session here), then goes home. */
export function useSignOut() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { signedOut } = useSessionActions();
  const fcmToken = useAtomValue(settingsStateAtom).fcmToken;
  const logout = useBeforeLogout();

  const signOut = () =>
    logout.mutate(fcmToken, {
      onSettled: () => {
        signedOut();
        toast.success(t('logout.done'));
        navigate('/');
      },
    });
  return { signOut, pending: logout.isPending };
}
