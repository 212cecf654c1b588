import { cachedDataAtom } from '@domus/shared/store';
import { EmptyState, ErrorState, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';

import gridStyles from '../../../../components/list-grid.module.css';
import pageStyles from '../../../../components/page.module.css';
import { useAllCities, type CityWithPlace } from '../api/get-cities-data';
import { byDistanceFrom } from '../utils/nearby';
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
      <ul className={`${gridStyles.listGrid} ${styles.grid}`} aria-label={t('cities.nearby')}>
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

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('cities.loadFailed')}
        message={<ApiErrorText error={query.error} />}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (query.data.length === 0) {
    content = <EmptyState title={t('cities.empty')} />;
  } else {
    content = (
      <>
        <NearbyCities cities={query.data} />
        <section className={styles.section} aria-labelledby="cities-all">
          <h2 id="cities-all" className={styles.sectionTitle}>
            {t('cities.all')}
          </h2>
          <ul className={`${gridStyles.listGrid} ${styles.grid}`} aria-label={t('cities.all')}>
            {query.data.map((city) => (
              <li key={`${city.City}|${city.country ?? ''}`}>
                <CityCard city={city} />
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }
  return (
    <div className={pageStyles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('cities.title')}</h1>
        <p className={styles.description}>{t('cities.description')}</p>
      </header>
      {content}
    </div>
  );
}
