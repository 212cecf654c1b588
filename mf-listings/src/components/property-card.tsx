import { pictureSlots, translatedName } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { propertyPagePath } from '@domus/shared/contract/page-paths';

import type { Property } from '../types/listings';
import { CompareToggle } from './compare-toggle';
import { ListingImage } from './listing-image';
import { PriceLabel } from './price-label';
import styles from './property-card.module.css';

/**
 * A property in a list: photo, type badge, price, title, city and category, linking to its page.
 * `priority`: the card is among the first a visitor sees, its photo loads at once.
 */
export function PropertyCard({ property, priority }: { property: Property; priority?: boolean }) {
  const { t } = useTranslation('listings');
  const type = String(property.property_type);
  return (
    <article className={styles.card} data-testid="property-card">
      <Link to={propertyPagePath(property.slug_id)} className={styles.link}>
        <div className={styles.media}>
          <ListingImage
            src={property.title_image}
            thumb={property.title_image_thumb}
            sizes={pictureSlots.propertyCard}
            priority={priority}
            alt=""
            className={styles.image}
          />
          <span className={`${styles.badge} ${styles[type] ?? ''}`}>
            {t(`propertyType.${type}`, { defaultValue: type })}
          </span>
        </div>
        <div className={styles.body}>
          <PriceLabel listing={property} />
          <h3 className={styles.title}>
            <bdi>{property.title}</bdi>
          </h3>
          <p className={styles.meta}>
            {property.city ? (
              <span>
                <bdi>{property.city}</bdi>
              </span>
            ) : null}
            {property.category?.category ? (
              <span className={styles.category}>
                <bdi>{translatedName(property.category)}</bdi>
              </span>
            ) : null}
          </p>
        </div>
      </Link>
      <CompareToggle property={property} compact />
    </article>
  );
}
