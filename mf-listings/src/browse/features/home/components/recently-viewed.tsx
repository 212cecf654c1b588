import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { propertyPagePath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import { PriceLabel } from '../../../../components/price-label';
import { clearRecentlyViewed, useRecentlyViewed } from '../../../../hooks/use-recently-viewed';
import { HomeSection } from './home-section';
import styles from './recently-viewed.module.css';

/** The properties this browser opened lately, newest first; absent until there is one. */
export function RecentlyViewed() {
  const { t } = useTranslation('listings');
  const recent = useRecentlyViewed();
  if (recent.length === 0) return null;
  return (
    <HomeSection id="recent" title={t('recent.title')}>
      <ul className={styles.list} aria-label={t('recent.title')}>
        {recent.map((entry) => (
          <li key={entry.id}>
            <Link to={propertyPagePath(entry.slug_id)} className={styles.card}>
              <ListingImage src={entry.title_image} alt="" className={styles.image} />
              <span className={styles.body}>
                <span className={styles.title}>
                  <bdi>{entry.title}</bdi>
                </span>
                <PriceLabel listing={entry} className={styles.price} />
                {entry.city ? (
                  <span className={styles.city}>
                    <bdi>{entry.city}</bdi>
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={clearRecentlyViewed}>
        {t('recent.clear')}
      </button>
    </HomeSection>
  );
}
