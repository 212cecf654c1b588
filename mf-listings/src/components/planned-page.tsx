import { useTranslation } from 'react-i18next';
import { Link } from '@domus/shared/routing';

import styles from './not-found-message.module.css';

/**
 * Screens this remote owns whose issue has not landed yet (project lists, cities, the
 * featured / most viewed / most favourite lists, virtual tour, personalised feed). They say
 * so plainly instead of pretending to work.
 */
export const plannedPrefixes = [
  '/projects',
  '/cities',
  '/featured-properties',
  '/most-viewed-properties',
  '/most-favourite-properties',
  '/virtual-tour',
  '/user/personalised-feed',
];

export function PlannedPage() {
  const { t } = useTranslation('listings');
  return (
    <section className={styles.box} data-testid="mf-listings-planned">
      <h1 className={styles.title}>{t('planned.title')}</h1>
      <p className={styles.text}>{t('planned.text')}</p>
      <Link to="/properties" className={styles.back}>
        {t('planned.browse')}
      </Link>
    </section>
  );
}
