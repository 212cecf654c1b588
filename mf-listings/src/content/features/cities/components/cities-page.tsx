import { cachedDataAtom } from '@domus/shared/store';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import cardStyles from '../../../../components/card-grid.module.css';
import pageStyles from '../../../../components/page.module.css';
import { PageHeader } from '../../../../components/page-header';
import { PageStates } from '../../../../components/page-states';
import { useAllCities, type CityWithPlace } from '../api/get-cities-data';
import { byDistanceFrom } from '../lib/nearby';
import styles from './cities.module.css';
import { CityCard } from './city-card';

/** How many of the nearest cities "Nearby cities" shows. */
const NEARBY_COUNT = 4;

function NearbyCities({ cities }: { cities: readonly CityWithPlace[] }) {
  const { t } = useTranslation('listings');
  const position = useAtomValue(cachedDataAtom).locationData;
  const nearest = useMemo(
    () => (position ? byDistanceFrom(cities, position).slice(0, NEARBY_COUNT) : []),
    [cities, position],
  );
  let content;
  if (!position) content = <p className={styles.note}>{t('cities.noPosition')}</p>;
  else if (nearest.length === 0) content = <p className={styles.note}>{t('cities.noNearby')}</p>;
  else {
    content = (
      <ul className={cardStyles.cardGrid} aria-label={t('cities.nearby')}>
        {nearest.map(({ place, distanceKm }) => (
          <li key={`${place.City}|${place.country ?? ''}`}>
            <CityCard city={place} distanceKm={distanceKm} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="cities-nearby">
      <h2 id="cities-nearby" className={styles.sectionTitle}>
        {t('cities.nearby')}
      </h2>
      {content}
    </section>
  );
}

/** `/cities`: the cities with listings, most listings first, and the ones nearest to the visitor. */
export function CitiesPage() {
  const { t } = useTranslation('listings');
  const query = useAllCities();
  useDocumentTitle(t('cities.title'));

  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('cities.title')} description={t('cities.description')} />
      <PageStates
        query={query}
        found={(cities) => (cities.length > 0 ? cities : null)}
        failedTitle={t('cities.loadFailed')}
        notFound={<EmptyState title={t('cities.empty')} />}
      >
        {(cities) => (
          <>
            <NearbyCities cities={cities} />
            <section className={styles.section} aria-labelledby="cities-all">
              <h2 id="cities-all" className={styles.sectionTitle}>
                {t('cities.all')}
              </h2>
              <ul className={cardStyles.cardGrid} aria-label={t('cities.all')}>
                {cities.map((city) => (
                  <li key={`${city.City}|${city.country ?? ''}`}>
                    <CityCard city={city} />
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </PageStates>
    </div>
  );
}
