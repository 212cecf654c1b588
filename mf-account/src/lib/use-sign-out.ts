import { signOut } from '@domus/shared/store';
import { useMutation } from '@domus/shared/query';
import { useTranslation } from '@domus/shared/i18n';
import { useNavigate } from '@domus/shared/routing';
import { toast } from 'react-toastify';

/** Logs out through the page's one sign-out (the server is told; the session ends here regardless), then goes home. */
export function useSignOut() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const logout = useMutation({ mutationFn: signOut });

  const run = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success(t('logout.done'));
        navigate('/');
      },
    });
  return { signOut: run, pending: logout.isPending };
}
