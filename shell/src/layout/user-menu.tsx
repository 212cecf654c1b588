import { sessionAtom, signOut } from '@domus/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@domus/shared/i18n';
import { Link, useNavigate } from '@domus/shared/routing';
import { toast } from 'react-toastify';
import { pagePaths } from '@domus/shared/contract/page-paths';
import { isOperator } from '@domus/shared/contract/rules/roles';

import styles from './header.module.css';

/** "Sign in" for visitors; the user's name with their screens and logout once signed in. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  if (!session.data) {
    return (
      <Link to={pagePaths.login} className={styles.signIn}>
        {t('header.signIn')}
      </Link>
    );
  }
  const logout = async () => {
    await signOut();
    toast.success(t('header.signedOut'));
    navigate('/');
  };
  return (
    <details className={styles.userMenu}>
      <summary>
        <bdi>{session.data.name || session.data.email}</bdi>
      </summary>
      <nav aria-label={t('header.accountNavigation')}>
        <Link to={pagePaths.dashboard}>{t('header.dashboard')}</Link>
        <Link to={pagePaths.profile}>{t('header.profile')}</Link>
        <Link to={pagePaths.favourites}>{t('header.favourites')}</Link>
        <Link to={pagePaths.savedSearches}>{t('header.savedSearches')}</Link>
        {isOperator(session.data.role) ? (
          <Link to={pagePaths.operatorConsole}>{t('header.operatorConsole')}</Link>
        ) : null}
        <button type="button" onClick={() => void logout()}>
          {t('header.logout')}
        </button>
      </nav>
    </details>
  );
}
