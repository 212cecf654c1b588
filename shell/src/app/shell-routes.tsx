import { useTranslation } from '@domus/shared/i18n';
import { areaForPath } from '@domus/shared/remote-list';
import { Link, useLocation } from '@domus/shared/routing';

import { RemoteOutlet } from '../remotes/remote-outlet';
import { moduleLabel } from '../remotes/remote-map';
import styles from './app.module.css';

/**
 * The shell's routing: the remote's exposed module (its `./spa`, or one of its areas) that owns the
 * current prefix is mounted; unknown paths get a not-found page.
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const area = areaForPath(pathname);
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
