import { Button } from '@domus/shared/ui';
import { useSessionUser } from '@domus/shared/store';
import { useId, useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { useNavigate } from '@domus/shared/routing';
import { toast } from 'react-toastify';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { FormAlert } from '../../../components/form-field';
import { accountErrorText } from '../../../lib/error-text';
import { useSessionActions } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';

/** `/user/delete-account`: the user types the confirmation word, then the account is gone and signed out. */
export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const id = useId();
  const navigate = useNavigate();
  const user = useSessionUser();
  const { signedOut } = useSessionActions();
  const deletion = useDeleteUser();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const word = t('deleteAccount.word');
  const confirmed = typed.trim().toUpperCase() === word.toUpperCase();

  const remove = () => {
    setTouched(true);
    if (!confirmed || !user) return;
    setFailure(null);
    deletion.mutate(user.id, {
      onSuccess: () => {
        signedOut();
        toast.success(t('deleteAccount.done'));
        navigate('/', { replace: true });
      },
      onError: (error) => setFailure(accountErrorText(error, t)),
    });
  };

  return (
    <AccountPage title={t('deleteAccount.title')} narrow>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          remove();
        }}
      >
        <p>{t('deleteAccount.warning')}</p>
        <div className={styles.field}>
          <label htmlFor={id}>{t('deleteAccount.typeWord', { word })}</label>
          <input
            id={id}
            value={typed}
            autoComplete="off"
            aria-invalid={touched && !confirmed ? true : undefined}
            aria-describedby={touched && !confirmed ? `${id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {touched && !confirmed ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {t('deleteAccount.wordMismatch', { word })}
            </p>
          ) : null}
        </div>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <Button type="submit" disabled={deletion.isPending}>
            {t('deleteAccount.submit')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(pagePaths.dashboard)}>
            {t('deleteAccount.cancel')}
          </Button>
        </div>
      </form>
    </AccountPage>
  );
}
