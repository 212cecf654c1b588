import { useTranslation } from '@domus/shared/i18n';
import { Link, useLocation } from '@domus/shared/routing';
import { useSessionUser } from '@domus/shared/store';

import { areaForSession } from '../remotes/remote-audience';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { moduleLabel } from '../remotes/remote-map';
import styles from './app.module.css';

/**
 * The shell's routing: the remote's exposed module (its `./spa`, or one of its areas) that owns the
 * current prefix is mounted; unknown paths get a not-found page, and so do the paths of a remote
 * for operators when the session is no operator's (remote-audience.ts): signing in or out redraws this.
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const area = areaForSession(pathname, user?.role);
  if (!area) {
    return (
      <section className={styles.notFound}>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.detail')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </section>
    );
  }
  // Keyed by exposed module: moving between two screens of one area keeps its parcel mounted.
  return <RemoteOutlet key={moduleLabel(area)} area={area} />;
}
