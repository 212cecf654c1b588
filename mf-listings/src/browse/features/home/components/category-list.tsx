import { useTranslation } from '@domus/shared/i18n';
import { translatedName } from '@domus/shared/format';
import { Link } from '@domus/shared/routing';
import { propertySearchPath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import type { Category } from '../../../../types/listings';
import styles from './home.module.css';

export function CategoryList({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation('listings');
  return (
    <ul className={styles.categories}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={propertySearchPath({ category_id: String(category.id) })} className={styles.category}>
            <ListingImage src={category.image} alt="" className={styles.categoryIcon} />
            <span className={styles.categoryName}>
              <bdi>{translatedName(category)}</bdi>
            </span>
            {category.properties_count !== undefined ? (
              <span className={styles.muted}>{t('home.propertyCount', { count: category.properties_count })}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
