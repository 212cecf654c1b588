import { useTranslation } from '@domus/shared/i18n';
import { Link, useLocation } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../components/listing-image';
import { clearCompare, removeFromCompare, useCompareList } from '../../../hooks/use-compare-list';
import styles from './compare.module.css';

/** A bar along the bottom of every listings page while properties are chosen for comparison. */
export function CompareTray() {
  const { t } = useTranslation('listings');
  const chosen = useCompareList();
  const { pathname } = useLocation();
  if (chosen.length === 0 || pathname === pagePaths.compare) return null;
  return (
    <aside className={styles.tray} aria-label={t('compare.tray')} data-testid="compare-tray">
      <ul className={styles.trayList}>
        {chosen.map((entry) => (
          <li key={entry.id} className={styles.trayItem}>
            <ListingImage src={entry.title_image} alt="" className={styles.trayImage} />
            <span className={styles.trayTitle}>
              <bdi>{entry.title}</bdi>
            </span>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('compare.removeNamed', { title: entry.title })}
              onClick={() => removeFromCompare(entry.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.trayActions}>
        <button type="button" className={styles.textButton} onClick={clearCompare}>
          {t('compare.clear')}
        </button>
        <Link to={pagePaths.compare} className={styles.primaryLink}>
          {t('compare.open', { count: chosen.length })}
        </Link>
      </div>
    </aside>
  );
}
