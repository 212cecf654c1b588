import { Link } from '@domus/shared/routing';
import { useTranslation } from '@domus/shared/i18n';
import { propertySearchPath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import type { CityWithPlace } from '../api/get-cities-data';
import styles from './cities.module.css';

/** The search of `/properties` in one city (its `city` filter). */
export const citySearchPath = (name: string) => propertySearchPath({ city: name });

/** A city as a card: photo, name, how many listings, and how far when known; opens the search in that city. */
export function CityCard({ city, distanceKm }: { city: CityWithPlace; distanceKm?: number }) {
  const { t, i18n } = useTranslation('listings');
  const place = [city.state, city.country].filter(Boolean).join(', ');
  return (
    <Link to={citySearchPath(city.City)} className={styles.card} data-testid="city-card">
      <ListingImage src={city.image} alt="" className={styles.image} />
      <span className={styles.body}>
        <span className={styles.name}>
          <bdi>{city.City}</bdi>
        </span>
        {place ? (
          <span className={styles.muted}>
            <bdi>{place}</bdi>
          </span>
        ) : null}
        <span className={styles.count}>{t('cities.count', { count: city.Count })}</span>
        {distanceKm !== undefined ? (
          <span className={styles.muted}>
            {t('cities.distance', {
              distance: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(distanceKm),
            })}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
