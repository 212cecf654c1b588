import { useTranslation } from '@domus/shared/i18n';
import { Link, useLocation } from '@domus/shared/routing';

import { RemoteOutlet } from '../remotes/remote-outlet';
import { remoteForPath } from '../routing/route-table';
import styles from './app.module.css';

/** The shell's routing: the remote that owns the current prefix is mounted; unknown paths get a not-found page. */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const remote = remoteForPath(pathname);
  if (!remote) {
    return (
      <section className={styles.notFound}>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.detail')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </section>
    );
  }
  // Keyed by remote: moving between two screens of one remote keeps its parcel mounted.
  return <RemoteOutlet key={remote} remote={remote} />;
}
